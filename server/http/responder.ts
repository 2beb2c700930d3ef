import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "../platform/logger";
import type { StatusClassCounts } from "../platform/process-counts";
import { chooseEncoding, HTML, matchesEtag } from "./cached-bytes";
import type { HeldResponse } from "./held-response";
import { RequestLines, requestIdFor } from "./request-log";
import { withSecurityHeaders } from "./security-headers";
import { SPECULATION_RULES_HEADER } from "./speculation-rules";

/**
 * A response's headers as Node's writeHead takes them, flat (name, value, name, value...), ending
 * with the X-Request-Id slot each response fills in. Handing writeHead one prepared array is about
 * a quarter more responses a second than building a header object each time (`npm run bench`);
 * writeHead copies it out at once, so the next response can reuse the slot.
 */
type FlatHeaders = string[];

interface Prepared {
  readonly identity: FlatHeaders;
  readonly br?: FlatHeaders;
  readonly gzip?: FlatHeaders;
  readonly notModified: FlatHeaders;
}

const prepared = new WeakMap<HeldResponse, Prepared>();

function prepare(held: HeldResponse): Prepared {
  let headers = prepared.get(held);
  if (headers) return headers;
  const { bytes } = held;
  const compressed = bytes.br !== undefined || bytes.gzip !== undefined;
  // What a 304 repeats of the full response (RFC 9110 §15.4.5): validator, caching, type, Vary.
  const common = withSecurityHeaders({
    "Content-Type": held.contentType,
    "Cache-Control": held.cacheControl,
    ...(compressed ? { Vary: "Accept-Encoding" } : {}),
    ETag: bytes.etag,
    ...(held.contentType === HTML ? { "Speculation-Rules": SPECULATION_RULES_HEADER } : {}),
  });
  const flat = (extra: Record<string, string | number>): FlatHeaders => [
    ...Object.entries({ ...common, ...extra }).flatMap(([name, value]) => [name, String(value)]),
    "X-Request-Id",
    "",
  ];
  headers = {
    identity: flat({ "Content-Length": bytes.identity.length }),
    br: bytes.br && flat({ "Content-Encoding": "br", "Content-Length": bytes.br.length }),
    gzip: bytes.gzip && flat({ "Content-Encoding": "gzip", "Content-Length": bytes.gzip.length }),
    notModified: flat({}),
  };
  prepared.set(held, headers);
  return headers;
}

/** The prepared headers with this response's id in their last slot. */
function withRequestId(flat: FlatHeaders, id: string): FlatHeaders {
  flat[flat.length - 1] = id;
  return flat;
}

/**
 * Answers a request with held bytes: 304 when If-None-Match names the validator (a 200 only: a 404
 * is always sent whole), else the smallest encoding the client takes. Range is not honoured: the
 * whole response, 200, as RFC 9110 §14.2 allows. HEAD gets the headers alone (Node drops the body).
 * The one way every held response is written, whether the responder or the app found it.
 */
export function sendHeld(
  req: IncomingMessage,
  res: ServerResponse,
  held: HeldResponse,
  status = 200,
  id: string = req.id ?? requestIdFor(req),
): number {
  const headers = prepare(held);
  if (status === 200 && matchesEtag(req.headers["if-none-match"], held.bytes.etag)) {
    res.writeHead(304, withRequestId(headers.notModified, id)).end();
    return 304;
  }
  const encoding = chooseEncoding(req, { br: held.bytes.br !== undefined, gzip: held.bytes.gzip !== undefined });
  res
    .writeHead(status, withRequestId(headers[encoding] ?? headers.identity, id))
    .end(held.bytes[encoding] ?? held.bytes.identity);
  return status;
}

/** Headers a request may carry; Node reads one more (node-server.ts), so a request with more is seen, and refused. */
export const MAX_HEADERS = 100;

/**
 * What is wrong with a request before anything answers it, as the status to refuse it with; the
 * responder serves only requests with no problem, and the app refuses the others. One rule:
 * - more than MAX_HEADERS headers: 431 (past Node's count a second Host or an Origin would be unseen);
 * - RFC 9112 §3.2: exactly one Host, not empty; only HTTP/1.0 may send none: else 400;
 * - a target that is neither a path nor an absolute URL (`*`, an authority) outside `OPTIONS *`: 400.
 */
export function requestProblem(req: IncomingMessage): 400 | 431 | undefined {
  const raw = req.rawHeaders;
  if (raw.length > 2 * MAX_HEADERS) return 431;
  let hosts = 0;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!;
    if (name.length === 4 && name.toLowerCase() === "host") hosts += 1;
  }
  if (hosts > 1) return 400;
  if (hosts === 0 ? !(req.httpVersionMajor === 1 && req.httpVersionMinor === 0) : !req.headers.host?.trim()) return 400;
  const url = req.url ?? "";
  if (targetPath(url) === undefined && !(req.method === "OPTIONS" && url === "*")) return 400;
  return undefined;
}

/**
 * The path a request target names, without its query: origin form as it is, absolute form
 * (RFC 9112 §3.2.2, "GET http://host/path") by its path, as Express reads it too. Anything else
 * (the asterisk form, an authority) names no held response.
 */
export function targetPath(url: string): string | undefined {
  let end = url.indexOf("?");
  if (end === -1) end = url.length;
  if (url.charCodeAt(0) === 47 /* "/" */) return end === url.length ? url : url.slice(0, end);
  const absolute = /^https?:\/\/[^/?#]*/i.exec(url);
  if (!absolute) return undefined;
  const path = url.slice(absolute[0].length, end);
  return path === "" ? "/" : path;
}

/** A bound on held paths, so no run of distinct URLs can grow memory: beyond it, the app answers new paths. */
export const MAX_HELD = 2000;

/**
 * Every response held in memory, by exact path, answered ahead of the Express app: pages already
 * rendered, hashed assets, public and generated files. Each response carries the full security
 * headers, an X-Request-Id and one log line. Any other request, or one that fails the Host rule,
 * goes to the app unchanged.
 */
export class Responder {
  readonly #held = new Map<string, HeldResponse>();
  readonly #lines: RequestLines;

  /** `counts`: the public listener's requests by status class, for /metrics (RequestLines). */
  constructor(logger: Logger, counts?: StatusClassCounts) {
    this.#lines = new RequestLines(logger, counts);
  }

  /** Holds a response at an exact path, replacing what was there. */
  set(path: string, held: HeldResponse): void {
    if (this.#held.size >= MAX_HELD && !this.#held.has(path)) return;
    this.#held.set(path, held);
  }

  has(path: string): boolean {
    return this.#held.has(path);
  }

  /** The server's request listener: a held response when there is one, else `app`. */
  listener(app: RequestListener): RequestListener {
    return (req, res) => {
      const held = this.#find(req);
      if (!held) {
        app(req, res);
        return;
      }
      const startedAt = Date.now();
      const id = requestIdFor(req);
      const status = sendHeld(req, res, held, 200, id);
      this.#lines.completed(req, id, status, startedAt);
    };
  }

  #find(req: IncomingMessage): HeldResponse | undefined {
    const { method, url = "" } = req;
    if (method !== "GET" && method !== "HEAD") return undefined;
    const path = targetPath(url);
    const held = path === undefined ? undefined : this.#held.get(path);
    if (!held || requestProblem(req) !== undefined || (held.isCurrent && !held.isCurrent())) return undefined;
    if (held.onlyWithoutQuery && url.includes("?")) return undefined;
    return held;
  }
}
