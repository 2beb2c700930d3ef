import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";
import type { IncomingMessage } from "node:http";
import accepts from "accepts";
import { HELD_BROTLI_QUALITY } from "./brotli-quality";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bytes kept in memory with a strong validator, and their compressed variants where they help. */
export interface HeldBytes {
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
  readonly etag: string;
}

/** Rendered bytes (pages, fragments): always held with both compressed variants. */
export type CachedPage = Required<HeldBytes>;

/** A strong validator: the content's hash. */
function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Bytes read or made at start (assets, public and generated files): compressed variants as given. */
export function holdBytes(
  identity: Buffer,
  variants: { readonly br?: Buffer; readonly gzip?: Buffer } = {},
): HeldBytes {
  return { identity, ...variants, etag: etagOf(identity) };
}

function brotliTextOptions(text: Buffer) {
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: HELD_BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  };
}

/** Text made at start (feeds, sitemap, robots.txt), compressed once. */
export function holdText(text: string): HeldBytes {
  const identity = Buffer.from(text);
  return holdBytes(identity, {
    br: brotliCompressSync(identity, brotliTextOptions(identity)),
    gzip: gzipSync(identity, { level: 9 }),
  });
}

export async function toCachedPage(html: Buffer): Promise<CachedPage> {
  const [br, gz] = await Promise.all([brotli(html, brotliTextOptions(html)), gzipAsync(html, { level: 9 })]);
  return { identity: html, br, gzip: gz, etag: etagOf(html) };
}

export type Encoding = "br" | "gzip" | "identity";

/** Browsers send a handful of distinct Accept-Encoding values; each is negotiated once. */
const negotiated = new Map<string, Encoding>();
const MAX_NEGOTIATED = 256;

/**
 * The encoding to send: brotli when the client takes it (it is smallest), else gzip, else none.
 * Our preference wins over the client's order; its q=0 refusals are respected.
 */
export function chooseEncoding(
  req: IncomingMessage,
  available: { readonly br: boolean; readonly gzip: boolean },
): Encoding {
  const header = req.headers["accept-encoding"] ?? "";
  const key = `${available.br ? "b" : ""}${available.gzip ? "g" : ""}:${header}`;
  let encoding = negotiated.get(key);
  if (encoding === undefined) {
    const negotiator = accepts(req);
    encoding =
      available.br && negotiator.encodings("br") === "br"
        ? "br"
        : available.gzip && negotiator.encodings("gzip") === "gzip"
          ? "gzip"
          : "identity";
    if (header.length <= 256) {
      if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
      negotiated.set(key, encoding);
    }
  }
  return encoding;
}

/** Content type for HTML documents; they also carry the Speculation-Rules header. */
export const HTML = "text/html; charset=utf-8";

/** RFC 9110 §13.1.2: If-None-Match holds "*" or a list of entity tags, weak ones compared weakly. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
