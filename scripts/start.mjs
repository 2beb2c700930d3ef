// `npm start`: serve the built site, building first when dist/ is missing or older than a source, post or image.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { changedSinceBuild } from "./build/freshness.mjs";
import { DIST, ROOT } from "./build/paths.mjs";

process.env.NODE_ENV ??= "production";

const changed = changedSinceBuild(ROOT, DIST);
if (changed) {
  console.error(`${changed} changed since the last build: building the site first`);
  // In a process of its own: the build's toolchain (esbuild, the font subsetter's WebAssembly) would
  // otherwise stay in the server's memory, about 100 MB, for as long as it serves. A content or
  // identity error is printed by the build, naming the file and the field.
  let tsx;
  try {
    tsx = import.meta.resolve("tsx");
  } catch {
    console.error("Building needs the development dependencies (esbuild, tsx): run `npm ci`, or `npm run build` where they are installed.");
    process.exit(1);
  }
  const built = spawnSync(process.execPath, ["--import", tsx, join(import.meta.dirname, "build.ts")], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import("../dist/server/index.js");
