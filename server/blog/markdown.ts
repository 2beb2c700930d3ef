import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, Root } from "hast";
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
import { visit } from "unist-util-visit";

/** A problem in a post's body, reported against the field "body". */
export class MarkdownError extends Error {}

/** Width and height of an image under public/, read from its header (SVG, PNG, JPEG, WebP, AVIF). */
export function publicImageSize(publicDir: string, src: string): { width: number; height: number } | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(publicDir, decodeURIComponent(src)));
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
      if (!src.startsWith("/") || src.startsWith("//")) throw new MarkdownError(`image "${src}" must be a path under public/ starting with /`);
      const size = publicImageSize(publicDir, src);
      if (!size) throw new MarkdownError(`image "${src}" does not exist under public/`);
      Object.assign(node.properties, { width: size.width, height: size.height, loading: "lazy", decoding: "async" });
    });
  };
}

/**
 * Markdown to HTML a post can show: GitHub-flavoured Markdown, raw HTML allowed but sanitised
 * (GitHub's allow-list: no script, no event handlers, no javascript: URLs, no iframes), headings
 * with ids, external links with rel="noopener noreferrer", images with their size.
 */
export function renderMarkdown(markdown: string, publicDir: string): string {
  const file = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    // Headings get their ids after sanitising: their own slugs, where raw HTML's ids are prefixed.
    .use(rehypeSanitize, defaultSchema)
    .use(rehypeSlug)
    .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"] })
    .use(imageDimensions, publicDir)
    .use(rehypeStringify)
    .processSync(markdown);
  return String(file);
}

/** Words a reader reads: the body's text. */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}
