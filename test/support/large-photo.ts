import sharp from "sharp";

/** Gaussian noise of a size, as an image sharp can scale and blend. */
const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });

/**
 * A phone photo's stand-in: 4032 × 3024 JPEG at a camera's quality, about 4 MB, with detail at every
 * scale (coarse noise enlarged into soft shapes, fine grain over it), so it resizes and compresses
 * like a photograph, not a flat colour. Generated in the test, never committed.
 */
export async function largePhoto({
  width = 4032,
  height = 3024,
  orientation,
}: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const coarse = await noise(Math.ceil(width / 48), Math.ceil(height / 48), 60);
  const shapes = await sharp(coarse.data, { raw: coarse.info })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const fine = await noise(width, height, 56);
  const grain = await sharp(fine.data, { raw: fine.info }).blur(0.8).png({ compressionLevel: 0 }).toBuffer();
  const image = sharp(shapes, { raw: { width, height, channels: 3 } })
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 93 });
  return orientation === undefined ? image.toBuffer() : image.withMetadata({ orientation }).toBuffer();
}
