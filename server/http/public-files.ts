import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { contentType } from "mime-types";
import { holdBytes } from "./cached-bytes";
import type { HeldResponse } from "./held-response";

const MAX_AGE_SECONDS = 3600;

/**
 * Every file under `dir` (dotfiles aside), read once at start and held by URL path
 * ("/images/og-image.png"), cached for an hour. The files are images and icons, already compressed.
 */
export function readPublicFiles(dir: string): Map<string, HeldResponse> {
  const held = new Map<string, HeldResponse>();
  if (!existsSync(dir)) return held;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    const file = join(entry.parentPath, entry.name);
    held.set(`/${relative(dir, file).split(sep).join("/")}`, {
      bytes: holdBytes(readFileSync(file)),
      contentType: contentType(extname(file)) || "application/octet-stream",
      cacheControl: `public, max-age=${MAX_AGE_SECONDS}`,
    });
  }
  return held;
}
