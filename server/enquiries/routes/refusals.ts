import type { NextFunction, Request, RequestHandler, Response } from "express";
import { CONTACT_FORM_ACTION } from "../../../shared/lib/enquiry-api";
import type { EnquiryPages } from "../form-page";
import { settleEnquiryBudget } from "../rate-limit";
import { isRecord, postedForm, typedList } from "./posted-form";
import { readForm } from "./request-body";
import { sendJson, sendPage } from "../../http/send";

/** Answers a no-JavaScript enquiry refused before it was judged, with `status`. */
type RefuseForm = (req: Request, res: Response, status: number) => void;

/**
 * A no-JavaScript enquiry refused before it was judged (cross-site, over the rate limit): the
 * status page says why and what to do, and shows what was typed, read from the body for that
 * alone and never stored, so the visitor loses nothing.
 */
export function formRefusal(pages: EnquiryPages): RefuseForm {
  return (req, res, status) => {
    readForm(req, res, () => {
      const retryAfter = Number(res.getHeader("Retry-After"));
      const typed = isRecord(req.body) ? typedList(postedForm(req.body)) : [];
      sendPage(
        res,
        status,
        pages.renderStatus(status, { typed, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) }),
      );
    });
  };
}

/**
 * A hostile page could make each of its visitors post an enquiry (spreading past the per-client
 * limit): refuse a post the browser marks as cross-site, or whose Origin is not this site's.
 * Same-site posts and clients that send neither header (curl, old browsers) pass.
 */
export function sameSiteOnly(siteUrl: string, refuseForm: RefuseForm): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    const origin = req.get("Origin");
    // Header values are compared without case: "Cross-Site" is cross-site too.
    if (req.get("Sec-Fetch-Site")?.toLowerCase() !== "cross-site" && (origin === undefined || origin === siteOrigin)) {
      next();
      return;
    }
    req.log.warn(
      { origin: origin?.slice(0, 200), fetchSite: req.get("Sec-Fetch-Site")?.slice(0, 40) },
      "refused a cross-site enquiry",
    );
    if (req.path === CONTACT_FORM_ACTION) {
      refuseForm(req, res, 403);
      return;
    }
    sendJson(res, 403, { error: "cross_site" });
  };
}

/**
 * A request that failed before its handler decided (a malformed or oversized body, a wrong type,
 * a client that left mid-body) settles its point here, then the app answers it.
 * A no-JavaScript enquiry over the rate limit is shown what it typed, as a cross-site one is.
 */
export function settleUnanswered(refuseForm: RefuseForm) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown } | undefined)?.status;
    settleEnquiryBudget(res, typeof status === "number" && status >= 400 && status < 500 ? "invalid" : "returned");
    if (status === 429 && req.method === "POST" && req.path === CONTACT_FORM_ACTION && req.accepts("html"))
      refuseForm(req, res, 429);
    else next(error);
  };
}
