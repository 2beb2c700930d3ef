import { join } from "node:path";
import { createBlog, type Blog } from "../../server/blog/blog";
import { BLOG_CONTENT_DIR } from "../../server/blog/compile";
import { loadPosts } from "../../server/blog/load-posts";
import { PROJECT_ROOT, PUBLIC_DIR } from "../../server/paths";
import type { SiteContent } from "../../server/content/site-content";
import { loadTags } from "../../server/content/tags";
import { loadPracticeAreas } from "../../server/practice-areas/load-practice-areas";
import { createPracticeAreas, type PracticeAreas } from "../../server/practice-areas/practice-area";

/** The fixture folder of posts (tests only, never shipped): enough for pages, tags and drafts. */
export const FIXTURE_BLOG_DIR = join(PROJECT_ROOT, "test", "support", "fixtures", "blog");

/** The tags the fixture posts name, declared as shared/content/tags.json declares the shipped ones. */
export const FIXTURE_TAGS_FILE = join(PROJECT_ROOT, "test", "support", "fixtures", "tags.json");
export const fixtureTags = () => loadTags(FIXTURE_TAGS_FILE);

let shipped: Blog | undefined;

/** The blog as production builds it from shared/content/blog (no drafts). */
export function shippedBlog(): Blog {
  shipped ??= createBlog(loadPosts({ contentDir: BLOG_CONTENT_DIR, publicDir: PUBLIC_DIR, includeDrafts: false, rootDir: PROJECT_ROOT }));
  return shipped;
}

/** The fixture blog, with or without its drafts (production leaves them out; development shows them). */
export function fixtureBlog({ includeDrafts = false } = {}): Blog {
  return createBlog(loadPosts({ contentDir: FIXTURE_BLOG_DIR, publicDir: PUBLIC_DIR, includeDrafts, rootDir: PROJECT_ROOT, tags: fixtureTags() }));
}

let shippedAreas: PracticeAreas | undefined;

/** The practice areas as production builds them from shared/content/practice-areas. */
export function shippedPracticeAreas(): PracticeAreas {
  shippedAreas ??= createPracticeAreas(loadPracticeAreas());
  return shippedAreas;
}

/** Everything the build compiles from the practice's Markdown, as it ships; a test may swap the blog. */
export function shippedContent(blog: Blog = shippedBlog()): SiteContent {
  return { blog, practiceAreas: shippedPracticeAreas() };
}
