import { createBlog, type Blog } from "../blog/blog";
import type { BlogPost } from "../blog/post";
import type { PlansFile } from "../plans/plans-schema";
import { createPracticeAreas, type PracticeAreaPage, type PracticeAreas } from "../practice-areas/practice-area";
import { createTeam, teamPath, type Person, type Team } from "../team/person";

/** What the build compiled from the practice's content, which the server's pages are drawn from. */
export interface SiteContent {
  readonly blog: Blog;
  readonly practiceAreas: PracticeAreas;
  readonly team: Team;
  /** The plans and the enquiry terms (shared/content/plans.json); undefined leaves prices out of every page. */
  readonly plans?: PlansFile;
  /**
   * Whether the server can keep the reply time plans.json promises: only when it mails each enquiry
   * to someone (SMTP_URL and ENQUIRY_TO, replyPromiseKept in platform/config.ts). Otherwise the pages
   * say the practice replies as soon as it can. Fixed per server, so pages rendered once stay true.
   */
  readonly replyPromiseKept: boolean;
}

/** The compiled lists as the build leaves them in dist/. */
interface CompiledContent {
  readonly posts: readonly BlogPost[];
  readonly practiceAreas: readonly PracticeAreaPage[];
  readonly team: readonly Person[];
  readonly plans?: PlansFile;
  /** SiteContent.replyPromiseKept; false when not given. */
  readonly replyPromiseKept?: boolean;
}

/**
 * The one way content becomes what the pages read: each post's byline is its author's profile, so a
 * profile removed takes its bylines (and its page and sitemap entry) with it.
 */
export function createSiteContent({
  posts,
  practiceAreas,
  team,
  plans,
  replyPromiseKept = false,
}: CompiledContent): SiteContent {
  const people = createTeam(team);
  const withBylines = posts.map((post): BlogPost => {
    const { byline: _previous, ...rest } = post;
    const author = people.bySlug(post.author);
    return author ? { ...rest, byline: { name: author.name, path: teamPath(author.slug) } } : rest;
  });
  return {
    blog: createBlog(withBylines),
    practiceAreas: createPracticeAreas(practiceAreas),
    team: people,
    replyPromiseKept,
    ...(plans ? { plans } : {}),
  };
}

/** No posts, practice-area pages, people or plans: for renderers of pages that show none. */
export function noContent(): SiteContent {
  return createSiteContent({ posts: [], practiceAreas: [], team: [] });
}
