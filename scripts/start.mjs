// `npm start`: serve the built site, building first when dist/ is missing or older than a source, post or image.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildReason } from "./build/freshness.mjs";
import { DIST, ROOT } from "./build/paths.mjs";

process.env.NODE_ENV ??= "production";

const SERVER = join(DIST, "server", "index.js");
const reason = buildReason(ROOT, DIST);
if (reason) {
  console.error(`${reason}: building the site first`);
  // In a process of its own: the build's toolchain (esbuild, the font subsetter's WebAssembly) would
  // otherwise stay in the server's memory, about 100 MB, for as long as it serves. A content or
  // identity error is printed by the build, naming the file and the field.
  let tsx;
  try {
    tsx = import.meta.resolve("tsx");
  } catch {
    console.error(
      "Building needs the development dependencies (esbuild, tsx): run `npm ci`, or `npm run build` where they are installed.",
    );
    process.exit(1);
  }
  const lastGoodBuild = existsSync(SERVER);
  const built = spawnSync(process.execPath, ["--import", tsx, join(import.meta.dirname, "build.ts")], {
    stdio: ["ignore", "inherit", lastGoodBuild ? "pipe" : "inherit"],
  });
  if (built.status !== 0) {
    // With no build to fall back on, the build's own message (file and field) is the answer.
    if (!lastGoodBuild) process.exit(built.status ?? 1);
    // A bad post or identity file must not take a running site down on restart: the build only
    // replaces dist/ when it succeeds, so the last good build is whole. Serve it, and say so at
    // error level, in the server's own log format, so alerting sees it.
    const message = built.stderr.toString().trim();
    process.stdout.write(
      `${JSON.stringify({ level: 50, time: Date.now(), msg: "the build failed: serving the last good build until it is fixed", build: message })}\n`,
    );
  }
}
await import(pathToFileURL(SERVER).href);
