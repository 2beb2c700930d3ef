import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Request, Response } from "express";

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

/**
 * The encoding to send: brotli when the client takes it (it is smallest), else gzip, else none.
 * Our preference wins over the client's order; its q=0 refusals are respected.
 */
export function chooseEncoding(req: Request, available: { readonly br: boolean; readonly gzip: boolean }): Encoding {
  if (available.br && req.acceptsEncodings("br") === "br") return "br";
  if (available.gzip && req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return "identity";
}

/** Sends cached bytes as a static file server would: validator, 304, precompressed variant. */
export function sendCached(
  req: Request,
  res: Response,
  cached: CachedPage,
  { status = 200, contentType }: { readonly status?: number; readonly contentType: string },
): void {
  res.status(status);
  res.setHeader("Content-Type", contentType);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.setHeader("ETag", cached.etag);

  // Only a success can be "not modified"; a 404 is always sent whole.
  if (status === 200 && matchesEtag(req.headers["if-none-match"], cached.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(req, { br: true, gzip: true });
  const body = encoding === "identity" ? cached.identity : cached[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** RFC 9110 §13.1.2: If-None-Match holds "*" or a list of entity tags, weak ones compared weakly. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
