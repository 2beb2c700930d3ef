// `npm run dev`: rebuild client and server on change and restart the server (pretty logs).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import chokidar from "chokidar";
import { join } from "node:path";
import * as esbuild from "esbuild";
import type { BuildResult, Metafile, Plugin } from "esbuild";
import { DEV_DIST, ROOT, appOptions, entryOptions, metafileOf, serverOptions } from "./build/config";
import { compileContent, manifestFrom, writeIdentityFiles } from "./build";
import { writePostShareImages } from "./build/post-share-images";
import { loadSiteIdentity } from "./build/site-identity";
import { BUILD_ERROR_FILE } from "../server/pages/build-error-page";
import { localOriginOf } from "../server/platform/config";

// The development build goes to dist-dev/, never dist/: `npm start` serves only what `npm run build` made.
await mkdir(join(DEV_DIST, "assets"), { recursive: true });
// The web manifest and share image, drawn once from practice.json (restart dev after changing it).
const identity = await loadSiteIdentity();
await writeIdentityFiles(identity, DEV_DIST);
let server: ChildProcess | undefined;
let restartTimer: NodeJS.Timeout | undefined;
/** What SIGINT or SIGTERM closes, added as each is made: a signal during the first build leaves nothing behind either. */
const closers: Array<() => Promise<unknown>> = [];

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    clearTimeout(restartTimer);
    // The preview server goes too, and is waited for: nothing is left listening on the port.
    const running = server && server.exitCode === null ? server : undefined;
    const exited = running ? new Promise((resolve) => running.once("exit", resolve)) : undefined;
    running?.kill("SIGTERM");
    await Promise.all([...closers.map((close) => close()), exited]);
    process.exit(0);
  });
}

// A change in shared/ rebuilds client and server; restart once for both.
function restartServer() {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(startServer, 200);
}

async function startServer() {
  if (server && server.exitCode === null) {
    const running = server;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  }
  server = spawn(process.execPath, [join(DEV_DIST, "server", "index.js")], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: process.env.LOG_LEVEL ?? "debug" },
  });
}

/**
 * The posts, drafts included (marked "Draft" on the page), with their share images. A problem in one
 * is printed and written where the preview server shows it on every page, until a save fixes it.
 */
async function compilePosts() {
  try {
    const { posts, practiceAreas, shareImages } = await compileContent({ includeDrafts: true, outDir: DEV_DIST });
    await writePostShareImages(identity, shareImages, join(DEV_DIST, "public"));
    await rm(join(DEV_DIST, BUILD_ERROR_FILE), { force: true });
    console.log(
      `[dev] content compiled: ${posts.length} post(s), ${posts.filter((post) => post.draft).length} draft(s), ${practiceAreas.length} practice area(s)`,
    );
  } catch (error) {
    const message =
      error instanceof Error && error.name === "ContentError"
        ? error.message
        : String(error instanceof Error ? error.stack : error);
    console.error(message);
    await writeFile(join(DEV_DIST, BUILD_ERROR_FILE), message);
  }
}

const onEnd = (name: string, after: (result: BuildResult) => Promise<unknown>): Plugin => ({
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

// Two client builds (scripts/build/config.ts): the app, then the entry that imports it by its hashed names.
let appMetafile: Metafile | undefined;
const latestAppMetafile = () => {
  if (!appMetafile) throw new Error("the entry was built before the app");
  return appMetafile;
};
const entryBuild = await esbuild.context({
  ...entryOptions({ production: false, outDir: DEV_DIST, appMetafile: latestAppMetafile }),
  plugins: [
    ...(entryOptions({ production: false, outDir: DEV_DIST, appMetafile: latestAppMetafile }).plugins ?? []),
    onEnd("client", (result) =>
      writeFile(join(DEV_DIST, "manifest.json"), JSON.stringify(manifestFrom(metafileOf(result)), null, 2)),
    ),
  ],
});
const appOptionsDev = appOptions({ production: false, outDir: DEV_DIST });
const client = await esbuild.context({
  ...appOptionsDev,
  plugins: [
    ...(appOptionsDev.plugins ?? []),
    {
      name: "then-the-entry",
      setup(build) {
        build.onEnd(async (result) => {
          if (result.errors.length > 0) return;
          appMetafile = metafileOf(result);
          await entryBuild.rebuild();
        });
      },
    },
  ],
});
closers.push(
  () => client.dispose(),
  () => entryBuild.dispose(),
);
// The blog's compiler runs in this process: restart `npm run dev` after changing server/blog/ itself.
const serverBuild = await esbuild.context({
  ...serverOptions({ production: false, outDir: DEV_DIST }),
  plugins: [onEnd("server", async () => undefined)],
});
closers.push(() => serverBuild.dispose());
await compilePosts();
await client.rebuild();
// A post or an image is not part of any bundle: watch for them directly. chokidar, not fs.watch: an
// editor that saves by writing a new file and renaming it over the old one (vim, gedit, JetBrains'
// safe write, sed -i) stops Node 20's recursive fs.watch on Linux from firing again.
let blogTimer: NodeJS.Timeout | undefined;
const contentWatcher = chokidar.watch(
  // Every file the content check reads (server/content-check), so one save shows every problem that is left.
  [
    "shared/content/blog",
    "shared/content/practice-areas",
    "shared/content/team",
    "shared/content/tags.json",
    "shared/content/plans.json",
    "shared/content/engagement.json",
    "public/images",
  ].map((dir) => join(ROOT, dir)),
  { ignoreInitial: true },
);
closers.push(() => contentWatcher.close());
contentWatcher.on("all", () => {
  clearTimeout(blogTimer);
  blogTimer = setTimeout(() => void compilePosts().then(restartServer), 100);
});
await Promise.all([client.watch(), entryBuild.watch(), serverBuild.watch()]);
console.log(
  `[dev] watching client/, server/, shared/ and the posts — ${localOriginOf({ ...process.env, NODE_ENV: "development" })}`,
);
