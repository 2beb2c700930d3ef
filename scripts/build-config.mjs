// esbuild options shared by the production build (build.mjs) and the watcher (dev.mjs).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { fontSubsetPlugin } from "./build/fonts.mjs";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The production build, which `npm start` serves. */
export const DIST = join(ROOT, "dist");
export const ASSETS_DIR = join(DIST, "assets");
/** `npm run dev`'s unminified build: a folder of its own, so `npm start` can never pick it up. */
export const DEV_DIST = join(ROOT, "dist-dev");

/** Browsers we support: the last few years of evergreen browsers (CSS nesting, :has, <details name> degrade gracefully). */
const BROWSER_TARGETS = ["chrome111", "edge111", "firefox113", "safari16.4"];

/**
 * react-router's package exports only name its development build; the production build ships
 * beside it without a condition to select it. Point the browser bundle at it.
 */
const reactRouterProduction = {
  name: "react-router-production",
  setup(build) {
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: join(ROOT, "node_modules/react-router/dist/production", args.path.endsWith("/dom") ? "dom-export.mjs" : "index.mjs"),
    }));
  },
};

export function clientOptions({ production, outDir = DIST }) {
  return {
    absWorkingDir: ROOT,
    entryPoints: { client: "client/main.tsx" },
    bundle: true,
    format: "esm",
    target: BROWSER_TARGETS,
    outdir: join(outDir, "assets"),
    entryNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    publicPath: "/assets",
    loader: { ".woff2": "file", ".svg": "file" },
    jsx: "automatic",
    minify: production,
    legalComments: "none",
    metafile: true,
    define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
    plugins: production ? [reactRouterProduction, fontSubsetPlugin({ root: ROOT })] : [fontSubsetPlugin({ root: ROOT })],
    logLevel: "warning",
  };
}

export function serverOptions({ production, outDir = DIST }) {
  return {
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(
      Object.entries({ index: "server/index.ts", "enquiries-cli": "server/enquiries/cli.ts" }).filter(([, file]) => existsSync(join(ROOT, file))),
    ),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outdir: join(outDir, "server"),
    packages: "external",
    jsx: "automatic",
    sourcemap: production ? "linked" : "inline",
    logLevel: "warning",
    // The stylesheet is the client's business; the server only needs its hashed name (manifest).
    loader: { ".css": "empty" },
  };
}
