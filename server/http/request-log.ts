import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
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
 * The logger for request lines. Each line is built here field by field (id, method, URL, status,
 * time) and never holds a header, so it skips pino's redaction pass, which is about half the cost
 * of a line (one is written per request, however fast the answer).
 */
export function requestLineLogger(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}

/** The request as its log lines name it: the URL it came with, not the part a mounted router sees. */
function loggedRequest(req: IncomingMessage & { originalUrl?: string }, id: string) {
  return { id, method: req.method, url: loggableUrl(req.originalUrl ?? req.url) };
}

/**
 * The one line for a request: id, method, URL, status and time, "request completed" (or "request
 * aborted" when the client left before the end, "request errored" with the error for a failure).
 */
export function logCompleted(logger: Logger, req: IncomingMessage, id: string, status: number, startedAt: number, ended = true, error?: unknown): void {
  const level = levelFor(status, error);
  const line = { req: loggedRequest(req, id), res: { statusCode: status }, responseTime: Date.now() - startedAt };
  if (level === "error") logger.error({ ...line, err: error ?? new Error(`failed with status code ${status}`) }, "request errored");
  else logger[level](line, ended && !req.readableAborted ? "request completed" : "request aborted");
}

declare module "http" {
  interface IncomingMessage {
    /** The request's id (X-Request-Id), set by requestLog. */
    id: string;
    /** A logger whose lines name this request (its id, method and URL), set by requestLog. */
    log: Logger;
  }
}

/**
 * Express's request log: the id (a valid X-Request-Id, else new; echoed), `req.log` for handlers'
 * own lines, and one line when the response ends, whatever answered it. Health probes are not logged.
 */
export function requestLog(logger: Logger): RequestHandler {
  const lines = requestLineLogger(logger);
  return (req, res, next) => {
    const startedAt = Date.now();
    const id = requestIdFor(req);
    req.id = id;
    res.setHeader("X-Request-Id", id);
    // Most requests never log a line of their own: the child, which serialises the request, is made on first use.
    const settle = (value: Logger) => Object.defineProperty(req, "log", { configurable: true, writable: true, value });
    Object.defineProperty(req, "log", {
      configurable: true,
      get() {
        const child = logger.child({ req: loggedRequest(req, id) });
        settle(child);
        return child;
      },
      set: settle,
    });
    if (!(QUIET_PATHS.has(req.path) && !req.readableAborted)) {
      let logged = false;
      const done = (error?: unknown) => {
        if (logged) return;
        logged = true;
        logCompleted(lines, req, id, res.statusCode, startedAt, res.writableEnded, error instanceof Error ? error : undefined);
      };
      res.once("finish", done);
      res.once("close", done);
      res.once("error", done);
    }
    next();
  };
}
