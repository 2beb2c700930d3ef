import type { Request, Response } from "express";
import { renderToStaticMarkup } from "react-dom/server";
import type { IslandSource } from "../shared/components/static-island";
import { ISLAND_IDS, isIslandRoute, islandRoute, type IslandRoute } from "../shared/islands/island-ids";
import { ISLAND_ELEMENTS } from "../shared/islands/registry";
import { chooseEncoding } from "./content-encoding";
import { toCachedPage, type CachedPage } from "./page-cache";
import { matchesEtag } from "./pages";

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
    const body = await render(route);
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", body.etag);
    if (matchesEtag(req.headers["if-none-match"], body.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = chooseEncoding(req, { br: true, gzip: true });
    const bytes = encoding === "identity" ? body.identity : body[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", bytes.length);
    res.end(bytes);
  };
}
