import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger";

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);
/** Longer URLs are cut in log lines: a 16 KB path must not write 16 KB of log. */
export const MAX_LOGGED_URL = 512;

/** The request's id: a valid X-Request-Id from the client (a proxy's), else a new one. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The URL as logged: cut to MAX_LOGGED_URL characters, saying how long it was. */
export function loggableUrl(url: string | undefined): string {
  if (url === undefined) return "";
  return url.length > MAX_LOGGED_URL ? `${url.slice(0, MAX_LOGGED_URL)}…(${url.length} chars)` : url;
}

/** A failure is an error; a refused or missing thing (4xx) a warning; anything else information. */
export function levelFor(status: number, error?: unknown): "info" | "warn" | "error" {
  if (error || status >= 500) return "error";
  return status >= 400 ? "warn" : "info";
}

/**
 * The one line for a request the fast path answered, in the same shape as pino-http's lines
 * (req.id, req.method, req.url, res.statusCode, responseTime, "request completed").
 */
export function logCompleted(logger: Logger, req: IncomingMessage, id: string, status: number, startedAt: number): void {
  logger[levelFor(status)](
    { req: { id, method: req.method, url: loggableUrl(req.url) }, res: { statusCode: status }, responseTime: Date.now() - startedAt },
    "request completed",
  );
}

/** One JSON line per request: id (from a valid X-Request-Id, else new; echoed), method, path, status, time. */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestIdFor(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Successful probes every few seconds would drown the log.
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? "").split("?")[0] ?? "") && !req.aborted },
    customLogLevel: (_req, res, error) => levelFor(res.statusCode, error),
    serializers: {
      req: (req: { id: unknown; method: unknown; url: string | undefined }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: unknown }) => ({ statusCode: res.statusCode }),
    },
    wrapSerializers: false,
  });
}
