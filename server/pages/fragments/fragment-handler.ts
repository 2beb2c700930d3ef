import type { Request, Response } from "express";
import { renderToStaticMarkup } from "react-dom/server";
import { FRAGMENT_IDS, isFragmentRoute, fragmentRoute, type FragmentRoute } from "../../../shared/lib/fragment-ids";
import { FRAGMENT_ELEMENTS } from "./registry";
import { sendCached, toCachedPage, type CachedPage } from "../../http/cached-bytes";

/**
 * GET /fragments/{route}.json: the HTML of a route's fragments, for the browser after client-side
 * navigation. Rendered once per route, kept compressed with a strong ETag, like the pages.
 */
export function fragmentsHandler() {
  const cache = new Map<FragmentRoute, Promise<CachedPage>>();

  function render(route: FragmentRoute): Promise<CachedPage> {
    let entry = cache.get(route);
    if (!entry) {
      const fragments = Object.fromEntries(FRAGMENT_IDS.filter((id) => fragmentRoute(id) === route).map((id) => [id, renderToStaticMarkup(FRAGMENT_ELEMENTS[id]())]));
      entry = toCachedPage(Buffer.from(JSON.stringify(fragments)));
      cache.set(route, entry);
    }
    return entry;
  }

  return async function serveFragments(req: Request, res: Response) {
    const route = /^\/fragments\/([a-z-]+)\.json$/.exec(req.path)?.[1];
    if (!route || !isFragmentRoute(route)) {
      res.status(404).setHeader("Cache-Control", "no-store");
      res.json({ error: "not_found" });
      return;
    }
    sendCached(req, res, await render(route), { contentType: "application/json; charset=utf-8" });
  };
}
