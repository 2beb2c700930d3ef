/**
 * Islands: parts of a page whose HTML never changes after the server renders it (long copy,
 * static sections). Their components and copy never ship to the browser; see
 * docs/decisions/004-static-islands.md.
 */
export const ISLAND_IDS = [
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
  "blog-post/body",
] as const;

export type IslandId = (typeof ISLAND_IDS)[number];

/** Islands are fetched per route: the part before the slash names the route (a RouteId). */
export type IslandRoute = IslandId extends `${infer Route}/${string}` ? Route : never;

export function islandRoute(id: IslandId): IslandRoute {
  return id.slice(0, id.indexOf("/")) as IslandRoute;
}

export function isIslandRoute(value: string): value is IslandRoute {
  return ISLAND_IDS.some((id) => islandRoute(id) === value);
}
