// Each post's 1200×630 share image: the site's share image (share-image.ts) with the post's
// title. Drawing one takes a moment, so images are kept in a cache keyed by what they show and by
// the drawing code; a build redraws only new or changed posts.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderShareImage } from "./share-image";

export interface ShareImageJob {
  readonly path: string;
  readonly title: string;
  readonly meta: string;
}

const DEFAULT_CACHE = fileURLToPath(new URL("../../node_modules/.cache/post-share-images/", import.meta.url));
const DRAWING_CODE = fileURLToPath(new URL("./share-image.ts", import.meta.url));

/**
 * Writes each job's image under `publicDir` (job.path is its URL path).
 */
export async function writePostShareImages(
  { PRACTICE }: { readonly PRACTICE: { readonly tradingName: string } },
  jobs: readonly ShareImageJob[],
  publicDir: string,
  cacheDir = DEFAULT_CACHE,
): Promise<void> {
  const code = await readFile(DRAWING_CODE);
  await mkdir(cacheDir, { recursive: true });
  // One at a time: the font decoder behind renderShareImage must not be called concurrently.
  for (const job of jobs) {
    const content = { brand: PRACTICE.tradingName, title: job.title, meta: job.meta };
    const key = createHash("sha256").update(code).update(JSON.stringify(content)).digest("hex").slice(0, 32);
    const cached = join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) await writeFile(cached, await renderShareImage(content));
    const target = join(publicDir, job.path);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(cached, target);
  }
}
