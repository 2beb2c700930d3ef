import type { NextFunction, Request, Response } from "express";
import { matchSiteRoute } from "../../shared/routes";
import type { AssetManifest } from "./asset-manifest";
import { HTML, sendCached, type CachedPage } from "../http/cached-bytes";
import { currentYear } from "./copyright-year";
import { PageCache } from "./page-cache";
import { renderPageHtml } from "./render-page";
import { structuredDataFor } from "./structured-data";
import type { Logger } from "../logger";

export interface PageHandlerOptions {
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly logger: Logger;
  readonly renderTimeoutMs: number;
  /** The cache to fill; tests pass their own to watch it. */
  readonly cache?: PageCache;
  /** Told of each page served at its own canonical path, with the copyright year it was rendered for. */
  readonly publish?: (path: string, page: CachedPage, year: number) => void;
}

/** The URL a route is rendered at: one per route, so every slug and every 404 shares an entry. */
const NOT_FOUND_RENDER_URL = "/404";

/**
 * The SSR catch-all. The route table decides the status; each route is rendered once per year
 * (the footer's copyright) and then served from memory like a static file.
 */
export function createPageHandler({ assets, siteUrl, logger, renderTimeoutMs, cache = new PageCache(), publish }: PageHandlerOptions) {
  let cachedYear = 0;

  return async function servePage(req: Request, res: Response, next: NextFunction) {
    const route = matchSiteRoute(req.path);

    const year = currentYear();
    if (year !== cachedYear) {
      cache.retain((key) => key.endsWith(`:${year}`));
      cachedYear = year;
    }

    let page: CachedPage;
    try {
      page = await cache.get(`${route.id}:${year}`, () =>
        renderPageHtml(
          {
            url: route.status === 404 ? NOT_FOUND_RENDER_URL : route.head.canonicalPath,
            route,
            assets,
            siteUrl,
            context: { year },
            jsonLd: structuredDataFor(route, siteUrl),
          },
          { timeoutMs: renderTimeoutMs, logger },
        ),
      );
    } catch (error) {
      next(error);
      return;
    }
    // The request log's line for a 404 is its warning: one line per request.
    if (route.status === 200 && req.path === route.head.canonicalPath) publish?.(req.path, page, year);
    sendCached(req, res, page, { status: route.status, contentType: HTML });
  };
}
