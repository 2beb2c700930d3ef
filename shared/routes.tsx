import type { ReactElement } from "react";
import { matchPath, type Params } from "react-router-dom";
import { pageTitle, postTitle, type PageHead, type PageKey } from "./content/pages";
import { listingFromParams, listingTitle } from "./lib/blog-paths";
import { POLICY_SUMMARIES } from "./content/policy-summaries";
import { BlogListPage } from "./page-shells/blog-list-page";
import { FragmentArticle } from "./page-shells/fragment-article";
import { ServerFragment } from "./components/server-fragment";
import { EnquiryReceivedPage } from "./page-shells/enquiry-received-page";
import { HomePage } from "./page-shells/home-page";
import { HowWeWorkPage } from "./page-shells/how-we-work-page";
import { CostComparisonPage } from "./page-shells/cost-comparison-page";
import { COST_COMPARISON_PATH, COST_COMPARISON_SHARE_IMAGE } from "./lib/cost-comparison/address";
import { NotFoundPage } from "./page-shells/not-found-page";
import { PolicyPage } from "./page-shells/policy-page";

export type RouteId =
  | "home"
  | "how-we-work"
  | "cost-comparison"
  | "practice-area"
  | "about"
  | "team"
  | "blog"
  | "blog-page"
  | "blog-tag"
  | "blog-tag-page"
  | "blog-post"
  | "terms"
  | "privacy"
  | "accessibility"
  | "enquiry-received"
  | "not-found";

export interface RouteHead extends PageHead {
  /** The canonical path of the page; for /blog/{any-slug} it names the real post. */
  readonly canonicalPath: string;
  readonly ogType: "website" | "article";
  /** Pages that must not appear in search results. */
  readonly noindex?: boolean;
  /** A list page's neighbours (rel prev/next). */
  readonly prevPath?: string;
  readonly nextPath?: string;
  /** The page's own 1200×630 share image (a post's), instead of the site's. */
  readonly image?: { readonly src: string; readonly alt: string };
  /**
   * The page sets type in the italic serif (the home page's hero and cards, the 404's numeral), so
   * that face is preloaded with the others: found only through the stylesheet, a font is fetched
   * after it at the highest priority and holds up the first paint. Pages without it leave their
   * first requests to what they show.
   */
  readonly italicSerif?: true;
}

/**
 * A route's head as the route table holds it: the page's key names its title (PAGE_TITLES, which the
 * browser sets) and its description (PAGE_DESCRIPTIONS, which only the server writes, so it stays out
 * of the bundle); server/pages/resolve-page.ts joins them into the RouteHead.
 */
export type TableHead = Omit<RouteHead, keyof PageHead> & { readonly page: PageKey };

export interface SiteRoute {
  readonly id: RouteId;
  /** react-router pattern; the last route is the catch-all. */
  readonly path: string;
  readonly status: 200 | 404;
  readonly element: ReactElement;
  /** The page's head; the blog's pages each have their own, given by the server (server/blog/blog-pages.ts). */
  readonly head: TableHead;
  /** The tab's title after client-side navigation where it depends on the page (the blog's); else head.title. */
  readonly documentTitle?: (params: Params) => string;
  /** Listed in the sitemap. */
  readonly indexable: boolean;
  /**
   * The page shows what its query asks for (a cost comparison's figures): with a query it is rendered
   * per request and never held; the plain page is held like any other.
   */
  readonly queryDependent?: true;
}

export const ENQUIRY_RECEIVED_PATH = "/contact/received";

/** A page whose title is in its header fragment, not in the bundle (a post, an area, a profile): read it from the page. */
const headingText = () => document.querySelector("main h1")?.textContent ?? "";
const titleFromHeading = () => pageTitle(headingText());

