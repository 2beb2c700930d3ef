// What the build makes of one content image, and what the pages write to serve it: decided from the
// source's bytes (their hash), its size and how the pages use it, with no image library, so the
// collections stay synchronous and the build's encoder (scripts/build/content-images.ts) makes
// exactly the files the markup names.

/**
 * How the pages use an image. Widths are what a browser picks from at 1x, 2x and 3x density, measured
 * on the built pages at 390, 768 and 1280 px: the card on /blog and a post's header fill the narrow
 * column (at most 720 CSS px; 350 on a 390 px phone), a body image at most that column, and a
 * profile's photo is a 64 or 96 CSS px circle.
 */
export const IMAGE_USES = {
  post: { widths: [360, 720, 1080, 1440], fallbackWidth: 720, square: false },
  body: { widths: [360, 720, 1080, 1440], fallbackWidth: 720, square: false },
  photo: { widths: [64, 128, 192, 288], fallbackWidth: 192, square: true },
} as const;
export type ImageUse = keyof typeof IMAGE_USES;

/**
 * The `sizes` each place on a page gives the browser: the narrow column is 720 px, or the window
 * less its gutters (at least 1.25rem a side) below 784 px.
 */
export const IMAGE_SIZES = {
  column: "(min-width: 784px) 720px, calc(100vw - 2.5rem)",
  photoSmall: "4rem",
  photoLarge: "6rem",
} as const;

/** Raster formats the pipeline reads; SVG is served as it is. */
export type RasterFormat = "jpeg" | "png" | "webp" | "avif";
export type OutputFormat = "avif" | "webp" | "jpeg" | "png";

/** Modern formats every page offers first, smallest first: the browser takes the first it supports. */
const MODERN: readonly { readonly format: OutputFormat; readonly type: string }[] = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
];

const EXTENSIONS: Readonly<Record<OutputFormat, string>> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

/**
 * How each format is encoded (sharp's options): AVIF at a low effort keeps a phone photo's encode
 * to about a second a size on a busy machine, for files a fifth of a good JPEG's.
 */
export const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

/**
 * Part of every file's name with the source's bytes: change it whenever what the encoder makes of a
 * source changes other than by ENCODING (the crop, the resize), so a name never serves other bytes
 * than before (names are cached for a year).
 */
export const PIPELINE_VERSION = `1 ${JSON.stringify(ENCODING)}`;

/** One file the build makes from a source. */
export interface DerivedImage {
  /** The file's name in the build's assets folder, served at /assets/<name>. */
  readonly name: string;
  readonly width: number;
  /** Cropped to a square from the centre (a photo shown in a circle), else the source's shape. */
  readonly square: boolean;
  readonly format: OutputFormat;
}

export interface ImageSource {
  readonly type: string;
  /** "url 360w, url 720w": the widths the browser chooses from. */
  readonly srcset: string;
}

/** An image as the pages serve it: the fallback `src` any browser reads, and modern sources before it. */
export interface ServedImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Absent for an image served as it is (SVG). */
  readonly sources?: readonly ImageSource[];
}

export interface ImagePlan {
  readonly image: ServedImage;
  readonly files: readonly DerivedImage[];
}

/** The widths to make: the use's widths the source is wider than, and the source's own width when it falls short of the largest. */
export function widthsFor(use: ImageUse, sourceWidth: number): number[] {
  const wanted = IMAGE_USES[use].widths;
  const largest = wanted.at(-1) ?? sourceWidth;
  return sourceWidth >= largest ? [...wanted] : [...wanted.filter((width) => width < sourceWidth), sourceWidth];
}

/** A file name's readable part: the source's own name, lowercase letters, digits and hyphens. */
function stemOf(src: string): string {
  const name = src.slice(src.lastIndexOf("/") + 1);
  const base = name.includes(".") ? name.slice(0, name.lastIndexOf(".")) : name;
  const stem = base
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("-")
    .slice(0, 40);
  return stem || "image";
}

/**
 * The files to make of a raster source and the markup's values. `hash` identifies the source's bytes;
 * width and height are as the source is shown (after its orientation). The fallback keeps PNG for a
 * PNG (it may be transparent) and is a JPEG otherwise.
 */
export function planImage({
  src,
  hash,
  width,
  height,
  format,
  use,
}: {
  readonly src: string;
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  readonly format: RasterFormat;
  readonly use: ImageUse;
}): ImagePlan {
  const { square, fallbackWidth } = IMAGE_USES[use];
  const shownWidth = square ? Math.min(width, height) : width;
  const shownHeight = square ? shownWidth : height;
  const key = `${stemOf(src)}-${hash.slice(0, 12)}${square ? "-sq" : ""}`;
  const file = (w: number, f: OutputFormat): DerivedImage => ({
    name: `${key}-${w}.${EXTENSIONS[f]}`,
    width: w,
    square,
    format: f,
  });
  const widths = widthsFor(use, shownWidth);
  const modern = MODERN.map(({ format: f, type }) => ({ type, files: widths.map((w) => file(w, f)) }));
  const fallback = file(Math.min(fallbackWidth, shownWidth), format === "png" ? "png" : "jpeg");
  return {
    image: {
      src: `/assets/${fallback.name}`,
      width: fallback.width,
      height: Math.max(1, Math.round((shownHeight * fallback.width) / shownWidth)),
      sources: modern.map(({ type, files }) => ({
        type,
        srcset: files.map((f) => `/assets/${f.name} ${f.width}w`).join(", "),
      })),
    },
    files: [...modern.flatMap(({ files }) => files), fallback],
  };
}
