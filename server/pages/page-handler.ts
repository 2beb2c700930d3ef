import type { NextFunction, Request, Response } from "express";
import { matchSiteRoute } from "../../shared/routes";
import type { AssetManifest } from "./asset-manifest";
import { sendCached, type CachedPage } from "../http/cached-bytes";
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
}

/** The URL a route is rendered at: one per route, so every slug and every 404 shares an entry. */
const NOT_FOUND_RENDER_URL = "/404";

/**
 * The SSR catch-all. The route table decides the status; each route is rendered once per year
 * (the footer's copyright) and then served from memory like a static file.
 */
export function createPageHandler({ assets, siteUrl, logger, renderTimeoutMs, cache = new PageCache() }: PageHandlerOptions) {
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
    sendCached(req, res, page, { status: route.status, contentType: "text/html; charset=utf-8" });
  };
}
