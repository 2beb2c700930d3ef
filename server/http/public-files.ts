import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { contentType } from "mime-types";
import type { FastEntry } from "./fast-path";

const MAX_AGE_SECONDS = 3600;

/** Every file under `dir`, as URL paths ("/images/og-image.png") with their file paths. */
function listFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(`/${relative(dir, file).split(sep).join("/")}`, file);
  }
  return files;
}

/**
 * public/ as fast-path entries: the bytes and the headers express.static gives a plain GET (type,
 * length, an hour's caching, its weak ETag and Last-Modified). Conditional and range requests are
 * left to express.static (publicFiles below), which answers them as it always has.
 */
export function readPublicFiles(dir: string): Map<string, FastEntry> {
  const entries = new Map<string, FastEntry>();
  for (const [path, file] of listFiles(dir)) {
    const stat = statSync(file);
    const body = readFileSync(file);
    const headers = {
      "Accept-Ranges": "bytes",
      "Cache-Control": `public, max-age=${MAX_AGE_SECONDS}`,
      "Last-Modified": stat.mtime.toUTCString(),
      // The etag package's validator for a file (what send uses): size and mtime in hex.
      ETag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      "Content-Type": contentType(extname(file)) || "application/octet-stream",
      "Content-Length": body.length,
    };
    entries.set(path, { identity: { headers, body }, plainRequestsOnly: true });
  }
  return entries;
}

/**
 * public/ served as it is, cached for an hour. The folder is listed once at start, so a page
 * request costs a set lookup rather than a failed stat (and an error object) every time.
 */
export function publicFiles(dir: string) {
  const files = listFiles(dir);
  const serve = express.static(dir, { index: false, redirect: false, maxAge: MAX_AGE_SECONDS * 1000, dotfiles: "ignore", fallthrough: false });
  return function servePublicFile(req: Request, res: Response, next: NextFunction) {
    if ((req.method === "GET" || req.method === "HEAD") && files.has(req.path)) serve(req, res, next);
    else next();
  };
}
