import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "../logger";
import { cachedHeaders, chooseEncoding, matchesEtag, notModifiedHeaders, type CachedPage, type Encoding } from "./cached-bytes";
import { sendEarlyHints } from "./early-hints";
import { RequestLines, requestIdFor } from "./request-log";
import { staticSecurityHeaders } from "./security-headers";

export type HeaderMap = Readonly<Record<string, string | number>>;

/** One encoding of a response: its headers, computed once, and its bytes. */
export interface Representation {
  readonly headers: HeaderMap;
  readonly body: Buffer;
}

/** A response the fast path can give without Express. */
export interface FastEntry {
  readonly identity: Representation;
  readonly br?: Representation;
  readonly gzip?: Representation;
  /** With a strong validator, a matching If-None-Match is answered 304 with these headers. */
  readonly notModified?: { readonly etag: string; readonly headers: HeaderMap };
  /** Conditional and range requests go to Express (express.static answers them for public files). */
  readonly plainRequestsOnly?: boolean;
  /** Link values for 103 Early Hints, sent to navigating browsers before the page. */
  readonly earlyHints?: readonly string[];
  /** False once the bytes are stale (a page after the copyright year turned); Express then renders afresh. */
  readonly isCurrent?: () => boolean;
}

/** A bound on entries, so no run of distinct URLs can grow memory: beyond it, Express serves new paths. */
export const MAX_FAST_ENTRIES = 2000;

/** Request headers only express.static knows how to answer. */
const CONDITIONAL_HEADERS = ["if-none-match", "if-modified-since", "if-match", "if-unmodified-since", "if-range", "range"] as const;

/**
 * A response's headers as Node's writeHead takes them, flat (name, value, name, value...), ending
 * with the X-Request-Id slot that each response fills in. Handing writeHead one prepared array is
 * about a quarter more responses a second than spreading the headers into a new object each time
 * (`npm run bench`); writeHead copies it out at once, so the next response can reuse the slot.
 */
type FlatHeaders = string[];

interface PreparedEntry extends FastEntry {
  readonly flat: { readonly identity: FlatHeaders; readonly br?: FlatHeaders; readonly gzip?: FlatHeaders; readonly notModified?: FlatHeaders };
}

function flatten(headers: HeaderMap): FlatHeaders {
  return [...Object.entries(headers).flatMap(([name, value]) => [name, String(value)]), "X-Request-Id", ""];
}

/**
 * Serves known, unchanging responses (cached pages, hashed assets, public files) straight from Node's
 * request listener, ahead of the Express chain: a map lookup by exact path, headers computed once
 * per entry. Each response still carries the full security headers, an X-Request-Id and one log
 * line. Anything else (another method, an unknown or non-canonical path, a request Express must
 * refuse) falls through to Express unchanged.
 */
export class FastPath {
  readonly #entries = new Map<string, PreparedEntry>();
  readonly #security: HeaderMap = staticSecurityHeaders();
  readonly #lines: RequestLines;

  constructor(logger: Logger) {
    this.#lines = new RequestLines(logger);
  }

  /** Adds or replaces the entry at an exact path; the security headers are merged in here, once. */
  set(path: string, entry: FastEntry): void {
    if (this.#entries.size >= MAX_FAST_ENTRIES && !this.#entries.has(path)) return;
    const secure = (representation: Representation | undefined) =>
      representation && { headers: { ...this.#security, ...representation.headers }, body: representation.body };
    const prepared = {
      ...entry,
      identity: secure(entry.identity)!,
      br: secure(entry.br),
      gzip: secure(entry.gzip),
      notModified: entry.notModified && { etag: entry.notModified.etag, headers: { ...this.#security, ...entry.notModified.headers } },
    };
    this.#entries.set(path, {
      ...prepared,
      flat: {
        identity: flatten(prepared.identity.headers),
        br: prepared.br && flatten(prepared.br.headers),
        gzip: prepared.gzip && flatten(prepared.gzip.headers),
        notModified: prepared.notModified && flatten(prepared.notModified.headers),
      },
    });
  }

  /** The server's request listener: the fast path first, then `fallback` (the Express app). */
  listener(fallback: RequestListener): RequestListener {
    return (req, res) => {
      if (!this.#serve(req, res)) fallback(req, res);
    };
  }

  #serve(req: IncomingMessage, res: ServerResponse): boolean {
    const { method, url = "" } = req;
    if (method !== "GET" && method !== "HEAD") return false;
    const query = url.indexOf("?");
    const entry = this.#entries.get(query === -1 ? url : url.slice(0, query));
    if (!entry || !hasOneHost(req) || (entry.isCurrent && !entry.isCurrent())) return false;
    if (entry.plainRequestsOnly && CONDITIONAL_HEADERS.some((name) => req.headers[name] !== undefined)) return false;

    const startedAt = Date.now();
    const id = requestIdFor(req);
    if (entry.earlyHints) sendEarlyHints(req, res, entry.earlyHints);
    let status = 200;
    if (entry.notModified && entry.flat.notModified && matchesEtag(req.headers["if-none-match"], entry.notModified.etag)) {
      status = 304;
      res.writeHead(304, withRequestId(entry.flat.notModified, id)).end();
    } else {
      const encoding = chooseEncoding(req, { br: entry.br !== undefined, gzip: entry.gzip !== undefined });
      const chosen = entry[encoding] && entry.flat[encoding] ? encoding : "identity";
      res.writeHead(200, withRequestId(entry.flat[chosen]!, id)).end(entry[chosen]!.body);
    }
    this.#lines.completed(req, id, status, startedAt);
    return true;
  }
}

/** The prepared headers with this response's id in their last slot (writeHead copies them out at once). */
function withRequestId(flat: FlatHeaders, id: string): FlatHeaders {
  flat[flat.length - 1] = id;
  return flat;
}

/**
 * RFC 9112 §3.2: HTTP/1.1 needs exactly one Host. Requests without one, or with two (Node keeps the
 * first), go to Express, which refuses them.
 */
function hasOneHost(req: IncomingMessage): boolean {
  if (req.headers.host === undefined) return req.httpVersionMajor === 1 && req.httpVersionMinor === 0;
  const raw = req.rawHeaders;
  let hosts = 0;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!;
    if (name.length === 4 && name.toLowerCase() === "host") hosts += 1;
  }
  return hosts === 1;
}

/** A cached page or fragment as a fast-path entry, with the headers sendCached would give it. */
export function cachedEntry(
  cached: CachedPage,
  contentType: string,
  { isCurrent, earlyHints }: { readonly isCurrent?: () => boolean; readonly earlyHints?: readonly string[] } = {},
): FastEntry {
  const representation = (encoding: Encoding) => ({ headers: cachedHeaders(cached, contentType, encoding), body: cached[encoding] });
  return {
    identity: representation("identity"),
    br: representation("br"),
    gzip: representation("gzip"),
    notModified: { etag: cached.etag, headers: notModifiedHeaders(cached, contentType) },
    isCurrent,
    earlyHints,
  };
}
