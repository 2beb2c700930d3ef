import type { NextFunction, Request, Response } from "express";
import { matchSiteRoute } from "../../shared/routes";
import { HTML, sendCached, type CachedPage } from "../http/cached-bytes";
import { currentYear } from "./copyright-year";
import { PageCache } from "./page-cache";
import type { PageRenderer } from "./render-page";

export interface PageHandlerOptions {
  readonly pages: PageRenderer;
  /** The cache to fill; tests pass their own to watch it. */
  readonly cache?: PageCache;
  /** Told of each page served at its own canonical path, with the copyright year it was rendered for. */
  readonly publish?: (path: string, page: CachedPage, year: number) => void;
}

/**
 * The SSR catch-all. The route table decides the status; each route is rendered once per year
 * (the footer's copyright) at its canonical URL, so every slug and every 404 share an entry, and
 * then served from memory like a static file.
 */
export function createPageHandler({ pages, cache = new PageCache(), publish }: PageHandlerOptions) {
  let cachedYear = 0;

  return async function servePage(req: Request, res: Response, next: NextFunction) {
    const route = matchSiteRoute(req.path);
    // A 404 is logged once, at warn, by the request log.

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
    if (route.status === 200 && req.path === route.head.canonicalPath) publish?.(req.path, page, year);
    sendCached(req, res, page, { status: route.status, contentType: HTML });
  };
}
