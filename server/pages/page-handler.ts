import type { NextFunction, Request, Response } from "express";
import { matchSiteRoute } from "../../shared/routes";
import { sendCached, type CachedPage } from "../http/cached-bytes";
import { currentYear } from "./copyright-year";
import { PageCache } from "./page-cache";
import type { PageRenderer } from "./render-page";

export interface PageHandlerOptions {
  readonly pages: PageRenderer;
  /** The cache to fill; tests pass their own to watch it. */
  readonly cache?: PageCache;
}

/**
 * The SSR catch-all. The route table decides the status; each route is rendered once per year
 * (the footer's copyright) at its canonical URL, so every slug and every 404 share an entry, and
 * then served from memory like a static file.
 */
export function createPageHandler({ pages, cache = new PageCache() }: PageHandlerOptions) {
  let cachedYear = 0;

  return async function servePage(req: Request, res: Response, next: NextFunction) {
    const route = matchSiteRoute(req.path);
    if (route.status === 404) req.log.warn({ path: req.path }, "page not found");

    const year = currentYear();
    if (year !== cachedYear) {
      cache.retain((key) => key.endsWith(`:${year}`));
      cachedYear = year;
    }

    let page: CachedPage;
    try {
      page = await cache.get(`${route.id}:${year}`, () => pages.page(route, { year }));
    } catch (error) {
      next(error);
      return;
    }
    sendCached(req, res, page, { status: route.status, contentType: "text/html; charset=utf-8" });
  };
}
