import sharp from "sharp";
import { UPLOAD_LIMIT_BYTES, type UploadedFile } from "./multipart";

export type ImageCheck =
  | { readonly ok: true; readonly bytes: Buffer; readonly extension: "jpg" | "png" }
  | { readonly ok: false; readonly message: string };

type Format = "jpeg" | "png" | "webp" | "heif";

/** What the bytes say the file is (never its name or the browser's word for it). */
function sniff(bytes: Buffer): Format | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.toString("latin1", 4, 8) === "ftyp" && /^avi[fs]$/.test(bytes.toString("latin1", 8, 12))) return "heif";
  return undefined;
}

/**
 * A picture that is also something else (a page, a script, an archive, a PDF) is refused: a
 * browser or another program may one day read the other thing. Re-encoding below would strip it,
 * but an author is better told the file is not what it seems.
 */
const SMUGGLED = [/<(?:script|html|body|iframe|svg|object|embed)\b/i, /<\?php/i, /%PDF-/];
/** A zip archive's entry header (a JAR, an Office file): "PK", 3, 4. */
const ZIP_ENTRY = "PK\u0003\u0004";

/** The largest side an uploaded image keeps: larger than any size the pages use. */
const MAX_SIDE = 2400;

/**
 * Checks an upload and makes the file the site keeps: a JPEG, PNG, WebP or AVIF image by its
 * bytes, within the size limit, nothing else inside it, decoded and encoded again (metadata such
 * as the GPS position dropped, turned upright, at most 2400 px a side): a JPEG, or a PNG when it
 * has transparency.
 */
export async function acceptImage(file: UploadedFile): Promise<ImageCheck> {
  const megabytes = Math.round(UPLOAD_LIMIT_BYTES / 1024 / 1024);
  if (file.truncated)
    return {
      ok: false,
      message: `The file is larger than ${megabytes} MB: export a smaller copy (a photo of about 2400 pixels across is plenty) and upload that.`,
    };
  const format = sniff(file.bytes);
  if (!format)
    return {
      ok: false,
      message:
        "The file is not a JPEG, PNG, WebP or AVIF image (by its contents, whatever its name says): upload a photo or picture in one of those formats.",
    };
  const latin1 = file.bytes.toString("latin1");
  const rest = latin1.slice(format === "png" || format === "jpeg" ? 4 : 12);
  if (SMUGGLED.some((pattern) => pattern.test(rest)) || rest.includes(ZIP_ENTRY)) {
    return {
      ok: false,
      message:
        "The file holds something besides the picture, so it was refused: open it in a photo app, save or export it as a new JPEG or PNG, and upload that.",
    };
  }
  try {
    const image = sharp(file.bytes, { limitInputPixels: 60_000_000, failOn: "error" });
    const metadata = await image.metadata();
    if (metadata.format !== format)
      return {
        ok: false,
        message:
          "The file's contents do not match the kind of image it starts as, so it was refused: save it again as a JPEG or PNG and upload that.",
      };
    const resized = image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
    if (metadata.hasAlpha)
      return { ok: true, extension: "png", bytes: await resized.png({ compressionLevel: 9 }).toBuffer() };
    return {
      ok: true,
      extension: "jpg",
      bytes: await resized.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    };
  } catch {
    return {
      ok: false,
      message:
        "The image could not be read (it may be damaged or cut short): open it in a photo app, save it again and upload that.",
    };
  }
}
