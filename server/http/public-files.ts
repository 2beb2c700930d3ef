import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";

/** Every file under `dir`, as URL paths ("/images/og-image.png"). */
function listFiles(dir: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    files.add(`/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
  }
  return files;
}

/**
 * public/ served as it is, cached for an hour. The folder is listed once at start, so a page
 * request costs a set lookup rather than a failed stat (and an error object) every time.
 */
export function publicFiles(dir: string) {
  const files = listFiles(dir);
  const serve = express.static(dir, { index: false, redirect: false, maxAge: "1h", dotfiles: "ignore", fallthrough: false });
  return function servePublicFile(req: Request, res: Response, next: NextFunction) {
    if ((req.method === "GET" || req.method === "HEAD") && files.has(req.path)) serve(req, res, next);
    else next();
  };
}
