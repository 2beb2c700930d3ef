import type { NextFunction, Request, Response } from "express";
import { HTML, type CachedPage } from "../http/cached-bytes";
import type { HeldResponse } from "../http/held-response";
import { sendHeld } from "../http/responder";
import { currentYear } from "./copyright-year";
import { PageCache } from "./page-cache";
import type { PageRenderer } from "./render-page";
import type { SiteContent } from "../site-content/site-content";
import { redirectFor, resolvePage } from "./resolve-page";

/** Pages may be kept, but are checked on every use: a deploy changes them under the same URL. */
const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

interface PageHandlerOptions {
  readonly pages: PageRenderer;
  /** The posts and practice areas, which decide their pages and statuses. */
  readonly content: SiteContent;
  /** The cache to fill; tests pass their own to watch it. */
  readonly cache?: PageCache;
  /** Told of each page rendered at its own canonical path, to hold it for the responder. */
  readonly publish?: (path: string, page: HeldResponse) => void;
}

export interface PageHandler {
  /** The SSR catch-all, an Express handler. */
  readonly serve: (req: Request, res: Response, next: NextFunction) => Promise<void>;
  /**
   * Renders the given paths ahead of their first visitor, one at a time (the server keeps answering
   * between them), as a request would: each page at its canonical path is cached and published.
   * A page that fails is left for its first request to try again.
   */
  readonly prerender: (paths: readonly string[]) => Promise<PrerenderResult>;
}

interface PrerenderResult {
  readonly rendered: number;
  readonly failed: readonly string[];
}

/**
 * The SSR catch-all. The route table and the posts decide the status; each page is rendered once
 * per year (the footer's copyright) at its canonical URL, so every 404 shares an entry, and then
 * served from memory like a static file. A moved address (redirectFor) answers 308 to the page.
 */
export function createPageHandler({
  pages,
  content,
  cache = new PageCache(),
  publish,
}: PageHandlerOptions): PageHandler {
  let cachedYear = 0;
  const heldPages = new WeakMap<CachedPage, HeldResponse>();

  /** The page for a path, from the cache (rendered on first use), published when asked for at its canonical path. */
  async function pageFor(path: string) {
    const resolved = resolvePage(path, content);
    const year = currentYear();
    if (year !== cachedYear) {
      cache.retain((key) => key.endsWith(`:${year}`));
      cachedYear = year;
    }
    // One entry per page: every 404 shares one.
    const bytes: CachedPage = await cache.get(`${resolved.renderPath}:${year}`, () => pages.page(resolved, { year }));
    const page = heldPages.get(bytes) ?? {
      bytes,
      contentType: HTML,
      cacheControl: PAGE_CACHE_CONTROL,
      isCurrent: () => currentYear() === year,
    };
    heldPages.set(bytes, page);
    if (resolved.status === 200 && path === resolved.renderPath) publish?.(path, page);
    return { page, status: resolved.status };
  }

  return {
    async serve(req, res, next) {
      const moved = redirectFor(req.path, content);
      if (moved) {
        permanentRedirect(req, res, moved);
        return;
      }
      // A 404 is logged once, at warn, by the request log.
      let found: Awaited<ReturnType<typeof pageFor>>;
      try {
        found = await pageFor(req.path);
      } catch (error) {
        next(error);
        return;
      }
      sendHeld(req, res, found.page, found.status);
    },
    async prerender(paths) {
      let rendered = 0;
      const failed: string[] = [];
      for (const path of paths) {
        try {
          await pageFor(path);
          rendered += 1;
        } catch {
          failed.push(path);
        }
      }
      return { rendered, failed };
    },
  };
}

/**
 * A permanent redirect keeping the query, which the page it names may read. Checked on every use
 * (no-cache): a slug that redirects today is a post of its own once it is published.
 */
function permanentRedirect(req: Request, res: Response, path: string): void {
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.setHeader("Cache-Control", "no-cache");
  res.redirect(308, path + query);
}
