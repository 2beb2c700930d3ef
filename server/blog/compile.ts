import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentImages } from "../collections/content-images";
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
  images,
}: {
  readonly includeDrafts: boolean;
  readonly distDir: string;
  readonly authors: readonly string[];
  /** The build's content images, which the posts' images are planned into. */
  readonly images?: ContentImages;
}): {
  posts: readonly BlogPost[];
  shareImages: readonly ShareImageJob[];
} {
  const posts = withShareImages(loadPosts({ contentDir: BLOG_CONTENT_DIR, publicDir: PUBLIC_DIR, includeDrafts, rootDir: PROJECT_ROOT, authors, images }));
  writeFileSync(compiledBlogFile(distDir), `${JSON.stringify(posts)}\n`);
  return { posts, shareImages: posts.map(shareImageJob) };
}
