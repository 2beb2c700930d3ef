import { pageTitle } from "../../shared/content/pages";
import type { RouteHead } from "../../shared/routes";
import type { BlogPost } from "../blog/post";
import type { SiteContent } from "../site-content/site-content";
import { practiceAreaPath, type PracticeAreaPage } from "../practice-areas/practice-area";
import type { Person } from "../team/person";

/** At most this many related posts on an area's page. */
const RELATED_POSTS = 3;

/** What an area's page shows: the area, the posts that share its tags (newest first) and the other areas. */
export interface PracticeAreaView {
  readonly kind: "practice-area";
  readonly page: PracticeAreaPage;
  readonly related: readonly BlogPost[];
  readonly others: readonly PracticeAreaPage[];
  /** Who leads the area (the profiles whose `leads` name it). */
  readonly leads: readonly Person[];
}

/** The view a slug names, or undefined for a 404 (no such area, or a page the practice has not written). */
export function practiceAreaView(
  slug: string,
  { blog, practiceAreas, team }: SiteContent,
): PracticeAreaView | undefined {
  const page = practiceAreas.bySlug(slug);
  if (!page) return undefined;
  const related = blog.posts
    .filter((post) => !post.draft && post.tags.some((tag) => page.tags.includes(tag)))
    .slice(0, RELATED_POSTS);
  return {
    kind: "practice-area",
    page,
    related,
    others: practiceAreas.pages.filter((other) => other !== page),
    leads: team.leadsOf(page.slug),
  };
}

export function practiceAreaHead({ page }: PracticeAreaView): RouteHead {
  return {
    title: pageTitle(page.title),
    description: page.summary,
    canonicalPath: practiceAreaPath(page.slug),
    ogType: "website",
    ...(page.shareImage ? { image: { src: page.shareImage, alt: page.title } } : {}),
  };
}
