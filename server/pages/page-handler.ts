import type { NextFunction, Request, Response } from "express";
import { sendCached, type CachedPage } from "../http/cached-bytes";
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
}

/**
 * The SSR catch-all. The route table and the posts decide the status; each page is rendered once
 * per year (the footer's copyright) at its canonical URL, so every slug showing the one post and
 * every 404 share an entry, and then served from memory like a static file.
 */
export function createPageHandler({ pages, blog, cache = new PageCache() }: PageHandlerOptions) {
  let cachedYear = 0;

  return async function servePage(req: Request, res: Response, next: NextFunction) {
    const resolved = resolvePage(req.path, blog);
    if (resolved.status === 404) req.log.warn({ path: req.path }, "page not found");

    const year = currentYear();
    if (year !== cachedYear) {
      cache.retain((key) => key.endsWith(`:${year}`));
      cachedYear = year;
    }

    let page: CachedPage;
    try {
      page = await cache.get(`${resolved.renderPath}:${year}`, () => pages.page(resolved, { year }));
    } catch (error) {
      next(error);
      return;
    }
    sendCached(req, res, page, { status: resolved.status, contentType: "text/html; charset=utf-8" });
  };
}
