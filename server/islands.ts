import type { Request, Response } from "express";
import { renderToStaticMarkup } from "react-dom/server";
import type { IslandSource } from "../shared/components/static-island";
import { ISLAND_IDS, isIslandRoute, islandRoute, type IslandRoute } from "../shared/islands/island-ids";
import { ISLAND_ELEMENTS } from "../shared/islands/registry";
import { toCachedPage, type CachedPage } from "./page-cache";
import { sendCached } from "./pages";

/** On the server an island is its element, rendered into the page like any other. */
export const useServerIsland: IslandSource = (id) => ({ element: ISLAND_ELEMENTS[id]() });

/**
 * GET /islands/{route}.json: the HTML of a route's islands, for the browser after client-side
 * navigation. Rendered once per route, kept compressed with a strong ETag, like the pages.
 */
export function islandsHandler() {
  const cache = new Map<IslandRoute, Promise<CachedPage>>();

  function render(route: IslandRoute): Promise<CachedPage> {
    let entry = cache.get(route);
    if (!entry) {
      const islands = Object.fromEntries(ISLAND_IDS.filter((id) => islandRoute(id) === route).map((id) => [id, renderToStaticMarkup(ISLAND_ELEMENTS[id]())]));
      entry = toCachedPage(Buffer.from(JSON.stringify(islands)));
      cache.set(route, entry);
    }
    return entry;
  }

  return async function serveIslands(req: Request, res: Response) {
    const route = /^\/islands\/([a-z-]+)\.json$/.exec(req.path)?.[1];
    if (!route || !isIslandRoute(route)) {
      res.status(404).setHeader("Cache-Control", "no-store");
      res.json({ error: "not_found" });
      return;
    }
    sendCached(req, res, await render(route), { contentType: "application/json; charset=utf-8" });
  };
}
