import { createBlog, type Blog } from "../blog/blog";
import { createPracticeAreas, type PracticeAreas } from "../practice-areas/practice-area";

/** What the build compiled from the practice's Markdown, which the server's pages are drawn from. */
export interface SiteContent {
  readonly blog: Blog;
  readonly practiceAreas: PracticeAreas;
}

/** No posts and no practice-area pages: for renderers of pages that show neither. */
export function noContent(): SiteContent {
  return { blog: createBlog([]), practiceAreas: createPracticeAreas([]) };
}
