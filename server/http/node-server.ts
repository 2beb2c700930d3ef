import { randomUUID } from "node:crypto";
import { createServer, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../logger";
import { RequestLines } from "./request-log";
import { MAX_HEADERS } from "./responder";
import { staticSecurityHeaders } from "./security-headers";

/** Node's own limits, set so slow or oversized clients cannot tie the server up. */
export const SERVER_LIMITS = {
  /** Whole request (headers and body) within 30 s. */
  requestTimeoutMs: 30_000,
  /** Headers within 10 s (slowloris). */
  headersTimeoutMs: 10_000,
  /** Idle keep-alive sockets close after 5 s. */
  keepAliveTimeoutMs: 5_000,
  /** Request line and headers together at most 16 KB. */
  maxHeaderSize: 16 * 1024,
  /**
   * How often Node looks for requests over those timeouts. Its default (30 s) lets a slow client
   * run up to 30 s past them; checked every second, the configured numbers hold within a second.
   */
  timeoutCheckIntervalMs: 1_000,
  /** A socket whose request was refused (408, 400, 431...) is destroyed this long after the answer. */
  refusedSocketGraceMs: 1_000,
} as const;

export type ServerLimits = { readonly [Key in keyof typeof SERVER_LIMITS]: number };

const PARSER_ERRORS: Record<string, { status: number; text: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, text: "Request Header Fields Too Large" },
  HPE_URI_TOO_LONG: { status: 414, text: "URI Too Long" },
};

/**
 * The HTTP server around the app. Requests Node's parser rejects never reach Express, so they are
 * answered here: a small 4xx page with the same security headers, and the socket closed.
 */
export function createHttpServer(app: RequestListener, logger: Logger, limits: ServerLimits = SERVER_LIMITS): Server {
  const server = createServer(
    {
      // Node answers a missing Host itself, without our headers; the app rejects it instead.
      requireHostHeader: false,
      maxHeaderSize: limits.maxHeaderSize,
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    app,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // One more than a request may carry, so one with too many is seen whole enough to refuse (431).
  server.maxHeadersCount = MAX_HEADERS + 1;

  const headers = Object.entries(staticSecurityHeaders())
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");

  const lines = new RequestLines(logger);
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, text } =
      PARSER_ERRORS[error.code ?? ""] ??
      (error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? { status: 408, text: "Request Timeout" } : { status: 400, text: "Bad Request" });
    const id = randomUUID();
    lines.refused(id, status, error.code);
    const body = `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>${status} ${text}</title></head><body><main><h1>${status} ${text}</h1><p><a href="/">Return to Home</a></p></main></body></html>`;
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\n${headers}x-request-id: ${id}\r\ncontent-type: text/html; charset=utf-8\r\ncache-control: no-store\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
    // end() only half-closes, and Node stops timing a socket it has refused: a client that never
    // closes its side would hold the descriptor for good. A short grace lets the answer be read.
    setTimeout(() => socket.destroy(), limits.refusedSocketGraceMs).unref();
  });
  return server;
}
