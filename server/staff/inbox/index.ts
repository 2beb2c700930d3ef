import express, { type ErrorRequestHandler, type Router } from "express";
import { StoreUnavailableError } from "../../enquiries/store";
import { actionRoutes } from "./action-routes";
import { auditRoutes } from "./audit-routes";
import { contextOf, type InboxOptions } from "./context";
import { enquiryRoutes } from "./enquiry-routes";
import { listRoutes } from "./list-routes";
import { sendProblem } from "./shell";

export { storeAuditSink, type AuditEvent, type AuditSink } from "../../enquiries/audit";
export { INBOX_STYLES } from "./inbox-styles";
export type { InboxOptions } from "./context";
export type { SignedInStaff } from "./shell";

/** A form body: the correction's message (5000 characters, up to 9 bytes each once encoded) and its fields fit. */
const BODY_LIMIT = "64kb";

/** Refusals of the body (too large, badly encoded) are the sender's: 4xx with their own words; a store down is 503; anything else 500, without detail. */
const problems: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500)
    return sendProblem(res, status, "Request refused", "The form could not be read. Go back and try again.");
  if (error instanceof StoreUnavailableError)
    return sendProblem(
      res,
      503,
      "Enquiries unavailable",
      "The enquiry store cannot be reached just now. Try again in a minute.",
    );
  return sendProblem(
    res,
    500,
    "Something went wrong",
    "The inbox could not do that. Try again; if it keeps failing, tell whoever runs the server.",
  );
};

/**
 * The staff inbox (/inbox, /inbox/:id and its actions, /inbox/export, /audit) as a router for the
 * staff app to mount once a staff member is signed in: it expects res.locals.staff on every request,
 * and the staff app to have checked the origin and the `_csrf` token of every POST before it runs.
 */
export function createInboxRouter(options: InboxOptions): Router {
  const context = contextOf(options);
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 100 }));
  listRoutes(router, context);
  enquiryRoutes(router, context);
  actionRoutes(router, context);
  auditRoutes(router, context);
  router.use(problems);
  return router;
}
