import { existsSync, realpathSync } from "node:fs";
import { dirname, join, posix, sep } from "node:path";

/** The folders authors may change: the content the build checks, and the images pages show. */
export const CONTENT_FOLDERS = ["shared/content", "public/images"] as const;

/** A path an author's edit may not touch: outside the content folders, or not written plainly. */
export class PathRefused extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${JSON.stringify(path)}: ${reason}`);
    this.name = "PathRefused";
  }
}

// eslint-disable-next-line no-control-regex -- control characters are refused in a file name
const PLAIN_SEGMENT = /^[^\0-\x1f\\/:*?"<>|]+$/;

/**
 * The path as it must be written: relative to the checkout, forward slashes, normalised (no "..",
 * ".", empty or hidden segment), under shared/content/ or public/images/ (`folder` allows either
 * folder itself), and, through every symbolic link on the way, still inside that folder of `root`.
 * Throws PathRefused otherwise.
 */
export function contentPath(root: string, path: unknown, { folder = false }: { folder?: boolean } = {}): string {
  if (typeof path !== "string" || path === "") throw new PathRefused(String(path), "no path given");
  const trimmed = folder ? path.replace(/\/$/, "") : path;
  if (trimmed.startsWith("/") || /^[a-z]:/i.test(trimmed))
    throw new PathRefused(path, "an absolute path; give it relative to the content folder");
  const segments = trimmed.split("/");
  if (segments.some((segment) => segment === ".." || segment === "."))
    throw new PathRefused(path, 'leaves its folder (".." or ".")');
  if (
    posix.normalize(trimmed) !== trimmed ||
    segments.some((segment) => !PLAIN_SEGMENT.test(segment) || segment.startsWith("."))
  )
    throw new PathRefused(path, "not a plain path (empty, hidden or unusual segment)");
  const top = CONTENT_FOLDERS.find((name) => trimmed === name || trimmed.startsWith(`${name}/`));
  if (!top || (trimmed === top && !folder))
    throw new PathRefused(path, `not under ${CONTENT_FOLDERS.map((name) => `${name}/`).join(" or ")}`);
  if (!staysInside(root, top, trimmed)) throw new PathRefused(path, `leads outside ${top}/ through a symbolic link`);
  return trimmed;
}

/** Whether the nearest existing part of `path` (itself, else its folder...) resolves inside `top`. */
function staysInside(root: string, top: string, path: string): boolean {
  let topReal: string;
  try {
    topReal = realpathSync(join(root, top));
  } catch {
    // No such folder yet: nothing in it can be a link.
    return true;
  }
  let at = join(root, path);
  while (!existsSync(at)) {
    const parent = dirname(at);
    if (parent === at) return false;
    at = parent;
  }
  const real = realpathSync(at);
  return real === topReal || real.startsWith(`${topReal}${sep}`);
}
