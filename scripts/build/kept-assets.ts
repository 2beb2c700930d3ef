// A page loaded before a publish or a deploy still asks for the hashed scripts, stylesheet and fonts
// its build named, seconds or minutes later (the app's scripts load after the first paint). Each
// build carries the previous builds' assets over, so whichever build answers has them.
import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** How many builds before the newest keep their assets served. */
const KEPT_BUILDS = 2;
/** In dist/: which build made which of the files in dist/assets/, newest first. */
const ASSET_HISTORY_FILE = "asset-history.json";

interface Generation {
  readonly build: string;
  readonly files: readonly string[];
}

/**
 * Copies into `stagingDir/assets` the files of the last KEPT_BUILDS builds in `previousDir` (the
 * build being replaced) that the new build did not make itself, and records the new history. A
 * previous build without a history counts as one build of every file it has.
 */
export async function keepPreviousAssets(
  previousDir: string,
  stagingDir: string,
  build: string,
): Promise<{ kept: number }> {
  const own = await readdir(join(stagingDir, "assets"));
  const previous = await readHistory(previousDir);
  const history: Generation[] = [{ build, files: own }, ...previous.slice(0, KEPT_BUILDS)];
  const ownNames = new Set(own);
  const carried = new Set(
    previous.slice(0, KEPT_BUILDS).flatMap((generation) => generation.files.filter((file) => !ownNames.has(file))),
  );
  for (const file of carried) await copyFile(join(previousDir, "assets", file), join(stagingDir, "assets", file));
  await writeFile(join(stagingDir, ASSET_HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
  return { kept: carried.size };
}

/** The files in dist/assets that the build in `distDir` made itself: every asset there but those carried over. */
export async function ownAssets(distDir: string): Promise<string[]> {
  const [newest] = await readHistory(distDir);
  return newest ? [...newest.files] : [];
}

async function readHistory(distDir: string): Promise<Generation[]> {
  let onDisk: Set<string>;
  try {
    onDisk = new Set(await readdir(join(distDir, "assets")));
  } catch {
    return [];
  }
  let history: Generation[];
  try {
    history = JSON.parse(await readFile(join(distDir, ASSET_HISTORY_FILE), "utf8")) as Generation[];
  } catch {
    history = [{ build: "before the asset history", files: [...onDisk] }];
  }
  // Only files still there: a folder tidied by hand loses nothing but what is gone already.
  return history.map((generation) => ({
    build: generation.build,
    files: generation.files.filter((file) => onDisk.has(file)),
  }));
}
