// Production build: hashed client assets with precompressed variants and a manifest, then the server bundle.
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import * as esbuild from "esbuild";
import { ASSETS_DIR, DIST, ROOT, clientOptions, serverOptions } from "./build-config.mjs";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|map)$/;
/** Fonts on the first screen: the body face and the headline face, preloaded from <head>. */
const PRELOAD_FONT_PREFIXES = ["inter-latin-wght-normal-", "source-serif-4-latin-wght-normal-"];

export async function build() {
  const started = performance.now();
  await rm(DIST, { recursive: true, force: true });
  await mkdir(ASSETS_DIR, { recursive: true });
  // The posts first: a post with a problem stops the build before anything else is written.
  const posts = await compileBlog({ includeDrafts: false });

  const client = await esbuild.build(clientOptions({ production: true }));
  const manifest = manifestFrom(client.metafile);
  await precompress(ASSETS_DIR);
  await writeFile(join(DIST, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  await esbuild.build(serverOptions({ production: true }));
  console.log(
    `built ${relative(ROOT, DIST)}/ in ${Math.round(performance.now() - started)} ms: ${manifest.script}, ${manifest.stylesheet}, ${posts.length} post(s)`,
  );
}

/**
 * Checks and renders the posts (shared/content/blog/*.md) into dist/blog.json with the server's
 * own code (server/blog/compile.ts, bundled for Node first). Drafts only when asked (development).
 * A problem in a post throws an error naming the file and the field.
 */
export async function compileBlog({ includeDrafts }) {
  const outdir = join(DIST, "tools");
  await esbuild.build({ ...serverOptions({ production: false }), entryPoints: { "compile-blog": "server/blog/compile.ts" }, outdir, sourcemap: false });
  // A fresh URL each time, so `npm run dev` picks up a changed compiler.
  const { compileBlog: compile } = await import(`${pathToFileURL(join(outdir, "compile-blog.js")).href}?t=${Date.now()}`);
  return compile({ includeDrafts });
}

export function manifestFrom(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === "client/main.tsx");
  if (!entry) throw new Error("esbuild wrote no client entry");
  const [scriptPath, scriptOutput] = entry;
  if (!scriptOutput.cssBundle) throw new Error("the client entry has no stylesheet");
  const url = (path) => `/assets/${basename(path)}`;
  const preloadFonts = outputs
    .map(([path]) => basename(path))
    .filter((name) => PRELOAD_FONT_PREFIXES.some((prefix) => name.startsWith(prefix)))
    .map((name) => `/assets/${name}`);
  return { script: url(scriptPath), stylesheet: url(scriptOutput.cssBundle), preloadFonts };
}

async function precompress(dir) {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    names.map(async (name) => {
      const data = await readFile(join(dir, name));
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzipAsync(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(join(dir, `${name}.br`), br), writeFile(join(dir, `${name}.gz`), gz)]);
    }),
  );
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  try {
    await build();
  } catch (error) {
    // A post's problem is the author's to fix: say what it is, without a stack trace.
    if (error?.name !== "BlogContentError") throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

export const isBuilt = () => ["manifest.json", "blog.json", join("server", "index.js")].every((file) => existsSync(join(DIST, file)));
