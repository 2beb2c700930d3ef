import { STATUS_CODES, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Request } from "express";
import { HTML } from "./cached-bytes";
import { withSecurityHeaders } from "./security-headers";

/**
 * The writers of answers made per request, beside `sendHeld` (responder.ts) for held bytes. Each
 * writes its whole answer with one writeHead: the one security header set, its type and length, and
 * never stored (no-store), since it is one request's own. Headers set earlier on the response (the
 * request id, Retry-After, RateLimit, X-Robots-Tag, Allow) stay; Node drops the body of a HEAD.
 */

type ExtraHeaders = Readonly<Record<string, string>>;

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Express's freshness rule, kept from when these answers went through res.send: with no validator of
 * their own, a 2xx to GET or HEAD asking `If-None-Match: *` (and no If-Modified-Since, no no-cache)
 * is 304, some representation existing (RFC 9110 §13.1.2).
 */
function anyRepresentationWillDo(res: ServerResponse, status: number): boolean {
  const { method, headers } = res.req;
  if (status < 200 || status > 299 || (method !== "GET" && method !== "HEAD")) return false;
  return (
    headers["if-none-match"] === "*" &&
    headers["if-modified-since"] === undefined &&
    !/(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers["cache-control"] ?? "")
  );
}

function sendWhole(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  extra: ExtraHeaders,
): void {
  if (anyRepresentationWillDo(res, status)) {
    res.writeHead(304, withSecurityHeaders({ "Cache-Control": "no-store", ...extra })).end();
    return;
  }
  const headers = withSecurityHeaders({
    "Content-Type": contentType,
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(body)),
    ...extra,
  });
  res.writeHead(status, headers).end(body);
}

/** An HTML document rendered for this request: a status page, a page whose query or posted form decides it. */
export function sendPage(res: ServerResponse, status: number, html: string | Buffer, extra: ExtraHeaders = {}): void {
  sendWhole(res, status, HTML, html, extra);
}

/** A JSON answer: an API's result or refusal, a health probe's state. */
export function sendJson(res: ServerResponse, status: number, body: unknown, extra: ExtraHeaders = {}): void {
  sendWhole(res, status, JSON_TYPE, JSON.stringify(body), extra);
}

/** An answer with no body (204), which nothing stores anyway. */
export function sendNoContent(res: ServerResponse, extra: ExtraHeaders = {}): void {
  res.writeHead(204, withSecurityHeaders(extra)).end();
}

/** The status page for a status, with how long to wait when the answer says (Retry-After). */
export type StatusPageOf = (status: number, detail: { readonly retryAfterSeconds?: number }) => string;

/**
 * A refusal or failure the app answers: JSON (`{"error":"not_found"}`) for the API and for a client
 * that takes no HTML, else the one status page, saying how long to wait when Retry-After is set.
 */
export function sendRefusal(req: Request, res: ServerResponse, status: number, statusPage: StatusPageOf): void {
  // A 4xx Node has no name for (a library's own) reads as the generic client error.
  const text = STATUS_CODES[status] ?? "Bad Request";
  if (req.path.startsWith("/api/") || !req.accepts("html")) {
    sendJson(res, status, { error: text.toLowerCase().replace(/ /g, "_") });
    return;
  }
  const retryAfter = Number(res.getHeader("Retry-After"));
  sendPage(res, status, statusPage(status, retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}));
}

/**
 * A refusal written on the socket itself, for what Node's parser rejected (no request object to
 * answer through) or a CONNECT: the status page, the one header set, and the connection closed.
 * end() only half-closes, and Node stops timing a socket it has refused: a client that never closes
 * its side would hold the descriptor for good, so the socket is destroyed `graceMs` later.
 */
export function refuseOnSocket(
  socket: Socket,
  status: number,
  html: string,
  extra: ExtraHeaders,
  graceMs: number,
): void {
  const headers = withSecurityHeaders({
    "Content-Type": HTML,
    "Cache-Control": "no-store",
    ...extra,
    "Content-Length": String(Buffer.byteLength(html)),
    Connection: "close",
  });
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${html}`);
  setTimeout(() => socket.destroy(), graceMs).unref();
}
