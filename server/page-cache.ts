import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page kept as bytes, with its compressed variants and a strong validator. */
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

/**
 * One entry per key (a route and the year), filled on first use; concurrent first requests share
 * one render. A failed render is not kept, so the next request tries again.
 */
export class PageCache {
  readonly #entries = new Map<string, Promise<CachedPage>>();

  get(key: string, render: () => Promise<Buffer>): Promise<CachedPage> {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = render().then(toCachedPage);
      this.#entries.set(key, entry);
      entry.catch(() => this.#entries.delete(key));
    }
    return entry;
  }

  /** Drops entries whose key no longer matches, e.g. last year's pages. */
  retain(keep: (key: string) => boolean): void {
    for (const key of this.#entries.keys()) if (!keep(key)) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
