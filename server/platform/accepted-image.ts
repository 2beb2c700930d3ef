// Whether bytes are a picture the content image pipeline takes (scripts/build/content-images.ts):
// for a file arriving by upload, checked before anything is written, with the same decoder the build
// uses, so an upload the build would refuse is refused at once.
import sharp, { type Metadata } from "sharp";

/** The raster formats the pipeline resizes, by sharp's names, with the extension and media type a stored file gets. */
const ACCEPTED = {
  jpeg: { extension: "jpg", mediaType: "image/jpeg" },
  png: { extension: "png", mediaType: "image/png" },
  webp: { extension: "webp", mediaType: "image/webp" },
  avif: { extension: "avif", mediaType: "image/avif" },
} as const;
export type AcceptedFormat = keyof typeof ACCEPTED;

/** A picture larger than this (a 12 MP phone photo is 12 million) is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageCheck =
  | {
      readonly ok: true;
      readonly format: AcceptedFormat;
      readonly extension: string;
      readonly mediaType: string;
      /** As the picture is shown: a phone photo's orientation applied. */
      readonly width: number;
      readonly height: number;
    }
  | { readonly ok: false; readonly reason: string };

const FORMAT_NAMES = "JPEG, PNG, WebP or AVIF";

/**
 * Reads the bytes' header and decodes the whole picture (a truncated or corrupt file is refused, not
 * stored); what the bytes are is decided by their content, never a file name or a declared type.
 * SVG is not accepted here: a drawing can carry script, and the pipeline serves SVG only from files
 * committed by hand.
 */
export async function acceptedImage(bytes: Uint8Array): Promise<ImageCheck> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { failOn: "warning", limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    return { ok: false, reason: `it is not a picture in a format the site takes (${FORMAT_NAMES})` };
  }
  const format = acceptedFormat(metadata);
  if (!format)
    return {
      ok: false,
      reason: `it is ${metadata.format === "svg" ? "an SVG drawing" : `a ${String(metadata.format).toUpperCase()} file`}; the site takes ${FORMAT_NAMES}`,
    };
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS)
    return {
      ok: false,
      reason: `it is ${width} × ${height} pixels, more than the ${MAX_IMAGE_PIXELS / 1_000_000} million the site takes`,
    };
  try {
    // Decoding at a small size still reads every byte of the picture.
    await sharp(bytes, { failOn: "warning", limitInputPixels: MAX_IMAGE_PIXELS }).resize(64).raw().toBuffer();
  } catch (error) {
    return {
      ok: false,
      reason: `the picture is damaged (${error instanceof Error ? error.message : String(error)}): save it again and upload that`,
    };
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return { ok: true, format, ...ACCEPTED[format], width: turned ? height : width, height: turned ? width : height };
}

/** sharp calls AVIF "heif" with AV1 compression; HEIC (HEVC) is not one the build can write back. */
function acceptedFormat(metadata: Metadata): AcceptedFormat | undefined {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : undefined;
  return metadata.format in ACCEPTED ? (metadata.format as AcceptedFormat) : undefined;
}
