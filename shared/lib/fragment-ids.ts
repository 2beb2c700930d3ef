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
  "terms/body",
  "privacy/body",
  "accessibility/body",
  "blog-post/body",
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
