// What a build makes from its inputs alone (a share image from the words it shows and the code that
// draws it, the compressed copy of an asset from the asset's bytes), kept under a hash of those inputs
// in node_modules/.cache/site-build/: a later build with the same inputs, in this checkout or in a copy
// sharing its node_modules (a preview, a publish's check, the suite's copies), reads the bytes back
// instead of making them again. The bytes are the same either way; only the time differs. One folder
// for every cache the build keeps, so a deploy carries it into the next release, whose `npm ci` starts
// from an empty node_modules (scripts/deploy-release.sh).
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const BUILD_CACHE = fileURLToPath(new URL("../../node_modules/.cache/site-build/", import.meta.url));

/** The cache file for `inputs` in `dir` (created when missing), with `extension`. */
async function cacheFile(dir: string, inputs: readonly (string | Uint8Array)[], extension: string): Promise<string> {
  const hash = createHash("sha256");
  // Each input's length first, so that ["ab", "c"] and ["a", "bc"] differ.
  for (const input of inputs) hash.update(`${input.length}:`).update(input);
  await mkdir(dir, { recursive: true });
  return join(dir, `${hash.digest("hex").slice(0, 32)}${extension}`);
}

/**
 * The bytes `make` returns for `inputs`, from `dir` when a build has made them before. Written aside
 * and renamed: two builds at once never read each other's half-written file.
 */
export async function cachedBytes(
  dir: string,
  inputs: readonly (string | Uint8Array)[],
  extension: string,
  make: () => Promise<Uint8Array>,
): Promise<Buffer> {
  const file = await cacheFile(dir, inputs, extension);
  if (existsSync(file)) return readFile(file);
  const bytes = Buffer.from(await make());
  const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
}
