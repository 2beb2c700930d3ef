import express, { type Router, type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import type { EnquiryStore } from "../enquiries/store";
import type { AppConfig } from "../platform/config";
import type { Logger } from "../platform/logger";
import type { AuditSink } from "../enquiries/audit";
import { authRoutes } from "./auth-routes";
import { staffRouters } from "./routers";
import { createProvider, type IdentityProvider } from "./provider";
import { refuse, sameOriginOnly, staffHeaders, staffOf, tokenRequired } from "./request-checks";
import { clearedCookie, readCookie, SESSION_COOKIE } from "./session-cookie";
import { createSessions, type Sessions } from "./sessions";
import { STAFF_STYLES } from "./staff-styles";
import { createMetricsHandler } from "./metrics";
import { refusedRequests } from "./refused-requests";
import { INBOX_STYLES } from "./inbox";
import { AUTHORING_STYLES, multipartBody } from "./authoring";

/** The staff area's settings, present whenever STAFF_PORT is (config.ts requires them together). */
export type StaffConfig = Pick<AppConfig, "TRUST_PROXY" | "METRICS_TOKEN" | "WEBHOOK_URL"> & {
  readonly STAFF_URL: string;
  readonly OIDC_ISSUER: string;
  readonly OIDC_CLIENT_ID: string;
  readonly OIDC_CLIENT_SECRET: string;
  readonly STAFF_EMAILS: readonly string[];
  /** Who of the staff may author content; unset, nobody. */
  readonly AUTHOR_EMAILS?: readonly string[];
};

/** The staff settings of a configuration, or undefined when the staff area is off. */
export function staffConfigOf(config: AppConfig): StaffConfig | undefined {
  const { STAFF_PORT, STAFF_URL, OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, STAFF_EMAILS } = config;
  if (STAFF_PORT === undefined || !STAFF_URL || !OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET || !STAFF_EMAILS)
    return undefined;
  const { AUTHOR_EMAILS } = config;
  return {
    TRUST_PROXY: config.TRUST_PROXY,
    METRICS_TOKEN: config.METRICS_TOKEN,
    WEBHOOK_URL: config.WEBHOOK_URL,
    STAFF_URL,
    OIDC_ISSUER,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    STAFF_EMAILS,
    AUTHOR_EMAILS,
  };
}

export interface StaffAppOptions {
  readonly config: StaffConfig;
  readonly store: EnquiryStore;
  readonly logger: Logger;
  readonly audit: AuditSink;
  /** Routers for signed-in staff (the inbox, the audit trail, metrics), mounted at the root after sign-in is checked. */
  readonly routers?: readonly Router[];
  /** The clock (epoch ms), for session timeouts; tests move it. */
  readonly now?: () => number;
}

export interface StaffApp {
  readonly app: Express;
  /** Looks the provider up and starts sweeping expired sessions. */
  start(): void;
  stop(): void;
  readonly sessions: Sessions;
  readonly provider: IdentityProvider;
}

const SWEEP_MS = 5 * 60_000;

/** One stylesheet for every staff page: the sign-in pages' and the inbox's. */
const STYLES = `${STAFF_STYLES}\n${INBOX_STYLES}\n${AUTHORING_STYLES}`;

/**
 * The staff area: its own Express app for its own listener and origin. Before any route: strict
 * headers, the session (from the store, so every instance agrees), and for every state-changing
 * request the origin check and the session's token. Routers given in `routers` see only signed-in
 * staff, with `res.locals.staff` set.
 */
export function createStaffApp({
  config,
  store,
  logger,
  audit,
  routers = staffRouters({ store, audit }),
  now = Date.now,
}: StaffAppOptions): StaffApp {
  const staffOrigin = new URL(config.STAFF_URL).origin;
  const provider = createProvider(
    {
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      redirectUri: `${staffOrigin}/auth/callback`,
    },
    logger,
  );
  const sessionStore = store.staffSessions;
  const sessions = createSessions(sessionStore, audit, now);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(staffHeaders([new URL(config.OIDC_ISSUER).origin], staffOrigin.startsWith("https:")));
  app.get("/staff.css", (_req, res) => void res.type("css").send(STYLES));
  // A scrape carries a bearer token, not a session: /metrics answers before the sign-in gate.
  app.all("/metrics", metricsFor(config, store));
  const refused = refusedRequests({ audit, logger, whoIs: (cookie) => sessions.whoIs(cookie), now });
  app.use(sameOriginOnly(staffOrigin, refused));
  app.use(express.urlencoded({ extended: false, limit: "100kb", parameterLimit: 200 }));
  app.use(loadSession(sessions));
  // An editor with an upload posts multipart: read (for signed-in staff under /author only) before its token is checked.
  app.use(multipartBody());
  app.use(tokenRequired(refused));
  app.use(
    authRoutes({
      staffUrl: staffOrigin,
      staffEmails: config.STAFF_EMAILS,
      provider,
      sessions,
      signIns: sessionStore,
      audit,
      logger,
      now,
    }),
  );
  app.use(signedInOnly);
  for (const router of routers) app.use(router);
  app.use((_req, res) => refuse(res, "notFound"));
  app.use(failed(logger));
  let sweeper: NodeJS.Timeout | undefined;
  return {
    app,
    sessions,
    provider,
    start() {
      provider.start();
      sweeper = setInterval(
        () =>
          void sessions.sweep().catch((error: unknown) => logger.warn({ err: error }, "staff sessions: sweep failed")),
        SWEEP_MS,
      );
      sweeper.unref();
    },
    stop() {
      provider.stop();
      if (sweeper) clearInterval(sweeper);
    },
  };
}

/** /metrics for this store: the webhook backlog is a gauge only where a webhook is configured. */
function metricsFor(config: StaffConfig, store: EnquiryStore): RequestHandler {
  const webhookBacklog = config.WEBHOOK_URL
    ? async () => (await store.watchFigures(new Date())).webhooksUnsent
    : undefined;
  return createMetricsHandler({ store, token: config.METRICS_TOKEN, webhookBacklog });
}

function loadSession(sessions: Sessions): RequestHandler {
  return async (req, res, next) => {
    const found = await sessions.lookUp(readCookie(req.get("cookie"), SESSION_COOKIE));
    if (found.kind === "signed-in") res.locals.staff = found.staff;
    if (found.kind === "expired") {
      res.locals.sessionEnded = true;
      res.append("Set-Cookie", clearedCookie(SESSION_COOKIE, "Strict"));
    }
    next();
  };
}

/** Past the sign-in routes, every page is for signed-in staff: anyone else is sent to sign in, and comes back here after. */
const signedInOnly: RequestHandler = (req, res, next) => {
  if (staffOf(res)) return next();
  const back = new URLSearchParams({ return: req.originalUrl });
  if (res.locals.sessionEnded) back.set("ended", "1");
  res.redirect(303, `/?${back.toString()}`);
};

function failed(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    // A body the parser refused (too large, too many fields, bad encoding) is the client's mistake.
    if (typeof status === "number" && status >= 400 && status < 500) {
      res.status(status).type("text").send("The request could not be read.");
      return;
    }
    logger.error({ err: error }, "staff request failed");
    if (!res.headersSent) refuse(res, "failed");
  };
}
