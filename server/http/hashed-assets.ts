import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { holdBytes } from "./cached-bytes";
import type { HeldResponse } from "./held-response";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".map": "application/json; charset=utf-8",
};

/** Names change with content, so a hashed file may be kept a year and never revalidated. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The build's content-hashed files, read once into memory with the precompressed variants the
 * build wrote beside them (.br, .gz), keyed by URL path.
 */
export function readHashedAssets(dir: string, urlPrefix = "/assets"): Map<string, HeldResponse> {
  const held = new Map<string, HeldResponse>();
  const variant = (file: string) => {
    try {
      return readFileSync(file);
    } catch {
      return undefined;
    }
  };
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const file = join(dir, name);
    held.set(`${urlPrefix}/${name}`, {
      bytes: holdBytes(readFileSync(file), { br: variant(`${file}.br`), gzip: variant(`${file}.gz`) }),
      contentType: CONTENT_TYPES[extname(name)] ?? "application/octet-stream",
      cacheControl: IMMUTABLE,
    });
  }
  return held;
}
