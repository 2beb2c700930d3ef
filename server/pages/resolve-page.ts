import { matchPath } from "react-router-dom";
import { matchSiteRoute, SITE_ROUTES, type RouteHead, type SiteRoute, type TableHead } from "../../shared/routes";
import { pageHead } from "../../shared/content/page-descriptions";
import { BLOG_ROUTE_IDS, blogHead, blogRedirect, blogView, canonicalPathOf, type BlogView } from "../blog/blog-pages";
import type { SiteContent } from "../site-content/site-content";
import type { ParsedCostInputs } from "../../shared/lib/cost-comparison/parse";
import { practiceAreaHead, practiceAreaView, type PracticeAreaView } from "./practice-area-pages";
import { personHead, personView, type PersonView } from "./team-pages";

/** What the server answers for an address: the route, its status and head, and where it renders. */
export interface ResolvedPage {
  readonly route: SiteRoute;
  readonly status: 200 | 404;
  readonly head: RouteHead;
  /** The URL the page is rendered at and cached under: its canonical path, so every 404 shares one entry. */
  readonly renderPath: string;
  /** What a page drawn from content shows: a blog page's posts, a practice area. */
  readonly view?: PageView;
}

/** A cost comparison's figures, as a request's query gave them (the plain page shows the defaults). */
interface CostComparisonView {
  readonly kind: "cost-comparison";
  readonly parsed: ParsedCostInputs;
}

export type PageView = BlogView | PracticeAreaView | PersonView | CostComparisonView;

/** A route table's head with its page's title and description (the description never ships in the bundle). */
function routeHead({ page, ...head }: TableHead): RouteHead {
  return { ...pageHead(page), ...head };
}

const NOT_FOUND_ROUTE = SITE_ROUTES.find((route) => route.status === 404);
if (!NOT_FOUND_ROUTE) throw new Error("The route table has no 404 route");
const NOT_FOUND: ResolvedPage = {
  route: NOT_FOUND_ROUTE,
  status: 404,
  head: routeHead(NOT_FOUND_ROUTE.head),
  renderPath: "/404",
};
/** The one address every 404 is rendered and cached under. */
export const NOT_FOUND_RENDER_PATH = NOT_FOUND.renderPath;

/** A route that is a page of its own (not the blog's): its head, at its canonical path. */
export function staticPage(route: SiteRoute): ResolvedPage {
  return route.status === 404
    ? NOT_FOUND
    : { route, status: 200, head: routeHead(route.head), renderPath: route.head.canonicalPath };
}

/** The address a path is permanently moved to (a post's unknown slug while the blog holds one post), or undefined. */
export function redirectFor(pathname: string, content: SiteContent): string | undefined {
  const route = matchSiteRoute(pathname);
  if (route.id !== "blog-post") return undefined;
  const params = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname)?.params ?? {};
  return blogRedirect(route.id, params, content.blog);
}

export function resolvePage(pathname: string, content: SiteContent): ResolvedPage {
  const route = matchSiteRoute(pathname);
  if (route.id === "practice-area") {
    const slug = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname)?.params.slug ?? "";
    const area = practiceAreaView(slug, content);
    if (!area) return NOT_FOUND;
    const head = practiceAreaHead(area);
    return { route, status: 200, head, renderPath: head.canonicalPath, view: area };
  }
  if (route.id === "team") {
    const slug = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname)?.params.slug ?? "";
    const person = personView(slug, content);
    if (!person) return NOT_FOUND;
    const head = personHead(person);
    return { route, status: 200, head, renderPath: head.canonicalPath, view: person };
  }
  if (route.status === 404 || !BLOG_ROUTE_IDS.includes(route.id)) return staticPage(route);
  const params = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname)?.params ?? {};
  const view = blogView(route.id, params, content.blog);
  if (!view) return NOT_FOUND;
  return { route, status: 200, head: blogHead(view), renderPath: canonicalPathOf(view), view };
}
