// `npm start`: serve the built site, building first when dist/ is missing or older than a source, post or image.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { changedSinceBuild } from "./build-freshness.mjs";
import { DIST, ROOT } from "./paths.mjs";

process.env.NODE_ENV ??= "production";

const changed = changedSinceBuild(ROOT, DIST);
if (changed) {
  console.error(`${changed} changed since the last build: building the site first`);
  // In a process of its own: the build's toolchain (esbuild, the font subsetter's WebAssembly) would
  // otherwise stay in the server's memory, about 100 MB, for as long as it serves. A content or
  // identity error is printed by the build, naming the file and the field.
  const built = spawnSync(process.execPath, [join(import.meta.dirname, "build.mjs")], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import("../dist/server/index.js");
