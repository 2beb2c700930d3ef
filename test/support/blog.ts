import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createBlog, type Blog } from "../../server/blog/blog";
import { BLOG_CONTENT_DIR } from "../../server/blog/compile";
import { loadPosts } from "../../server/blog/load-posts";
import { PROJECT_ROOT, PUBLIC_DIR } from "../../server/platform/paths";
import { createSiteContent, type SiteContent } from "../../server/site-content/site-content";
import { loadPlans } from "../../server/plans/plans";
import type { PlansFile } from "../../server/plans/plans-schema";
import { loadTeam } from "../../server/team/load-team";
import type { Person } from "../../server/team/person";
import { loadTags } from "../../server/collections/tags";
import { loadPracticeAreas } from "../../server/practice-areas/load-practice-areas";
import { createPracticeAreas, type PracticeAreas } from "../../server/practice-areas/practice-area";

/** The fixture folder of posts (tests only, never shipped): enough for pages, tags and drafts. */
export const FIXTURE_BLOG_DIR = join(PROJECT_ROOT, "test", "support", "fixtures", "blog");
/** The fixtures' own public/ folder: their image, so no test needs an image the practice may delete. */
export const FIXTURE_PUBLIC_DIR = join(PROJECT_ROOT, "test", "support", "fixtures", "public");

/** The tags the fixture posts name, declared as shared/content/tags.json declares the shipped ones. */
const FIXTURE_TAGS_FILE = join(PROJECT_ROOT, "test", "support", "fixtures", "tags.json");
export const fixtureTags = () => loadTags(FIXTURE_TAGS_FILE);

let shipped: Blog | undefined;

/** The blog as production builds it from shared/content/blog (no drafts). */
export function shippedBlog(): Blog {
  const authors = shippedTeam().map((person) => person.slug);
  shipped ??= createBlog(
    loadPosts({
      contentDir: BLOG_CONTENT_DIR,
      publicDir: PUBLIC_DIR,
      includeDrafts: false,
      rootDir: PROJECT_ROOT,
      authors,
    }),
  );
  return shipped;
}

/** The fixture blog, with or without its drafts (production leaves them out; development shows them). */
export function fixtureBlog({ includeDrafts = false } = {}): Blog {
  return createBlog(
    loadPosts({
      contentDir: FIXTURE_BLOG_DIR,
      publicDir: FIXTURE_PUBLIC_DIR,
      includeDrafts,
      rootDir: PROJECT_ROOT,
      authors: FIXTURE_AUTHORS,
      tags: fixtureTags(),
    }),
  );
}

/**
 * A blog of one fixture post: the spec's one-post rule (every slug shows the only post) tested on
 * content of the tests' own, whatever the practice has published.
 */
export function onePostBlog(): Blog {
  const [only] = fixtureBlog().posts;
  if (!only) throw new Error(`${FIXTURE_BLOG_DIR} holds no published post`);
  return createBlog([only]);
}

/** The newest post the practice has published (shared/content/blog), for tests that read it. */
export function newestShippedPost(): Blog["posts"][number] {
  const [newest] = shippedBlog().posts;
  if (!newest) throw new Error("shared/content/blog holds no published post");
  return newest;
}

let shippedAreas: PracticeAreas | undefined;

/** The practice areas as production builds them from shared/content/practice-areas. */
export function shippedPracticeAreas(): PracticeAreas {
  shippedAreas ??= createPracticeAreas(loadPracticeAreas());
  return shippedAreas;
}

let shippedPeople: Person[] | undefined;
let shippedPlansFile: PlansFile | undefined;

/** Everything the build compiles from the practice's content, as it ships; a test may swap the blog. */
let shippedWhole: SiteContent | undefined;

/** The content as the practice ships it, or with another blog; the same object each time (test apps share pages by it). */
export function shippedContent(blog?: Blog): SiteContent {
  if (!blog) return (shippedWhole ??= shippedContentWith(shippedBlog()));
  return shippedContentWith(blog);
}

/** The team as production builds it from shared/content/team, checked against the shipped areas. */
function shippedTeam(): Person[] {
  shippedPeople ??= loadTeam({ areaSlugs: shippedPracticeAreas().pages.map((page) => page.slug) });
  return shippedPeople;
}

function shippedContentWith(blog: Blog): SiteContent {
  const practiceAreas = shippedPracticeAreas();
  const team = shippedTeam();
  shippedPlansFile ??= loadPlans({ areaSlugs: practiceAreas.pages.map((page) => page.slug), ...teamReferences(team) });
  return createSiteContent({
    posts: blog.posts,
    practiceAreas: practiceAreas.pages,
    team,
    plans: shippedPlansFile,
    replyPromiseKept: true,
  });
}

/** What a plans file may name of a team: its profiles' slugs and roles. */
const teamReferences = (team: readonly Person[]) => ({
  teamSlugs: team.map((person) => person.slug),
  teamRoles: team.map((person) => person.role),
});

/** The fixture folders of profiles and plans (tests only, never shipped). */
export const FIXTURE_TEAM_DIR = join(PROJECT_ROOT, "test", "support", "fixtures", "team");
export const FIXTURE_PLANS_FILE = join(PROJECT_ROOT, "test", "support", "fixtures", "plans.json");
/** The fixture profiles' slugs, which the fixture posts name as their authors. */
export const FIXTURE_AUTHORS: readonly string[] = readdirSync(FIXTURE_TEAM_DIR)
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -".md".length));

/**
 * Content drawn from the fixtures: the fixture blog, the shipped practice areas (their slugs are the
 * spec's), the fixture team and the fixture plans, each replaceable by a test.
 */
export function fixtureContent(
  change: { team?: readonly Person[]; plans?: PlansFile; posts?: Blog["posts"]; replyPromiseKept?: boolean } = {},
): SiteContent {
  const practiceAreas = shippedPracticeAreas().pages;
  const areaSlugs = practiceAreas.map((page) => page.slug);
  const team = change.team ?? loadTeam({ contentDir: FIXTURE_TEAM_DIR, rootDir: PROJECT_ROOT, areaSlugs });
  const plans = change.plans ?? loadPlans({ areaSlugs, ...teamReferences(team) }, FIXTURE_PLANS_FILE);
  // As a server with mail set up shows it, unless a test says otherwise.
  return createSiteContent({
    posts: change.posts ?? fixtureBlog().posts,
    practiceAreas,
    team,
    plans,
    replyPromiseKept: change.replyPromiseKept ?? true,
  });
}
