// Production build: hashed client assets with precompressed variants and a manifest, then the server bundle.
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import * as esbuild from "esbuild";
import { ASSETS_DIR, DIST, ROOT, clientOptions, serverOptions } from "./build-config.mjs";
import { FIRST_SCREEN_FONTS } from "./build/fonts.mjs";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|map)$/;

export async function build() {
  const started = performance.now();
  await rm(DIST, { recursive: true, force: true });
  await mkdir(ASSETS_DIR, { recursive: true });

  const client = await esbuild.build(clientOptions({ production: true }));
  const manifest = manifestFrom(client.metafile);
  await precompress(ASSETS_DIR);
  await writeFile(join(DIST, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  await esbuild.build(serverOptions({ production: true }));
  console.log(`built ${relative(ROOT, DIST)}/ in ${Math.round(performance.now() - started)} ms: ${manifest.script}, ${manifest.stylesheet}`);
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
    .filter((name) => FIRST_SCREEN_FONTS.some((prefix) => name.startsWith(prefix)))
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
  await build();
}

export const isBuilt = () => existsSync(join(DIST, "manifest.json")) && existsSync(join(DIST, "server", "index.js"));
