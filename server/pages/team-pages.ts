import { PROFILE_COPY } from "../../shared/content/people-and-plans";
import { pageTitle } from "../../shared/content/pages";
import type { RouteHead } from "../../shared/routes";
import type { BlogPost } from "../blog/post";
import type { SiteContent } from "../site-content/site-content";
import type { PracticeAreaPage } from "../practice-areas/practice-area";
import { teamPath, type Person } from "../team/person";
import { enquiryPromise, type EnquiryPromise } from "./enquiry-promise";

/** What a profile's page shows: the person, the practice areas they lead and the posts they wrote (newest first). */
export interface PersonView {
  readonly kind: "person";
  readonly person: Person;
  readonly areas: readonly PracticeAreaPage[];
  readonly posts: readonly BlogPost[];
  /** What a new enquiry is promised (plans.json "enquiries"); the replier's profile says they reply. */
  readonly promise: EnquiryPromise | undefined;
}

/** The view a slug names, or undefined for a 404 (no such profile). */
export function personView(
  slug: string,
  { team, practiceAreas, blog, plans, replyPromiseKept }: SiteContent,
): PersonView | undefined {
  const person = team.bySlug(slug);
  if (!person) return undefined;
  const areas = person.leads.flatMap((area) => practiceAreas.bySlug(area) ?? []);
  const posts = blog.posts.filter((post) => !post.draft && post.byline?.path === teamPath(person.slug));
  return { kind: "person", person, areas, posts, promise: enquiryPromise(plans, team, replyPromiseKept) };
}

export function personHead({ person }: PersonView): RouteHead {
  return {
    title: pageTitle(person.name),
    description: PROFILE_COPY.description(person.name, person.role),
    canonicalPath: teamPath(person.slug),
    ogType: "website",
  };
}
