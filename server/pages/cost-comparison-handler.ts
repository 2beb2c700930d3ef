import type { RequestHandler } from "express";
import { parseCostInputs } from "../../shared/lib/cost-comparison/parse";
import { COST_COMPARISON_PATH } from "../../shared/lib/cost-comparison/address";
import { sendPage } from "../http/send";
import { matchSiteRoute } from "../../shared/routes";
import { renderClientOf, type PageRenderer } from "./render-page";
import { staticPage } from "./resolve-page";

/** The form has thirteen fields; a query naming many more is not one it made. */
export const MAX_COST_PARAMETERS = 40;

/**
 * GET /cost-comparison?…: the page with the visitor's figures, rendered per request (no-store, not
 * indexed, never kept: no memory grows with distinct queries), within the renderer's one bound on
 * per-request renders (past it, 503 with Retry-After). Figures the model refuses answer 400 with the form as
 * typed and a message per field. The plain page (no query) is the page handler's, held like any other.
 */
export function costComparisonHandler(pages: PageRenderer): RequestHandler {
  const page = staticPage(matchSiteRoute(COST_COMPARISON_PATH));
  return (req, res, next) => {
    const query = req.query as Record<string, unknown>;
    const names = Object.keys(query);
    if (names.length === 0) {
      next();
      return;
    }
    // Not indexed; sendPage marks it no-store, as every answer made for one request.
    res.setHeader("X-Robots-Tag", "noindex");
    if (names.length > MAX_COST_PARAMETERS) {
      sendPage(
        res,
        400,
        pages.status(400, { detail: `Too many parameters: the cost comparison takes at most ${MAX_COST_PARAMETERS}.` }),
      );
      return;
    }
    const parsed = parseCostInputs(query);
    pages
      .pageForRequest({ ...page, view: { kind: "cost-comparison", parsed } }, {}, renderClientOf(res))
      .then((html) => sendPage(res, parsed.ok ? 200 : 400, html), next);
  };
}
