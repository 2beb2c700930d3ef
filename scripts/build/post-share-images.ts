// Each post's 1200×630 share image: the site's share image (share-image.ts) with the post's
// title. Drawing one takes a moment, so images are kept in a cache keyed by what they show, the
// drawing code and the fonts (share-image.ts, cachedShareImage); a build redraws only new or changed posts.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { cachedShareImage, SHARE_IMAGE_CACHE } from "./share-image";

export interface ShareImageJob {
  readonly path: string;
  readonly title: string;
  readonly meta: string;
}

/**
 * Writes each job's image under `publicDir` (job.path is its URL path).
 */
export async function writePostShareImages(
  { PRACTICE }: { readonly PRACTICE: { readonly tradingName: string } },
  jobs: readonly ShareImageJob[],
  publicDir: string,
  cacheDir = SHARE_IMAGE_CACHE,
): Promise<void> {
  // One at a time: the font decoder behind the drawing must not be called concurrently.
  for (const job of jobs) {
    const png = await cachedShareImage({ brand: PRACTICE.tradingName, title: job.title, meta: job.meta }, cacheDir);
    const target = join(publicDir, job.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, png);
  }
}
