// Whether dist/ still matches the sources (plain JavaScript: `npm start` loads it without tsx): `npm start` rebuilds when any of them changed after the last build.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the build reads: the code, the posts and their images, and the build's own recipe. */
const BUILD_INPUTS = [
  "client",
  "server",
  "shared",
  "public",
  "package.json",
  "package-lock.json",
  "scripts/build.ts",
  "scripts/build",
];
/** Written first by every build, so anything changed while a build ran counts as newer. */
const BUILD_STAMP = "blog.json";

function newestIn(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path, { recursive: true, encoding: "utf8" }))
    newest = Math.max(newest, statSync(join(path, name)).mtimeMs);
  return newest;
}

/**
 * Why `npm start` builds first, in a sentence, or undefined when the build is current. A fresh clone
 * has no build: it says so, never that a file "changed", which would send a newcomer looking for an edit they never made.
 */
export function buildReason(root, dist) {
  if (!existsSync(join(dist, BUILD_STAMP))) return "There is no build yet";
  const changed = changedSinceBuild(root, dist);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** The first input changed since dist/ was built, or undefined when the build is current. */
export function changedSinceBuild(root, dist) {
  const stamp = join(dist, BUILD_STAMP);
  if (!existsSync(stamp)) return BUILD_STAMP;
  const builtAt = statSync(stamp).mtimeMs;
  // File times are coarse (a few ms): a change in the same tick as the build counts as after it.
  return BUILD_INPUTS.find((input) => newestIn(join(root, input)) >= builtAt);
}
