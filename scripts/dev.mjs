// `npm run dev`: rebuild client and server on change and restart the server (pretty logs).
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as esbuild from "esbuild";
import { DEV_DIST, ROOT, clientOptions, serverOptions } from "./build-config.mjs";
import { manifestFrom, writeIdentityFiles } from "./build.mjs";
import { loadSiteIdentity } from "./site-identity.mjs";

// The development build goes to dist-dev/, never dist/: `npm start` serves only what `npm run build` made.
await mkdir(join(DEV_DIST, "assets"), { recursive: true });
// The web manifest and share image, drawn once from practice.json (restart dev after changing it).
await writeIdentityFiles(await loadSiteIdentity(), DEV_DIST);
let server;
let restartTimer;

// A change in shared/ rebuilds client and server; restart once for both.
function restartServer() {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(startServer, 200);
}

async function startServer() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  server = spawn(process.execPath, [join(DEV_DIST, "server", "index.js")], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: process.env.LOG_LEVEL ?? "debug" },
  });
}

const onEnd = (name, after) => ({
  name,
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length > 0) return;
      await after(result);
      console.log(`[dev] ${name} rebuilt`);
      restartServer();
    });
  },
});

const client = await esbuild.context({
  ...clientOptions({ production: false, outDir: DEV_DIST }),
  plugins: [onEnd("client", (result) => writeFile(join(DEV_DIST, "manifest.json"), JSON.stringify(manifestFrom(result.metafile), null, 2)))],
});
const serverBuild = await esbuild.context({ ...serverOptions({ production: false, outDir: DEV_DIST }), plugins: [onEnd("server", async () => {})] });
await client.rebuild();
await Promise.all([client.watch(), serverBuild.watch()]);
console.log("[dev] watching client/, server/ and shared/ — http://localhost:" + (process.env.PORT ?? 3000));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    server?.kill("SIGTERM");
    await Promise.all([client.dispose(), serverBuild.dispose()]);
    process.exit(0);
  });
}
