import type { NextFunction, Request, RequestHandler, Response } from "express";
import { refusalPage } from "./pages";
import { REFUSALS, type RefusalName } from "./refusals";
import { sameToken } from "./session-cookie";
import type { StaffMember } from "./sessions";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Answers with one of the refusal pages, its status and nothing else. */
export function refuse(res: Response, name: RefusalName): void {
  const refusal = REFUSALS[name];
  res.status(refusal.status).type("html").send(refusalPage(refusal));
}

/**
 * Strict headers on every answer of the staff listener: nothing but this origin's own files, never
 * framed, never cached, no Referer carrying an enquiry's address elsewhere. `formOrigins` are the
 * origins a form may lead to (the sign-in button's redirect goes to the identity provider).
 */
export function staffHeaders(formOrigins: readonly string[], https: boolean): RequestHandler {
  const csp = [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${formOrigins.join(" ")}`.trim(),
  ].join("; ");
  return (_req, res, next) => {
    res.set({
      "Content-Security-Policy": csp,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
      ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
    });
    next();
  };
}

/** Called before a state-changing request is refused, with why: another site's (origin) or without the session's token (token). */
export type RefusalNote = (req: Request, res: Response, reason: "origin" | "token") => Promise<void>;
const noteNothing: RefusalNote = async () => {};

/**
 * A state-changing request must come from a page of the staff origin: Origin equal to it. A browser
 * sends `Origin: null` for a form posted from a page whose Referrer-Policy is no-referrer (as every
 * staff page's is), and older ones may send none; then Sec-Fetch-Site, which no page can set, must
 * say same-origin. Anything else (another site, a missing header pair) is refused before any route,
 * and noted (the audit trail's record of it).
 */
export function sameOriginOnly(staffOrigin: string, note: RefusalNote = noteNothing): RequestHandler {
  return async (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (origin === staffOrigin) return next();
    if ((origin === undefined || origin === "null") && req.get("sec-fetch-site") === "same-origin") return next();
    await note(req, res, "origin");
    refuse(res, "crossSite");
  };
}

/** The signed-in staff member of this request, set by the session loader. */
export const staffOf = (res: Response): StaffMember | undefined => res.locals.staff as StaffMember | undefined;

/**
 * The per-session token on every state-changing request (form field `_csrf` or header
 * `x-csrf-token`), compared in constant time. Without a session there is nothing a request may
 * change, except signing out, which then has nothing to end. A refusal is noted, as above.
 */
export function tokenRequired(note: RefusalNote = noteNothing): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const staff = staffOf(res);
    if (!staff && req.path === "/sign-out") return next();
    const body = req.body as Record<string, unknown> | undefined;
    if (staff && sameToken(req.get("x-csrf-token") ?? body?._csrf, staff.csrfToken)) return next();
    await note(req, res, "token");
    refuse(res, "crossSite");
  };
}