/** The one route table: the server matches it for the status, the client renders it. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    id: "home",
    path: "/",
    status: 200,
    element: <HomePage />,
    indexable: true,
    head: { page: "home", canonicalPath: "/", ogType: "website", italicSerif: true },
  },
  {
    id: "how-we-work",
    path: "/how-we-work",
    status: 200,
    element: <HowWeWorkPage />,
    indexable: true,
    head: { page: "howWeWork", canonicalPath: "/how-we-work", ogType: "website" },
  },
  {
    id: "cost-comparison",
    path: COST_COMPARISON_PATH,
    status: 200,
    element: <CostComparisonPage />,
    indexable: true,
    head: {
      page: "costComparison",
      canonicalPath: COST_COMPARISON_PATH,
      ogType: "website",
      image: COST_COMPARISON_SHARE_IMAGE,
    },
    queryDependent: true,
  },
  {
    id: "practice-area",
    path: "/practice-areas/:slug",
    status: 200,
    element: <FragmentArticle route="practice-area" />,
    indexable: true,
    // Each area's head is the server's (server/pages/practice-area-pages.ts); its title is in its header fragment.
    head: { page: "home", canonicalPath: "/", ogType: "website" },
    documentTitle: titleFromHeading,
  },
  {
    id: "about",
    path: "/about",
    status: 200,
    element: <ServerFragment fragment="about/page" />,
    indexable: true,
    head: { page: "about", canonicalPath: "/about", ogType: "website" },
  },
  {
    id: "team",
    path: "/team/:slug",
    status: 200,
    element: <FragmentArticle route="team" />,
    indexable: true,
    // Each profile's head is the server's (server/pages/team-pages.ts); the name is in its header fragment.
    head: { page: "about", canonicalPath: "/about", ogType: "website" },
    documentTitle: titleFromHeading,
  },
  ...blogRoutes(),
  {
    id: "terms",
    path: "/terms-of-service",
    status: 200,
    element: <PolicyPage policy={POLICY_SUMMARIES.terms} body="terms/body" />,
    indexable: true,
    head: { page: "terms", canonicalPath: "/terms-of-service", ogType: "website" },
  },
  {
    id: "privacy",
    path: "/privacy-policy",
    status: 200,
    element: <PolicyPage policy={POLICY_SUMMARIES.privacy} body="privacy/body" />,
    indexable: true,
    head: { page: "privacy", canonicalPath: "/privacy-policy", ogType: "website" },
  },
  {
    id: "accessibility",
    path: "/accessibility",
    status: 200,
    element: <PolicyPage policy={POLICY_SUMMARIES.accessibility} body="accessibility/body" eyebrow="This website" />,
    indexable: true,
    head: { page: "accessibility", canonicalPath: "/accessibility", ogType: "website" },
  },
  {
    id: "enquiry-received",
    path: ENQUIRY_RECEIVED_PATH,
    status: 200,
    element: <EnquiryReceivedPage />,
    indexable: false,
    head: { page: "enquiryReceived", canonicalPath: ENQUIRY_RECEIVED_PATH, ogType: "website", noindex: true },
  },
  {
    id: "not-found",
    path: "*",
    status: 404,
    element: <NotFoundPage />,
    indexable: false,
    head: { page: "notFound", canonicalPath: "/404", ogType: "website", noindex: true, italicSerif: true },
  },
];

/**
 * The blog: lists (9 posts a page, and per tag) and posts. Their heads and statuses depend on the
 * posts, which only the server holds; the head here is the list's, the server replaces it per page.
 */
function blogRoutes(): SiteRoute[] {
  const head: TableHead = { page: "blog", canonicalPath: "/blog", ogType: "website" };
  // A list's heading (a tag's label) is in its header fragment, not in the bundle: read it from the page.
  const documentTitle = (params: Params) => listingTitle(listingFromParams(params) ?? { page: 1 }, headingText());
  const list = (id: RouteId, path: string): SiteRoute => ({
    id,
    path,
    status: 200,
    element: <BlogListPage />,
    indexable: true,
    head,
    documentTitle,
  });
  return [
    list("blog", "/blog"),
    list("blog-page", "/blog/page/:page"),
    list("blog-tag", "/blog/tags/:tag"),
    list("blog-tag-page", "/blog/tags/:tag/page/:page"),
    {
      id: "blog-post",
      path: "/blog/:slug",
      status: 200,
      element: <FragmentArticle route="blog-post" />,
      indexable: true,
      head: { ...head, ogType: "article" },
      // The post's title is in its header fragment, not in the bundle: read it from the page.
      documentTitle: () => postTitle(headingText()),
    },
  ];
}

/**
 * Each pattern's fixed start (up to its first parameter), lowercased: a path that does not start
 * with it cannot match, so the server compiles no pattern for most addresses (matchPath compiles
 * its pattern to a RegExp on every call, and every 404 would try them all).
 */
const FIXED_STARTS = new Map(SITE_ROUTES.map((route) => [route, route.path.split(/[:*]/, 1)[0]?.toLowerCase() ?? ""]));

/** The route a path renders: the first whose pattern matches; the catch-all means 404. */
export function matchSiteRoute(pathname: string): SiteRoute {
  const lowercase = pathname.toLowerCase();
  for (const route of SITE_ROUTES) {
    if (route.path === "*") return route;
    if (
      lowercase.startsWith(FIXED_STARTS.get(route) ?? "") &&
      matchPath({ path: route.path, end: true, caseSensitive: false }, pathname)
    )
      return route;
  }
  throw new Error("The route table has no catch-all");
}
