// `npm run dev`: rebuild client and server on change and restart the server (pretty logs).
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as esbuild from "esbuild";
import { DEV_DIST, ROOT, appOptions, entryOptions, serverOptions } from "./build-config.mjs";
import { compileBlog, manifestFrom, writeIdentityFiles } from "./build.mjs";
import { writePostShareImages } from "./post-share-images.mjs";
import { loadSiteIdentity } from "./site-identity.mjs";

// The development build goes to dist-dev/, never dist/: `npm start` serves only what `npm run build` made.
await mkdir(join(DEV_DIST, "assets"), { recursive: true });
// The web manifest and share image, drawn once from practice.json (restart dev after changing it).
const identity = await loadSiteIdentity();
await writeIdentityFiles(identity, DEV_DIST);
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

/** The posts, drafts included (marked "Draft" on the page), with their share images; a problem in one is shown, not fatal. */
async function compilePosts() {
  try {
    const { posts, shareImages } = await compileBlog({ includeDrafts: true, outDir: DEV_DIST });
    await writePostShareImages(identity, shareImages, join(DEV_DIST, "public"));
    console.log(`[dev] blog compiled: ${posts.length} post(s), ${posts.filter((post) => post.draft).length} draft(s)`);
  } catch (error) {
    console.error(error?.name === "BlogContentError" ? error.message : error);
  }
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

// Two client builds (scripts/build-config.mjs): the app, then the entry that imports it by its hashed names.
let appMetafile;
const entryBuild = await esbuild.context({
  ...entryOptions({ production: false, outDir: DEV_DIST, appMetafile: () => appMetafile }),
  plugins: [
    ...entryOptions({ production: false, outDir: DEV_DIST, appMetafile: () => appMetafile }).plugins,
    onEnd("client", (result) => writeFile(join(DEV_DIST, "manifest.json"), JSON.stringify(manifestFrom(result.metafile), null, 2))),
  ],
});
const appOptionsDev = appOptions({ production: false, outDir: DEV_DIST });
const client = await esbuild.context({
  ...appOptionsDev,
  plugins: [
    ...appOptionsDev.plugins,
    {
      name: "then-the-entry",
      setup(build) {
        build.onEnd(async (result) => {
          if (result.errors.length > 0) return;
          appMetafile = result.metafile;
          await entryBuild.rebuild();
        });
      },
    },
  ],
});
// The server's rebuild recompiles the posts too: the blog's code may be what changed.
const serverBuild = await esbuild.context({ ...serverOptions({ production: false, outDir: DEV_DIST }), plugins: [onEnd("server", compilePosts)] });
await compilePosts();
await client.rebuild();
// A post or an image is not part of any bundle: watch for them directly.
let blogTimer;
for (const dir of ["shared/content/blog", "public/images"]) {
  watch(join(ROOT, dir), { recursive: true }, () => {
    clearTimeout(blogTimer);
    blogTimer = setTimeout(() => void compilePosts().then(restartServer), 100);
  });
}
await Promise.all([client.watch(), entryBuild.watch(), serverBuild.watch()]);
console.log("[dev] watching client/, server/, shared/ and the posts — http://localhost:" + (process.env.PORT ?? 3000));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    server?.kill("SIGTERM");
    await Promise.all([client.dispose(), entryBuild.dispose(), serverBuild.dispose()]);
    process.exit(0);
  });
}
