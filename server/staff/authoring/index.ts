import { existsSync, readFileSync } from "node:fs";
import express, { type ErrorRequestHandler, type RequestHandler, type Response, type Router } from "express";
import { isStaffEmail } from "../allow-list";
import { Drafts, type AuthoringContext, type AuthoringOptions } from "./context";
import { editRoutes } from "./edit-routes";
import { publishRoutes } from "./publish-routes";
import { sendAuthorProblem } from "./shell";

export { multipartBody } from "./multipart";
export { AUTHORING_STYLES } from "./styles";
export type { AuthoringOptions } from "./context";

/** Whether the signed-in staff member may author: the inbox's navigation shows them the way in. */
export const isAuthor = (locals: Record<string, unknown>): boolean => locals.author === true;

/** Signed-in staff who are not authors: why, and what to ask for. */
const notAnAuthor = (res: Response) =>
  sendAuthorProblem(
    res,
    403,
    "This account may not change the site's content",
    "You are signed in to the staff area, but your email address is not on the list of authors who may change the site's content. Ask whoever runs the site to add your address (or your practice's domain) to AUTHOR_EMAILS. The inbox is still open to you.",
    { href: "/inbox", label: "Go to the inbox" },
  );

/**
 * A preview's pages are the staff origin's own, shown in the preview page's frames: framed by this
 * origin only, and no script runs in them.
 */
const framedBySelf: RequestHandler = (_req, res, next) => {
  res.set({
    "Content-Security-Policy":
      "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; object-src 'none'; frame-ancestors 'self'; form-action 'none'",
    "X-Frame-Options": "SAMEORIGIN",
  });
  next();
};

const problems: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500)
    return sendAuthorProblem(
      res,
      status,
      "Request refused",
      `${(error as Error).message || "The form could not be read."} Go back and try again.`,
    );
  next(error);
};

/**
 * The authoring section (/author/...): forms generated from the content's schemas, checked as the
 * build checks them, previewed and published through server/authoring, each step in the audit
 * trail. Mounted by the staff app after sign-in (res.locals.staff set, origin and token checked);
 * only AUTHOR_EMAILS may open it. Every request through it learns whether its staff member is an
 * author (res.locals.author), so routers after it can show the way in.
 */
export function createAuthoringRouter(options: AuthoringOptions): Router {
  const now = options.clock ?? (() => new Date());
  const context: AuthoringContext = { ...options, now, drafts: new Drafts(now) };
  const router = express.Router();
  router.use((_req, res, next) => {
    const staff = res.locals.staff as { email?: string } | undefined;
    res.locals.author = staff?.email !== undefined && isStaffEmail(options.authorEmails, staff.email);
    next();
  });
  router.use("/author", (_req, res, next) => (res.locals.author === true ? next() : notAnAuthor(res)));
  router.use("/author", express.urlencoded({ extended: false, limit: "1mb", parameterLimit: 2000 }));
  const script =
    options.editorScript && existsSync(options.editorScript) ? readFileSync(options.editorScript) : undefined;
  router.get("/author/editor.js", (_req, res) =>
    script
      ? void res.type("js").send(script)
      : sendAuthorProblem(res, 404, "Not found", "The editor's toolbar is not built: run npm run build."),
  );
  if (options.previews) {
    router.use("/author/preview", framedBySelf);
    router.use(options.previews);
  }
  publishRoutes(router, context);
  editRoutes(router, context);
  router.use(problems);
  return router;
}
