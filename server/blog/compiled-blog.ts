import { join } from "node:path";
import { readCompiledList } from "../collections/compiled-list";
import { createBlog, type Blog } from "./blog";
import type { BlogPost } from "./post";

/** Where the build leaves the checked, rendered posts for the server to read at start. */
export const compiledBlogFile = (distDir: string) => join(distDir, "blog.json");

export function readCompiledBlog(distDir: string): Blog {
  return createBlog(readCompiledList<BlogPost>(compiledBlogFile(distDir), "posts"));
}
