// Content images (a post's image, a profile's photo, an image in a body): read from public/, checked,
// and planned at the sizes the pages use. The collections ask for each image as they read their
// files; the build then makes every planned file (scripts/build/content-images.ts) and refuses a
// source it cannot decode, naming each file and field that uses it.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import { imageSize } from "image-size";
import {
  PIPELINE_VERSION,
  planImage,
  type DerivedImage,
  type ImageUse,
  type RasterFormat,
  type ServedImage,
} from "./image-plan";

/** Where an image is named: the content file (relative, as messages name it) and its field ("image", "photo", "body"). */
export interface ImageReference {
  readonly file: string;
  readonly field: string;
}

export type PublicImage =
  | {
      readonly ok: true;
      readonly path: string;
      readonly bytes: Buffer;
      readonly width: number;
      readonly height: number;
      readonly format: RasterFormat | "svg";
    }
  /** The problem completes "<src> ...". */
  | { readonly ok: false; readonly problem: string };

/** What the header says the file is, by image-size's names; anything else is refused. */
const FORMATS: Readonly<Record<string, RasterFormat | "svg">> = {
  jpg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "avif",
  svg: "svg",
};
export const READABLE_FORMATS = "SVG, PNG, JPEG, WebP or AVIF";

/**
 * The file a site path names under public/, decoded and resolved, or undefined when it would leave
 * the folder ("/images/%2e%2e/%2e%2e/etc/x.svg") or does not decode.
 */
export function publicFilePath(publicDir: string, src: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    return undefined;
  }
  const root = resolve(publicDir);
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(root + sep) ? file : undefined;
}

/**
 * An image under public/ with its size as shown (a phone photo's orientation applied), or why it
 * cannot be used: missing, or not a picture in a format the site serves. Reads the header only; the
 * build decodes the whole of each raster image it serves.
 */
export function readPublicImage(publicDir: string, src: string): PublicImage {
  const path = publicFilePath(publicDir, src);
  let bytes: Buffer;
  try {
    if (!path) throw new Error("outside public/");
    bytes = readFileSync(path);
  } catch {
    return { ok: false, problem: "does not exist under public/" };
  }
  let header: ReturnType<typeof imageSize>;
  try {
    header = imageSize(bytes);
  } catch (error) {
    // image-size's words for bytes it does not recognise at all.
    return {
      ok: false,
      problem: unreadable(
        error instanceof Error && error.message.startsWith("unsupported file type") ? "it is not a picture" : error,
      ),
    };
  }
  const format = header.type === undefined ? undefined : FORMATS[header.type];
  if (!format || !header.width || !header.height)
    return {
      ok: false,
      problem: unreadable(header.type ? `it is a ${header.type.toUpperCase()} file` : "it is not a picture"),
    };
  // EXIF orientations 5 to 8 turn the picture a quarter: a phone's portrait photo is stored landscape.
  const turned = (header.orientation ?? 1) >= 5;
  return {
    ok: true,
    path,
    bytes,
    format,
    width: turned ? header.height : header.width,
    height: turned ? header.width : header.height,
  };
}

/** Why a file is no use as an image, completing "<path> ...". */
export const unreadable = (cause: unknown) =>
  `cannot be read as an image (${cause instanceof Error ? cause.message : String(cause)}): save it again as ${READABLE_FORMATS}, or choose another file`;

/** A source the build must decode, and every file and field that uses it. */
export interface ImageSourceUse {
  readonly src: string;
  /** The file on disk. */
  readonly path: string;
  readonly references: ImageReference[];
  readonly files: DerivedImage[];
}

/**
 * The content images one build uses: each collection asks for its images here as it reads its
 * files, gets the markup's values back, and the build makes the files afterwards.
 */
export class ContentImages {
  readonly #sources = new Map<string, ImageSourceUse>();

  constructor(readonly publicDir: string) {}

  /** The image as the pages serve it, or the problem (completing "<src> ...") to report against the reference's field. */
  use(
    src: string,
    use: ImageUse,
    reference: ImageReference,
  ): { readonly image: ServedImage } | { readonly problem: string } {
    const read = readPublicImage(this.publicDir, src);
    if (!read.ok) return { problem: read.problem };
    if (read.format === "svg") return { image: { src, width: read.width, height: read.height } };
    const hash = createHash("sha256").update(PIPELINE_VERSION).update(read.bytes).digest("hex");
    const plan = planImage({ src, hash, width: read.width, height: read.height, format: read.format, use });
    const source = this.#sources.get(read.path) ?? { src, path: read.path, references: [], files: [] };
    this.#sources.set(read.path, source);
    if (!source.references.some((known) => known.file === reference.file && known.field === reference.field))
      source.references.push(reference);
    for (const file of plan.files) if (!source.files.some((known) => known.name === file.name)) source.files.push(file);
    return { image: plan.image };
  }

  /** Every raster source used, with the files to make of it. */
  sources(): readonly ImageSourceUse[] {
    return [...this.#sources.values()];
  }
}

/**
 * An image through the build's content images when there are some; without (a test, the launch
 * check), served as it is, checked the same way.
 */
export function serveImage(
  images: ContentImages | undefined,
  publicDir: string,
  src: string,
  use: ImageUse,
  reference: ImageReference,
): { readonly image: ServedImage } | { readonly problem: string } {
  if (images) return images.use(src, use, reference);
  const read = readPublicImage(publicDir, src);
  return read.ok ? { image: { src, width: read.width, height: read.height } } : { problem: read.problem };
}
