import type { NextFunction, Request, Response } from "express";
import type { AssetManifest } from "./asset-manifest";
import { sendCached, type CachedPage } from "../http/cached-bytes";
import { currentYear } from "./copyright-year";
import { PageCache } from "./page-cache";
import { renderPageHtml } from "./render-page";
import { structuredDataFor } from "./structured-data";
import type { Logger } from "../logger";
import type { Blog } from "../blog/blog";
import { resolvePage } from "./resolve-page";

export interface PageHandlerOptions {
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly logger: Logger;
  readonly renderTimeoutMs: number;
  readonly blog: Blog;
  /** The cache to fill; tests pass their own to watch it. */
  readonly cache?: PageCache;
}

/**
 * The SSR catch-all. The route table and the blog decide the status; each page is rendered once per year
 * (the footer's copyright) and then served from memory like a static file.
 */
export function createPageHandler({ assets, siteUrl, logger, renderTimeoutMs, blog, cache = new PageCache() }: PageHandlerOptions) {
  let cachedYear = 0;

  return async function servePage(req: Request, res: Response, next: NextFunction) {
    const page = resolvePage(req.path, blog);
    if (page.status === 404) req.log.warn({ path: req.path }, "page not found");

    const year = currentYear();
    if (year !== cachedYear) {
      cache.retain((key) => key.endsWith(`:${year}`));
      cachedYear = year;
    }

    let bytes: CachedPage;
    try {
      // One entry per page, not per URL: every slug showing the one post, and every 404, share one.
      bytes = await cache.get(`${page.renderPath}:${year}`, () =>
        renderPageHtml(
          {
            url: page.renderPath,
            head: page.head,
            assets,
            siteUrl,
            blog,
            context: { year, ...(page.status === 404 ? { notFound: true } : {}) },
            jsonLd: structuredDataFor(page, siteUrl),
          },
          { timeoutMs: renderTimeoutMs, logger },
        ),
      );
    } catch (error) {
      next(error);
      return;
    }
    sendCached(req, res, bytes, { status: page.status, contentType: "text/html; charset=utf-8" });
  };
}
