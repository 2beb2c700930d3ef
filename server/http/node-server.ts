import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../platform/logger";
import type { StatusClassCounts } from "../platform/process-counts";
import { RequestLines, requestIdFor } from "./request-log";
import { MAX_HEADERS } from "./responder";
import { refuseOnSocket, sendPage } from "./send";

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
  /**
   * A connection with nothing read from it and nothing written to it for this long is closed (Node's
   * `server.timeout`): a client that stops reading stalls the server's writes, and its socket, its
   * buffers and the kernel's memory for them are let go. The started server takes it from
   * NO_PROGRESS_TIMEOUT_MS (server/platform/config.ts), always above the render bound.
   */
  noProgressTimeoutMs: 20_000,
  /** Answers waiting on one connection (pipelined requests not yet answered; a browser never pipelines): past it, the connection is closed. */
  maxPipelined: 8,
} as const;

type ServerLimits = { readonly [Key in keyof typeof SERVER_LIMITS]: number };

/** The one status page (server/pages/status-page.tsx), as HTML, for a status. */
type StatusPageWriter = (status: number) => string;

interface HttpServerOptions {
  /** The page every answer written here carries: the app's own status page. */
  readonly statusPage: StatusPageWriter;
  readonly limits?: ServerLimits;
  /** The requests refused here, counted by status class for /metrics (the public listener's counts). */
  readonly counts?: StatusClassCounts;
}

const PARSER_ERRORS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, HPE_URI_TOO_LONG: 414 };

/** Responses waiting on each connection: the one being written and any pipelined behind it. */
const pendingResponses = new WeakMap<Socket, number>();

/**
 * The HTTP server around the app. What Node would answer itself, without the site's headers or a
 * log line, is answered here with the one status page and the one header set, and logged: requests
 * its parser rejects, an `Expect` it cannot meet (417), `CONNECT` (405). A connection that makes no
 * progress for `noProgressTimeoutMs`, or pipelines more than `maxPipelined` requests ahead of its
 * answers, is closed.
 */
export function createHttpServer(
  app: RequestListener,
  logger: Logger,
  { statusPage, limits = SERVER_LIMITS, counts }: HttpServerOptions,
): Server {
  const server = createServer(
    {
      // Node answers a missing Host itself, without our headers; the app rejects it instead.
      requireHostHeader: false,
      maxHeaderSize: limits.maxHeaderSize,
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    boundPipelining(app, limits.maxPipelined, logger),
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Node destroys a socket with no reads or writes for this long: a client that stops reading its
  // answers (pipelining, never reading) stalls every write, so its socket is closed, not kept for good.
  server.timeout = limits.noProgressTimeoutMs;
  // One more than a request may carry, so one with too many is seen whole enough to refuse (431).
  server.maxHeadersCount = MAX_HEADERS + 1;

  const lines = new RequestLines(logger, counts);
  const refuse = (socket: Socket, status: number, id: string, extra: Record<string, string> = {}) =>
    refuseOnSocket(socket, status, statusPage(status), { "X-Request-Id": id, ...extra }, limits.refusedSocketGraceMs);

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = PARSER_ERRORS[error.code ?? ""] ?? (error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400);
    const id = randomUUID();
    lines.refused(id, status, error.code);
    refuse(socket, status, id);
  });

  // An Expect other than 100-continue: Node would answer 417 bare; the site answers it, and logs it.
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = Date.now();
    const id = requestIdFor(req);
    sendPage(res, 417, statusPage(417), { "X-Request-Id": id, Connection: "close" });
    lines.completed(req, id, 417, startedAt);
  });

  // CONNECT asks the server to be a proxy, which it is not: 405, logged, and the socket closed.
  server.on("connect", (req: IncomingMessage, socket: Socket) => {
    const startedAt = Date.now();
    const id = requestIdFor(req);
    refuse(socket, 405, id, { Allow: "GET, HEAD, POST" });
    lines.completed(req, id, 405, startedAt);
  });
  return server;
}

/**
 * A browser never pipelines; a client that sends request after request without reading the answers
 * makes the server hold every answer. Past `max` answers waiting on one connection, it is closed.
 */
function boundPipelining(app: RequestListener, max: number, logger: Logger): RequestListener {
  return (req, res) => {
    const socket = req.socket;
    const pending = (pendingResponses.get(socket) ?? 0) + 1;
    if (pending > max) {
      if (!socket.destroyed) logger.warn({ pipelined: pending }, "closed a connection pipelining past its limit");
      socket.destroy();
      return;
    }
    pendingResponses.set(socket, pending);
    res.once("close", () => pendingResponses.set(socket, (pendingResponses.get(socket) ?? 1) - 1));
    app(req, res);
  };
}
