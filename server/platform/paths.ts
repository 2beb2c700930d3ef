import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root: the nearest folder above this module holding package.json. The same code runs
 * from server/ (tests, via tsx) and bundled in dist/server/ (npm start), so depth varies.
 */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

const HERE = dirname(fileURLToPath(import.meta.url));
export const PROJECT_ROOT = findProjectRoot(HERE);
/**
 * The build this server serves: the folder above its own bundle (dist/ under `npm start`,
 * dist-dev/ under `npm run dev`, so neither serves the other's), or dist/ when run from source.
 */
export const DIST_DIR =
  HERE === join(PROJECT_ROOT, "server", "platform") ? join(PROJECT_ROOT, "dist") : buildAbove(HERE);

/** The build a bundled module is part of: the folder holding its server/ (a shared chunk sits in server/chunks/). */
function buildAbove(here: string): string {
  for (let dir = here; dirname(dir) !== dir; dir = dirname(dir)) if (basename(dir) === "server") return dirname(dir);
  return dirname(here);
}
export const PUBLIC_DIR = join(PROJECT_ROOT, "public");
