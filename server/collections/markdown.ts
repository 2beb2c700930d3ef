import { readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import type { Element, Root, Text } from "hast";
import { imageSize } from "image-size";
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
import { visit } from "unist-util-visit";

/** A problem in a post's body, reported against the field "body". */
export class MarkdownError extends Error {}

/**
 * The file a site path names under public/, decoded and resolved, or undefined when it would leave
 * the folder ("/images/%2e%2e/%2e%2e/etc/x.svg") or does not decode.
 */
function publicFilePath(publicDir: string, src: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    return undefined;
  }
  const root = resolve(publicDir);
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(root + sep) ? file : undefined;
}

/** Width and height of an image under public/, read from its header (SVG, PNG, JPEG, WebP, AVIF). */
export function publicImageSize(publicDir: string, src: string): { width: number; height: number } | undefined {
  const file = publicFilePath(publicDir, src);
  if (!file) return undefined;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const { width, height } = imageSize(bytes);
  return width && height ? { width, height } : undefined;
}

/** Images in a body must live under public/, so every one gets its width and height (no layout shift). */
function imageDimensions(publicDir: string) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img") return;
      const src = String(node.properties.src ?? "");
      if (!isSitePath(src)) throw new MarkdownError(`image "${src}" must be a path under public/ starting with /`);
      const size = publicImageSize(publicDir, src);
      if (!size) throw new MarkdownError(`image "${src}" does not exist under public/`);
      Object.assign(node.properties, { width: size.width, height: size.height, loading: "lazy", decoding: "async" });
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
        throw new MarkdownError(`link "${href}" is not a path on this site (a browser would open another site): write a full https:// address, or a path starting with a single /`);
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
export function renderMarkdown(markdown: string, publicDir: string): RenderedMarkdown {
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
    .use(imageDimensions, publicDir)
    .use(countWords, counted)
    .use(rehypeStringify)
    .processSync(markdown);
  return { html: String(file), words: counted.words };
}
