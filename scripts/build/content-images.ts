// The build's content images: every raster image a post, a profile or a body uses, resized to the
// widths the pages offer and encoded as AVIF, WebP and a JPEG (or PNG) fallback, into the build's
// assets folder under names that carry the source's hash. Encoding takes a while, so each file is
// kept in a cache by its name: a build re-encodes only new or changed images.
import { existsSync } from "node:fs";
import { copyFile, mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { ContentError, type ContentProblem } from "../../server/collections/problems";
import { unreadable, type ContentImages, type ImageSourceUse } from "../../server/collections/content-images";
import { ENCODING, type DerivedImage } from "../../server/collections/image-plan";
import { BUILD_CACHE } from "./build-cache";

const DEFAULT_CACHE = join(BUILD_CACHE, "content-images");

export interface ContentImagesReport {
  readonly sources: number;
  /** Files encoded by this build. */
  readonly made: number;
  /** Files taken from the cache. */
  readonly cached: number;
  readonly ms: number;
}

/**
 * Makes every file the collections planned into `assetsDir`. A source the encoder cannot decode
 * (truncated, corrupt, not what its header says) stops the build: one ContentError naming every file
 * and field that uses each such source.
 */
export async function writeContentImages(
  images: ContentImages,
  assetsDir: string,
  cacheDir = DEFAULT_CACHE,
): Promise<ContentImagesReport> {
  const started = performance.now();
  await mkdir(cacheDir, { recursive: true });
  await mkdir(assetsDir, { recursive: true });
  const problems: ContentProblem[] = [];
  let made = 0;
  let cached = 0;
  for (const source of images.sources()) {
    const missing = source.files.filter((file) => !existsSync(join(cacheDir, file.name)));
    try {
      if (missing.length > 0) await encode(source, missing, cacheDir);
    } catch (error) {
      for (const { file, field } of source.references)
        problems.push({
          file,
          fieldPath: field,
          label: `the picture ${source.src}`,
          message: `${source.src} ${unreadable(error)}`,
        });
      continue;
    }
    made += missing.length;
    cached += source.files.length - missing.length;
    for (const file of source.files) await copyFile(join(cacheDir, file.name), join(assetsDir, file.name));
  }
  if (problems.length > 0) throw new ContentError("content images", problems);
  return { sources: images.sources().length, made, cached, ms: Math.round(performance.now() - started) };
}

/**
 * Decodes the source once (any error or warning from the decoder counts: a truncated photo is
 * refused, not published half grey), turned upright and in sRGB at the largest width wanted, then
 * encodes each file from that.
 */
async function encode(source: ImageSourceUse, files: readonly DerivedImage[], cacheDir: string): Promise<void> {
  for (const square of [false, true]) {
    const wanted = files.filter((file) => file.square === square);
    if (wanted.length === 0) continue;
    const largest = Math.max(...wanted.map((file) => file.width));
    const decoded = sharp(source.path, { failOn: "warning" }).rotate();
    const resized = square
      ? decoded.resize({ width: largest, height: largest, fit: "cover" })
      : decoded.resize({ width: largest, withoutEnlargement: true });
    const { data, info } = await resized
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    for (const file of wanted) {
      const raw = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({
        width: file.width,
        withoutEnlargement: true,
      });
      const bytes = await encoded(raw, file).toBuffer();
      // Written aside and renamed: two builds at once never leave each other half a file.
      const partial = join(cacheDir, `${file.name}.${process.pid}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, join(cacheDir, file.name));
    }
  }
}

function encoded(image: Sharp, file: DerivedImage): Sharp {
  switch (file.format) {
    case "avif":
      return image.avif(ENCODING.avif);
    case "webp":
      return image.webp(ENCODING.webp);
    case "png":
      return image.png(ENCODING.png);
    case "jpeg":
      // A JPEG has no transparency: a transparent part shows the page's paper, not black.
      return image.flatten({ background: "#faf8f4" }).jpeg(ENCODING.jpeg);
  }
}
