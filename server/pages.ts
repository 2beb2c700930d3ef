import type { NextFunction, Request, Response } from "express";
import { matchSiteRoute } from "../shared/routes";
import type { AssetManifest } from "./assets";
import { chooseEncoding } from "./content-encoding";
import { currentYear } from "./copyright-year";
import { PageCache, type CachedPage } from "./page-cache";
import { renderPageHtml } from "./render";
import { structuredDataFor } from "./structured-data";
import type { Logger } from "./logger";

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

/** Sends cached bytes as a static file server would: validator, 304, precompressed variant. */
export function sendCached(
  req: Request,
  res: Response,
  cached: CachedPage,
  { status = 200, contentType }: { readonly status?: number; readonly contentType: string },
): void {
  res.status(status);
  res.setHeader("Content-Type", contentType);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.setHeader("ETag", cached.etag);

  // Only a success can be "not modified"; a 404 is always sent whole.
  if (status === 200 && matchesEtag(req.headers["if-none-match"], cached.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(req, { br: true, gzip: true });
  const body = encoding === "identity" ? cached.identity : cached[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** RFC 9110 §13.1.2: If-None-Match holds "*" or a list of entity tags, weak ones compared weakly. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
