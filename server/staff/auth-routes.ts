import { Router, type Request, type Response } from "express";
import * as oidc from "openid-client";
import type { StaffSessionStore } from "../enquiries/staff-sessions";
import type { Logger } from "../platform/logger";
import { isStaffEmail } from "./allow-list";
import type { AuditSink } from "../enquiries/audit";
import { continuePage, signedOutPage, signInPage } from "./pages";
import { ProviderUnavailableError, type IdentityProvider } from "./provider";
import { refuse, staffOf } from "./request-checks";
import type { RefusalName } from "./refusals";
import {
  clearedCookie,
  hashOf,
  newSecret,
  readCookie,
  safeReturnPath,
  sameToken,
  SESSION_COOKIE,
  sessionCookie,
  SIGN_IN_COOKIE,
  signInCookie,
  SIGN_IN_TIMEOUT_MS,
} from "./session-cookie";
import type { Sessions } from "./sessions";

export interface AuthDependencies {
  readonly staffUrl: string;
  readonly staffEmails: readonly string[];
  readonly provider: IdentityProvider;
  readonly sessions: Sessions;
  readonly signIns: StaffSessionStore;
  readonly audit: AuditSink;
  readonly logger: Logger;
  readonly now: () => number;
}

/** `/`, `/sign-in`, `/auth/callback`, `/sign-out`, `/signed-out`: getting in and out of the staff area. */
export function authRoutes(deps: AuthDependencies): Router {
  const router = Router();
  router.get("/", (req, res) => {
    if (staffOf(res)) return res.redirect(303, "/inbox");
    const returnTo = typeof req.query.return === "string" ? safeReturnPath(req.query.return) : undefined;
    res.type("html").send(signInPage(returnTo, req.query.ended === "1" ? "expired" : undefined));
  });
  router.get("/sign-in", (req, res) => startSignIn(deps, req, res));
  router.get("/auth/callback", (req, res) => finishSignIn(deps, req, res));
  router.post("/sign-out", async (_req, res) => {
    const staff = staffOf(res);
    if (staff) await deps.sessions.end(staff);
    res.set("Set-Cookie", clearedCookie(SESSION_COOKIE, "Strict")).redirect(303, "/signed-out");
  });
  router.get("/signed-out", (_req, res) => void res.type("html").send(signedOutPage()));
  return router;
}

/** Leaves for the provider with a fresh state, nonce and PKCE verifier, kept server-side under a cookie bound to this browser. */
async function startSignIn(deps: AuthDependencies, req: Request, res: Response) {
  const browserId = newSecret();
  const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  let destination: URL;
  try {
    destination = await deps.provider.authorizationUrl(checks);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return refuse(res, "providerUnavailable");
    throw error;
  }
  const returnTo = safeReturnPath(req.query.return);
  await deps.signIns.putSignIn({
    idHash: hashOf(browserId),
    ...checks,
    returnTo,
    expiresAt: deps.now() + SIGN_IN_TIMEOUT_MS,
  });
  res.set("Set-Cookie", signInCookie(browserId)).redirect(303, destination.href);
}

/** The provider's redirect back: the sign-in under way must be this browser's and match, once; then the ID token decides. */
async function finishSignIn(deps: AuthDependencies, req: Request, res: Response) {
  res.append("Set-Cookie", clearedCookie(SIGN_IN_COOKIE, "Lax"));
  const refused = async (name: RefusalName, detail: string, actor = "unknown") => {
    await deps.audit({ actor, action: "sign-in-refused", detail });
    deps.logger.warn({ reason: detail }, "staff sign-in refused");
    refuse(res, name);
  };
  const browserId = readCookie(req.get("cookie"), SIGN_IN_COOKIE);
  const pending = browserId ? await deps.signIns.takeSignIn(hashOf(browserId)) : undefined;
  if (!pending || pending.expiresAt < deps.now())
    return refused(
      "signInStale",
      browserId ? "no sign-in under way for this browser (replayed, used or expired)" : "no sign-in cookie",
    );
  if (!sameToken(req.query.state, pending.state))
    return refused("signInStale", "state does not match the sign-in under way");
  if (typeof req.query.error === "string")
    return refused("providerError", `provider error: ${req.query.error.slice(0, 100)}`);
  let claims;
  try {
    claims = await deps.provider.exchange(new URL(req.originalUrl, deps.staffUrl), pending);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return refused("providerUnavailable", "provider unavailable");
    const reason =
      error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error);
    return refused("providerError", `code exchange or ID token refused (${reason.slice(0, 300)})`);
  }
  if (!claims.email) return refused("noEmail", "ID token has no email claim");
  if (!claims.emailVerified) return refused("unverified", "email not verified by the provider", claims.email);
  if (!isStaffEmail(deps.staffEmails, claims.email))
    return refused("notOnList", "email not in STAFF_EMAILS", claims.email);
  const email = claims.email.toLowerCase();
  const sessionId = await deps.sessions.start(email, claims.name ?? email);
  await deps.audit({ actor: email, action: "sign-in" });
  res.append("Set-Cookie", sessionCookie(sessionId)).type("html").send(continuePage(pending.returnTo));
}
