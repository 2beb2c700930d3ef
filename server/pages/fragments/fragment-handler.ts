import type { Request, Response } from "express";
import { renderToStaticMarkup } from "react-dom/server";
import {
  FRAGMENT_IDS,
  isFragmentRoute,
  fragmentRoute,
  isPerPageRoute,
  type FragmentRoute,
} from "../../../shared/lib/fragment-ids";
import type { SiteContent } from "../../site-content/site-content";
import { redirectFor, resolvePage, type PageView } from "../resolve-page";
import { FRAGMENT_ELEMENTS } from "./registry";
import { toCachedPage } from "../../http/cached-bytes";
import type { HeldResponse } from "../../http/held-response";
import { sendHeld } from "../../http/responder";
import { sendJson } from "../../http/send";

/**
 * GET /fragments/{route}.json: the HTML of a route's fragments, for the browser after client-side
 * navigation; GET /fragments/{route}.json?path={pathname} for a route whose fragments differ per
 * page (a blog list page, a post, a practice area). Rendered once per page, kept compressed with a strong ETag, like
 * the pages; an address the site answers 404 has no fragments either, and one it redirects has its
 * fragments' address redirected the same way.
 */
/** Which kind of page each per-page route's fragments are drawn from. */
const FRAGMENT_VIEW_KIND: Partial<Record<FragmentRoute, PageView["kind"]>> = {
  blog: "list",
  "blog-post": "post",
  "practice-area": "practice-area",
  team: "person",
};

export function fragmentsHandler(content: SiteContent) {
  const cache = new Map<string, Promise<HeldResponse>>();

  function fragmentsOf(
    route: FragmentRoute,
    pagePath: string | undefined,
  ): { key: string; render: () => Record<string, string> } | undefined {
    const ids = FRAGMENT_IDS.filter((id) => fragmentRoute(id) === route);
    if (!isPerPageRoute(route)) {
      if (pagePath !== undefined) return undefined;
      return {
        key: route,
        render: () =>
          Object.fromEntries(ids.map((id) => [id, renderToStaticMarkup(FRAGMENT_ELEMENTS[id](undefined, content))])),
      };
    }
    if (pagePath === undefined) return undefined;
    const page = resolvePage(pagePath, content);
    const view = page.view;
    // The page must be one this route's fragments belong to (a post's for blog-post, a list's for blog, an area's for practice-area).
    if (!view || view.kind !== FRAGMENT_VIEW_KIND[route]) return undefined;
    return {
      key: `${route}:${page.renderPath}`,
      render: () =>
        Object.fromEntries(ids.map((id) => [id, renderToStaticMarkup(FRAGMENT_ELEMENTS[id](view, content))])),
    };
  }

  return async function serveFragments(req: Request, res: Response) {
    const route = /^\/fragments\/([a-z-]+)\.json$/.exec(req.path)?.[1];
    const path = req.query.path;
    // A page that moved has its fragments where it moved to, as the page itself redirects.
    const moved = route === "blog-post" && typeof path === "string" ? redirectFor(path, content) : undefined;
    if (moved) {
      res.setHeader("Cache-Control", "no-cache");
      res.redirect(308, `${req.path}?path=${moved}`);
      return;
    }
    const fragments =
      route && isFragmentRoute(route) && (path === undefined || typeof path === "string")
        ? fragmentsOf(route, path)
        : undefined;
    if (!fragments) {
      sendJson(res, 404, { error: "not_found" });
      return;
    }
    let entry = cache.get(fragments.key);
    if (!entry) {
      entry = toCachedPage(Buffer.from(JSON.stringify(fragments.render()))).then((bytes) => ({
        bytes,
        contentType: "application/json; charset=utf-8",
        cacheControl: "public, max-age=0, must-revalidate",
      }));
      cache.set(fragments.key, entry);
    }
    sendHeld(req, res, await entry);
  };
}
