import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { IncomingMessage } from "node:http";
import accepts from "accepts";
import type { Request, Response } from "express";
import { SPECULATION_RULES_HEADER } from "./speculation-rules";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bytes kept in memory with their compressed variants and a strong validator (pages, fragments). */
export interface CachedPage {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

export async function toCachedPage(html: Buffer): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html, { level: 9 }),
  ]);
  const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
  return { identity: html, br, gzip: gz, etag };
}

export type Encoding = "br" | "gzip" | "identity";

/** Browsers send a handful of distinct Accept-Encoding values; each is negotiated once. */
const negotiated = new Map<string, Encoding>();
const MAX_NEGOTIATED = 256;

/**
 * The encoding to send: brotli when the client takes it (it is smallest), else gzip, else none.
 * Our preference wins over the client's order; its q=0 refusals are respected.
 */
export function chooseEncoding(req: IncomingMessage, available: { readonly br: boolean; readonly gzip: boolean }): Encoding {
  const header = req.headers["accept-encoding"] ?? "";
  const key = `${available.br ? "b" : ""}${available.gzip ? "g" : ""}:${header}`;
  let encoding = negotiated.get(key);
  if (encoding === undefined) {
    const negotiator = accepts(req);
    encoding = available.br && negotiator.encodings("br") === "br" ? "br" : available.gzip && negotiator.encodings("gzip") === "gzip" ? "gzip" : "identity";
    if (header.length <= 256) {
      if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
      negotiated.set(key, encoding);
    }
  }
  return encoding;
}

/** Content type for HTML documents; they also carry the Speculation-Rules header. */
export const HTML = "text/html; charset=utf-8";

/** The headers of a cached response in one encoding: the same for Express and the fast path. */
export function cachedHeaders(cached: CachedPage, contentType: string, encoding: Encoding): Record<string, string | number> {
  const headers: Record<string, string | number> = notModifiedHeaders(cached, contentType);
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = cached[encoding].length;
  return headers;
}

/** What a 304 repeats of the full response (RFC 9110 §15.4.5): validator, caching, type, Vary. */
export function notModifiedHeaders(cached: CachedPage, contentType: string): Record<string, string | number> {
  const headers: Record<string, string | number> = {
    "Content-Type": contentType,
    Vary: "Accept-Encoding",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: cached.etag,
  };
  if (contentType === HTML) headers["Speculation-Rules"] = SPECULATION_RULES_HEADER;
  return headers;
}

/** Sends cached bytes as a static file server would: validator, 304, precompressed variant. */
export function sendCached(
  req: Request,
  res: Response,
  cached: CachedPage,
  { status = 200, contentType }: { readonly status?: number; readonly contentType: string },
): void {
  // Only a success can be "not modified"; a 404 is always sent whole.
  if (status === 200 && matchesEtag(req.headers["if-none-match"], cached.etag)) {
    res.writeHead(304, notModifiedHeaders(cached, contentType)).end();
    return;
  }
  const encoding = chooseEncoding(req, { br: true, gzip: true });
  res.writeHead(status, cachedHeaders(cached, contentType, encoding)).end(cached[encoding]);
}

/** RFC 9110 §13.1.2: If-None-Match holds "*" or a list of entity tags, weak ones compared weakly. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
