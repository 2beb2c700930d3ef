/**
 * Fragments: parts of a page whose HTML never changes after the server renders it (long copy,
 * static sections). Their components and copy never ship to the browser; see
 * docs/decisions/004-server-fragments.md.
 */
export const FRAGMENT_IDS = [
  "home/hero-art",
  "home/how-it-works",
  "home/worth-the-switch",
  "home/practice-areas",
  "home/industries",
  "home/kylc",
  "home/about",
  "home/faqs",
  "home/next-steps",
  // How to reach a person (practice.json): beside the form, in its confirmation, on /contact/received
  // (with the booking link), and in every page's footer (without). Primed from the first page's HTML,
  // so the footer's never needs a fetch.
  "home/reach",
  "home/reach-footer",
  // The form's collection notice (APP 5): its words and the providers' sentence stay out of the bundle.
  "home/collection-notice",
  "how-we-work/page",
  "cost-comparison/page",
  "practice-area/header",
  "practice-area/body",
  "practice-area/footer",
  "terms/body",
  "privacy/body",
  "accessibility/body",
  "about/page",
  "team/header",
  "team/body",
  "team/footer",
  "blog/header",
  "blog/list",
  "blog-post/header",
  "blog-post/body",
  "blog-post/footer",
] as const;

export type FragmentId = (typeof FRAGMENT_IDS)[number];

/** Fragments are fetched per route: the part before the slash names the route (a RouteId). */
export type FragmentRoute = FragmentId extends `${infer Route}/${string}` ? Route : never;

export function fragmentRoute(id: FragmentId): FragmentRoute {
  return id.slice(0, id.indexOf("/")) as FragmentRoute;
}

export function isFragmentRoute(value: string): value is FragmentRoute {
  return FRAGMENT_IDS.some((id) => fragmentRoute(id) === value);
}

/**
 * Routes whose fragments differ from page to page (a list page, a post): they are fetched for a
 * page, /fragments/{route}.json?path={pathname}, and kept per page.
 */
const PER_PAGE_ROUTES: readonly FragmentRoute[] = ["blog", "blog-post", "practice-area", "team"];

export function isPerPageRoute(route: FragmentRoute): boolean {
  return PER_PAGE_ROUTES.includes(route);
}

export function isPerPageFragment(id: FragmentId): boolean {
  return isPerPageRoute(fragmentRoute(id));
}
