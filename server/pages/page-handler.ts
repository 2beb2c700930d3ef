import type { NextFunction, Request, Response } from "express";
import { HTML, sendCached, type CachedPage } from "../http/cached-bytes";
import { currentYear } from "./copyright-year";
import { PageCache } from "./page-cache";
import type { PageRenderer } from "./render-page";
import type { Blog } from "../blog/blog";
import { resolvePage } from "./resolve-page";

export interface PageHandlerOptions {
  readonly pages: PageRenderer;
  /** The posts, which decide the blog's pages and their statuses. */
  readonly blog: Blog;
  /** The cache to fill; tests pass their own to watch it. */
  readonly cache?: PageCache;
  /** Told of each page served at its own canonical path, with the copyright year it was rendered for. */
  readonly publish?: (path: string, page: CachedPage, year: number) => void;
}

/**
 * The SSR catch-all. The route table and the posts decide the status; each page is rendered once
 * per year (the footer's copyright) at its canonical URL, so every slug showing the one post and
 * every 404 share an entry, and then served from memory like a static file.
 */
export function createPageHandler({ pages, blog, cache = new PageCache(), publish }: PageHandlerOptions) {
  let cachedYear = 0;

  return async function servePage(req: Request, res: Response, next: NextFunction) {
    const resolved = resolvePage(req.path, blog);
    // A 404 is logged once, at warn, by the request log.

    const year = currentYear();
    if (year !== cachedYear) {
      cache.retain((key) => key.endsWith(`:${year}`));
      cachedYear = year;
    }

    let page: CachedPage;
    try {
      // One entry per page: every slug showing the one post, and every 404, share one.
      page = await cache.get(`${resolved.renderPath}:${year}`, () => pages.page(resolved, { year }));
    } catch (error) {
      next(error);
      return;
    }
    if (resolved.status === 200 && req.path === resolved.renderPath) publish?.(req.path, page, year);
    sendCached(req, res, page, { status: resolved.status, contentType: HTML });
  };
}
