import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Request, Response } from "express";
import { chooseEncoding } from "./cached-bytes";
import type { FastEntry, Representation } from "./fast-path";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".map": "application/json; charset=utf-8",
};

/**
 * The build's content-hashed files, read once into memory with their precompressed variants (.br,
 * .gz written by the build), as fast-path entries keyed by URL path. Names change with content, so
 * they are cached for a year, immutable.
 */
export function readHashedAssets(dir: string, urlPrefix = "/assets"): Map<string, FastEntry> {
  const entries = new Map<string, FastEntry>();
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const type = CONTENT_TYPES[extname(name)] ?? "application/octet-stream";
    const representation = (suffix: string, encoding?: string): Representation | undefined => {
      let body: Buffer;
      try {
        body = readFileSync(join(dir, name + suffix));
      } catch {
        return undefined;
      }
      const headers: Record<string, string | number> = {
        "Content-Type": type,
        "Cache-Control": "public, max-age=31536000, immutable",
        Vary: "Accept-Encoding",
      };
      if (encoding) headers["Content-Encoding"] = encoding;
      headers["Content-Length"] = body.length;
      return { headers, body };
    };
    entries.set(`${urlPrefix}/${name}`, { identity: representation("")!, br: representation(".br", "br"), gzip: representation(".gz", "gzip") });
  }
  return entries;
}

/**
 * Express's side of /assets (mounted there): the same bytes and headers as the fast path for the
 * requests it passes on, and 404 for unknown names, which never fall through to the page renderer.
 */
export function hashedAssets(entries: ReadonlyMap<string, FastEntry>, urlPrefix = "/assets") {
  return function serveAsset(req: Request, res: Response) {
    const asset = entries.get(`${urlPrefix}${req.path}`);
    if (!asset || (req.method !== "GET" && req.method !== "HEAD")) {
      res.status(asset ? 405 : 404).setHeader("Cache-Control", "no-store");
      if (asset) res.setHeader("Allow", "GET, HEAD");
      res.type("text/plain").send(asset ? "Method Not Allowed" : "Not Found");
      return;
    }
    const { headers, body } = asset[chooseEncoding(req, { br: asset.br !== undefined, gzip: asset.gzip !== undefined })] ?? asset.identity;
    res.writeHead(200, headers).end(body);
  };
}
