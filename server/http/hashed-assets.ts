import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Request, Response } from "express";
import { chooseEncoding } from "./cached-bytes";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".map": "application/json; charset=utf-8",
};

interface Asset {
  readonly type: string;
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

/**
 * Serves the build's content-hashed files from memory with their precompressed variants (.br,
 * .gz written by the build). Names change with content, so they are cached for a year, immutable.
 * Unknown names answer 404 here and never fall through to the page renderer.
 */
export function hashedAssets(dir: string) {
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const read = (suffix: string) => {
      try {
        return readFileSync(join(dir, name + suffix));
      } catch {
        return undefined;
      }
    };
    assets.set(name, {
      type: CONTENT_TYPES[extname(name)] ?? "application/octet-stream",
      identity: readFileSync(join(dir, name)),
      br: read(".br"),
      gzip: read(".gz"),
    });
  }

  return function serveAsset(req: Request, res: Response) {
    const asset = assets.get(req.path.slice(1));
    if (!asset || (req.method !== "GET" && req.method !== "HEAD")) {
      res.status(asset ? 405 : 404).setHeader("Cache-Control", "no-store");
      if (asset) res.setHeader("Allow", "GET, HEAD");
      res.type("text/plain").send(asset ? "Method Not Allowed" : "Not Found");
      return;
    }
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = chooseEncoding(req, { br: asset.br !== undefined, gzip: asset.gzip !== undefined });
    const body = (encoding !== "identity" && asset[encoding]) || asset.identity;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  };
}
