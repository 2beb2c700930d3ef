import type { Element, Root, Text } from "hast";
import rehypeExternalLinks from "rehype-external-links";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { isSitePath } from "../../shared/lib/site-path";
import { SKIP, visit } from "unist-util-visit";
import { readPublicImage, serveImage, type ContentImages } from "./content-images";
import { IMAGE_SIZES } from "./image-plan";

/** A problem in a post's body, reported against the field "body". */
export class MarkdownError extends Error {}

/** Width and height of an image under public/, read from its header (SVG, PNG, JPEG, WebP, AVIF); undefined when it is missing or unreadable. */
export function publicImageSize(publicDir: string, src: string): { width: number; height: number } | undefined {
  const read = readPublicImage(publicDir, src);
  return read.ok ? { width: read.width, height: read.height } : undefined;
}

/** Where a body's images are planned: the build's content images and the file the body is in. */
export interface BodyImages {
  readonly images: ContentImages;
  readonly file: string;
}

/**
 * Images in a body must live under public/, so every one gets its width and height (no layout shift);
 * with the build's content images, a raster one becomes a picture offering its resized sources.
 */
function imageDimensions(publicDir: string, planned: BodyImages | undefined) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "img") return;
      const src = String(node.properties.src ?? "");
      if (!isSitePath(src)) throw new MarkdownError(`image "${src}" must be a path under public/ starting with /`);
      const served = serveImage(planned?.images, publicDir, src, "body", { file: planned?.file ?? "", field: "body" });
      if ("problem" in served) throw new MarkdownError(`image "${src}" ${served.problem}`);
      const { image } = served;
      Object.assign(node.properties, {
        src: image.src,
        width: image.width,
        height: image.height,
        loading: "lazy",
        decoding: "async",
      });
      if (!image.sources || !parent || index === undefined) return;
      const sources = image.sources.map((source): Element => ({
        type: "element",
        tagName: "source",
        properties: { type: source.type, srcSet: source.srcset, sizes: IMAGE_SIZES.column },
        children: [],
      }));
      parent.children[index] = {
        type: "element",
        tagName: "picture",
        properties: { className: ["content-picture"] },
        children: [...sources, node],
      };
      // The img now inside the picture is done: go on after it.
      return [SKIP, index + 1];
    });
  };
}

/**
 * A link that starts like a path but that a browser resolves to another site ("/\evil.example/path",
 * written as raw HTML, which Markdown's own links percent-encode) would be kept as a site link, without
 * rel, and followed inside the app: the build stops, naming it.
 */
function noDisguisedLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a") return;
      const href = String(node.properties.href ?? "");
      if ((href.startsWith("/") || href.startsWith("\\")) && !isSitePath(href)) {
        throw new MarkdownError(
          `link "${href}" is not a path on this site (a browser would open another site): write a full https:// address, or a path starting with a single /`,
        );
      }
    });
  };
}

/** What a post's body becomes: sanitised HTML, and how many words a reader reads. */
export interface RenderedMarkdown {
  readonly html: string;
  readonly words: number;
}

/** Counts the words of the finished tree's text (no pattern over HTML: the counting stays linear). */
function countWords(into: { words: number }) {
  return (tree: Root) => {
    visit(tree, "text", (node: Text) => {
      into.words += node.value.split(/\s+/).filter(Boolean).length;
    });
  };
}

/**
 * Markdown to HTML a post can show: GitHub-flavoured Markdown, raw HTML allowed but sanitised
 * (GitHub's allow-list: no script, no event handlers, no javascript: URLs, no iframes), headings
 * with ids, external links with rel="noopener noreferrer", images with their size.
 */
export function renderMarkdown(markdown: string, publicDir: string, images?: BodyImages): RenderedMarkdown {
  const counted = { words: 0 };
  const file = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    // Headings get their ids after sanitising: their own slugs, where raw HTML's ids are prefixed.
    .use(rehypeSanitize, defaultSchema)
    .use(rehypeSlug)
    .use(noDisguisedLinks)
    .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"] })
    .use(imageDimensions, publicDir, images)
    .use(countWords, counted)
    .use(rehypeStringify)
    .processSync(markdown);
  return { html: String(file), words: counted.words };
}
