// esbuild options shared by the production build (scripts/build.ts) and the watcher (scripts/dev.ts).
import { basename, join, relative } from "node:path";
import type * as esbuildModule from "esbuild";
import type { BuildOptions, BuildResult, Metafile, Plugin } from "esbuild";

type EsbuildApi = typeof esbuildModule;
import { fontSubsetPlugin } from "./fonts";
import { DEV_DIST, DIST, ROOT } from "./paths.mjs";

export { DEV_DIST, DIST, ROOT };

/** Browsers we support: the last few years of evergreen browsers (CSS nesting, :has, <details name> degrade gracefully). */
const BROWSER_TARGETS = ["chrome111", "edge111", "firefox113", "safari16.4"];

/**
 * react-router's package exports only name its development build; the production build ships
 * beside it without a condition to select it. Point the browser bundle at it.
 */
const reactRouterProduction: Plugin = {
  name: "react-router-production",
  setup(build) {
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: join(
        ROOT,
        "node_modules/react-router/dist/production",
        args.path.endsWith("/dom") ? "dom-export.mjs" : "index.mjs",
      ),
    }));
  },
};

/** The page's only script tag (client/entry.ts); its outputs are the manifest's script and stylesheet. */
export const CLIENT_ENTRY = "client/entry.ts";
/** What the entry imports after the first paint: React's runtime, then the app. */
const APP_ENTRIES = { "react-runtime": "client/react-runtime.ts", app: "client/main.tsx" };

interface BuildTarget {
  production: boolean;
  outDir?: string;
}

const browserOptions = ({ production, outDir = DIST }: BuildTarget): BuildOptions => ({
  absWorkingDir: ROOT,
  bundle: true,
  format: "esm",
  target: BROWSER_TARGETS,
  // esbuild writes a regular expression with \p{…} as `new RegExp("…")` for every browser, in case a
  // property is newer than it (Unicode adds some each year); a call it cannot drop, so valibot's unused
  // emoji pattern shipped in the bundle. Ours name general categories and emoji properties every
  // target has had since property escapes arrived (Chrome 64, Firefox 78, Safari 11.1): literals.
  supported: { "regexp-unicode-property-escapes": true },
  outdir: join(outDir, "assets"),
  entryNames: "[name]-[hash]",
  assetNames: "[name]-[hash]",
  publicPath: "/assets",
  jsx: "automatic",
  minify: production,
  legalComments: "none",
  // Text as UTF-8, not \u escapes: a module script is always decoded as UTF-8, and an escape is
  // twice the bytes of the character (the copy's typographic quotes and dashes).
  charset: "utf8",
  metafile: true,
  define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
  logLevel: "warning",
});

/** React's runtime and the app, split into hashed chunks (code both use is in a chunk of its own). */
export function appOptions({ production, outDir = DIST }: BuildTarget): BuildOptions {
  return {
    ...browserOptions({ production, outDir }),
    entryPoints: APP_ENTRIES,
    splitting: true,
    chunkNames: "[name]-[hash]",
    // V8's explicit compile hint: Chromium compiles every function of these scripts on a background
    // thread while they stream in. Without it, React's functions were compiled lazily on the main
    // thread as evaluation and hydration first called them: the runtime's evaluation was one 70-115 ms
    // task on this 2-core machine, 35-45 ms with the hint (a trace of `/`; docs/decisions/008).
    banner: { js: "//# allFunctionsCalledOnLoad" },
    plugins: production ? [reactRouterProduction] : [],
  };
}

/**
 * The entry and the stylesheet (with the subset fonts). Built after the app, from its metafile: the
 * entry's `import("./react-runtime")` and `import("./main")` become the chunks' hashed URLs, so the
 * entry has no import of its own to wait for. `appMetafile()` gives the latest app build (the watcher rebuilds both).
 */
export function entryOptions({
  production,
  outDir = DIST,
  appMetafile,
}: BuildTarget & { appMetafile: () => Metafile }): BuildOptions {
  // "client/main" -> "/assets/app-HASH.js", for every app entry.
  const appUrls = () =>
    new Map(
      Object.entries(appMetafile().outputs)
        .filter(([, output]) => output.entryPoint)
        .map(([path, output]) => [(output.entryPoint ?? "").replace(/\.tsx?$/, ""), `/assets/${basename(path)}`]),
    );
  const appImports: Plugin = {
    name: "app-imports",
    setup(build) {
      build.onResolve({ filter: /^\./, namespace: "file" }, (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        const module = relative(ROOT, join(args.resolveDir, args.path));
        const url = appUrls().get(module);
        if (!url)
          throw new Error(`${CLIENT_ENTRY} imports ${args.path}, which the app build does not have as an entry`);
        return { path: url, external: true };
      });
    },
  };
  return {
    ...browserOptions({ production, outDir }),
    entryPoints: { client: CLIENT_ENTRY },
    loader: { ".woff2": "file", ".svg": "file" },
    plugins: [appImports, fontSubsetPlugin({ root: ROOT })],
  };
}

/** Both browser builds, app first; returns their metafiles. */
export async function buildClient(
  esbuild: EsbuildApi,
  { production, outDir = DIST }: BuildTarget,
): Promise<{ app: Metafile; entry: Metafile }> {
  const app = await esbuild.build(appOptions({ production, outDir }));
  const entry = await esbuild.build(entryOptions({ production, outDir, appMetafile: () => metafileOf(app) }));
  return { app: metafileOf(app), entry: metafileOf(entry) };
}

export function metafileOf(result: BuildResult): Metafile {
  if (!result.metafile) throw new Error("esbuild returned no metafile (metafile: true is set for the browser builds)");
  return result.metafile;
}

export function serverOptions({ production, outDir = DIST }: BuildTarget): BuildOptions {
  return {
    absWorkingDir: ROOT,
    entryPoints: {
      index: "server/index.ts",
      // The identity, copy and pages, loaded by index.js at start and again on each publish (server/site.ts).
      site: "server/site.ts",
      "enquiries-cli": "server/enquiries/cli.ts",
      "launch-check": "server/launch/cli.ts",
    },
    bundle: true,
    // Code the entries share sits in chunks named by their content: a publish that loads the site
    // module again reuses every chunk it already has, so only code that changed (the identity and what
    // shows it) is loaded anew and kept, since a module is never unloaded (docs/decisions/011).
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    outdir: join(outDir, "server"),
    packages: "external",
    jsx: "automatic",
    sourcemap: production ? "linked" : "inline",
    logLevel: "warning",
    metafile: true,
    // The stylesheet is the client's business; the server only needs its hashed name (manifest).
    loader: { ".css": "empty" },
  };
}

/** The staff area's Markdown toolbar: a script of its own, served by the staff listener, never part of the public bundle. */
export const STAFF_EDITOR = "staff/author-editor.js";

export async function buildStaffEditor(esbuild: EsbuildApi, { outDir = DIST }: { outDir?: string }): Promise<void> {
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ["client/staff-editor.ts"],
    bundle: true,
    format: "iife",
    target: BROWSER_TARGETS,
    minify: true,
    legalComments: "none",
    outfile: join(outDir, STAFF_EDITOR),
    logLevel: "warning",
  });
}
