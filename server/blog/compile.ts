import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT, PUBLIC_DIR } from "../platform/paths";
import { compiledBlogFile } from "./compiled-blog";
import { loadPosts } from "./load-posts";
import type { BlogPost } from "./post";
import { shareImageJob, withShareImages, type ShareImageJob } from "./share-images";

/** The posts the site ships: one Markdown file each. */
export const BLOG_CONTENT_DIR = join(PROJECT_ROOT, "shared", "content", "blog");

/**
 * The build's step for the blog (scripts/build.ts, scripts/dev.ts): check and render every post
 * into `distDir`/blog.json, and say which share images to draw. Drafts are left out unless asked for
 * (development). Throws a ContentError naming each file and field that is wrong, which stops
 * the build.
 */
export function compileBlog({
  includeDrafts,
  distDir,
  authors,
  checked,
}: {
  readonly includeDrafts: boolean;
  readonly distDir: string;
  readonly authors: readonly string[];
  /** The posts, already read and checked (by readContent, with every other file). */
  readonly checked?: readonly BlogPost[];
}): {
  posts: readonly BlogPost[];
  shareImages: readonly ShareImageJob[];
} {
  const posts = withShareImages([
    ...(checked ??
      loadPosts({
        contentDir: BLOG_CONTENT_DIR,
        publicDir: PUBLIC_DIR,
        includeDrafts,
        rootDir: PROJECT_ROOT,
        authors,
      })),
  ]);
  writeFileSync(compiledBlogFile(distDir), `${JSON.stringify(posts)}\n`);
  return { posts, shareImages: posts.map(shareImageJob) };
}
