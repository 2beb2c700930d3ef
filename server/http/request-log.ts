import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { jsonDestinationOf, type LineDestination, type Logger } from "../platform/logger";
import type { StatusClassCounts } from "../platform/process-counts";

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);
/** Longer URLs are cut in log lines: a 16 KB path must not write 16 KB of log. */
export const MAX_LOGGED_URL = 512;

/** The request's id: a valid X-Request-Id from the client (a proxy's), else a new one. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The URL as logged: its path only, cut to MAX_LOGGED_URL characters, saying how long it was. The
 * query string is never logged: the cost comparison's figures (/cost-comparison?salary=…) and a
 * prefilled enquiry (/contact?message=…) travel in it, and the cost comparison tells the visitor
 * that nothing they enter is kept unless they send it with an enquiry.
 */
function loggableUrl(url: string | undefined): string {
  if (url === undefined) return "";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return path.length > MAX_LOGGED_URL ? `${path.slice(0, MAX_LOGGED_URL)}…(${path.length} chars)` : path;
}

/**
 * A failure is an error; a refused or missing thing (4xx) a warning; anything else information. A
 * 503 with no error is the server refusing work on purpose (a spent render bound, a store that
 * says it is down, a shutdown), said to the client with Retry-After: a flood of them must not read
 * as failures an operator has to act on, so it is a warning with no stack. Whatever made the
 * server refuse logs its own line (the bound one per ten seconds, the store its error).
 */
function levelFor(status: number, error?: unknown): "info" | "warn" | "error" {
  if (error || (status >= 500 && status !== 503)) return "error";
  return status >= 400 ? "warn" : "info";
}

function messageFor(status: number, ended: boolean, aborted: boolean): string {
  if (!ended || aborted) return "request aborted";
  return status === 503 ? "request refused" : "request completed";
}

/** The request as its log lines name it: the URL it came with, not the part a mounted router sees. */
function loggedRequest(req: IncomingMessage & { originalUrl?: string }, id: string) {
  return { id, method: req.method, url: loggableUrl(req.originalUrl ?? req.url) };
}

/**
 * The one line each request gets: id, method, path (never the query), status and time, "request completed" (or
 * "request aborted" when the client left before the end, "request refused" for a 503 the server
 * chose, "request errored" with the error for a failure). One is written per request, however fast the answer, so its cost is kept low:
 * - The line never holds a header, so it skips pino's redaction pass (about half of pino's cost).
 * - To a logger made by createJsonLogger (production's), a completed or aborted line is formatted
 *   here, in pino's own JSON for these fields, and written to that logger's destination: pino's
 *   generic serialiser spends most of a line's cost on the nested objects, and with it the fast
 *   path served about a sixth fewer pages a second (`npm run bench`). request-log.test.ts holds
 *   the two to the same bytes. Errored lines, and lines to any other logger, go through pino.
 * - Given `counts` (the public listener's: processCounts().publicRequests), each line adds one to
 *   its status class there, for /metrics: an array increment, nothing more on the warm path.
 */
export class RequestLines {
  readonly #logger: Logger;
  readonly #destination: LineDestination | undefined;
  readonly #counts: StatusClassCounts | undefined;

  constructor(logger: Logger, counts?: StatusClassCounts) {
    this.#logger = logger.child({}, { redact: [] });
    this.#destination = jsonDestinationOf(logger);
    this.#counts = counts;
  }

  /** Logs the request's line (at info, warn for a 4xx, error for a 5xx or an error). */
  completed(req: IncomingMessage, id: string, status: number, startedAt: number, ended = true, error?: unknown): void {
    this.#counts?.add(status);
    const level = levelFor(status, error);
    const now = Date.now();
    const responseTime = now - startedAt;
    if (level === "error") {
      this.#logger.error(
        {
          req: loggedRequest(req, id),
          res: { statusCode: status },
          responseTime,
          err: error ?? new Error(`failed with status code ${status}`),
        },
        "request errored",
      );
      return;
    }
    const message = messageFor(status, ended, req.readableAborted);
    if (!this.#destination || req.method === undefined) {
      this.#logger[level]({ req: loggedRequest(req, id), res: { statusCode: status }, responseTime }, message);
      return;
    }
    if (!this.#logger.isLevelEnabled(level)) return;
    const logged = loggedRequest(req, id);
    // JSON.stringify quotes each string as pino's serialiser does inside a nested object.
    this.#destination.write(
      `{"level":${this.#logger.levels.values[level]},"time":${now},"req":{"id":${JSON.stringify(logged.id)},"method":${JSON.stringify(logged.method)},"url":${JSON.stringify(logged.url)}},"res":{"statusCode":${status}},"responseTime":${responseTime},"msg":"${message}"}\n`,
    );
  }

  /** A request Node's parser refused before it was one (node-server.ts): no method or URL to name, so the error code instead. */
  refused(id: string, status: number, code: string | undefined): void {
    this.#counts?.add(status);
    this.#logger.warn({ req: { id }, res: { statusCode: status }, code }, "rejected malformed request");
  }
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
 * own lines, and one line when the response ends, whatever answered it. Health probes are not logged
 * (nor counted). `counts`, when given, counts each logged request by status class (RequestLines).
 */
export function requestLog(logger: Logger, counts?: StatusClassCounts): RequestHandler {
  const lines = new RequestLines(logger, counts);
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
        lines.completed(
          req,
          id,
          res.statusCode,
          startedAt,
          res.writableEnded,
          error instanceof Error ? error : undefined,
        );
      };
      res.once("finish", done);
      res.once("close", done);
      res.once("error", done);
    }
    next();
  };
}
