import { matchPath } from "react-router-dom";
import { matchSiteRoute, SITE_ROUTES, type RouteHead, type SiteRoute } from "../../shared/routes";
import type { Blog } from "../blog/blog";
import { BLOG_ROUTE_IDS, blogHead, blogView, canonicalPathOf, type BlogView } from "../blog/blog-pages";

/** What the server answers for an address: the route, its status and head, and where it renders. */
export interface ResolvedPage {
  readonly route: SiteRoute;
  readonly status: 200 | 404;
  readonly head: RouteHead;
  /** The URL the page is rendered at and cached under: its canonical path, so every slug showing one post, and every 404, share one entry. */
  readonly renderPath: string;
  /** A blog page's posts. */
  readonly view?: BlogView;
}

const NOT_FOUND_ROUTE = SITE_ROUTES.find((route) => route.status === 404);
if (!NOT_FOUND_ROUTE) throw new Error("The route table has no 404 route");
const NOT_FOUND: ResolvedPage = { route: NOT_FOUND_ROUTE, status: 404, head: NOT_FOUND_ROUTE.head, renderPath: "/404" };
/** The one address every 404 is rendered and cached under. */
export const NOT_FOUND_RENDER_PATH = NOT_FOUND.renderPath;

/** A route that is a page of its own (not the blog's): its head, at its canonical path. */
export function staticPage(route: SiteRoute): ResolvedPage {
  return route.status === 404 ? NOT_FOUND : { route, status: 200, head: route.head, renderPath: route.head.canonicalPath };
}

export function resolvePage(pathname: string, blog: Blog): ResolvedPage {
  const route = matchSiteRoute(pathname);
  if (route.status === 404 || !BLOG_ROUTE_IDS.includes(route.id)) return staticPage(route);
  const params = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname)?.params ?? {};
  const view = blogView(route.id, params, blog);
  if (!view) return NOT_FOUND;
  return { route, status: 200, head: blogHead(view), renderPath: canonicalPathOf(view), view };
}
