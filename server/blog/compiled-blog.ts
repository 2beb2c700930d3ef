import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createBlog, type Blog } from "./blog";
import type { BlogPost } from "./post";

/** Where the build leaves the checked, rendered posts for the server to read at start. */
export const compiledBlogFile = (distDir: string) => join(distDir, "blog.json");

export function readCompiledBlog(distDir: string): Blog {
  const file = compiledBlogFile(distDir);
  let posts: unknown;
  try {
    posts = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${file}; run "npm run build" first`, { cause: error });
  }
  if (!Array.isArray(posts)) throw new Error(`${file} is not a list of posts; run "npm run build"`);
  return createBlog(posts as BlogPost[]);
}
