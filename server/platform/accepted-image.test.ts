import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acceptedImage } from "./accepted-image";

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3d5a80" } });

describe("whether bytes are a picture the image pipeline takes", () => {
  it("takes JPEG, PNG, WebP and AVIF, by what the bytes are, with the size as shown", async () => {
    expect(await acceptedImage(await flat(400, 300).jpeg().toBuffer())).toEqual({
      ok: true,
      format: "jpeg",
      extension: "jpg",
      mediaType: "image/jpeg",
      width: 400,
      height: 300,
    });
    expect(await acceptedImage(await flat(40, 30).png().toBuffer())).toMatchObject({
      ok: true,
      format: "png",
      extension: "png",
    });
    expect(await acceptedImage(await flat(40, 30).webp().toBuffer())).toMatchObject({
      ok: true,
      format: "webp",
      mediaType: "image/webp",
    });
    expect(await acceptedImage(await flat(40, 30).avif().toBuffer())).toMatchObject({
      ok: true,
      format: "avif",
      extension: "avif",
    });
    // A phone's portrait photo, stored landscape with its orientation.
    expect(await acceptedImage(await flat(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer())).toMatchObject({
      width: 300,
      height: 400,
    });
  });

  it("refuses what is not a picture, a damaged one, a drawing and a format the site does not serve, saying why", async () => {
    const jpeg = await flat(800, 600).jpeg().toBuffer();
    const refusals = await Promise.all([
      acceptedImage(new TextEncoder().encode("<html><script>alert(1)</script></html>")),
      acceptedImage(jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      acceptedImage(
        new TextEncoder().encode(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      ),
      acceptedImage(await flat(10, 10).gif().toBuffer()),
      acceptedImage(await flat(10, 10).tiff().toBuffer()),
    ]);
    expect(refusals).toEqual([
      { ok: false, reason: "it is not a picture in a format the site takes (JPEG, PNG, WebP or AVIF)" },
      { ok: false, reason: expect.stringMatching(/^the picture is damaged \(.+\): save it again and upload that$/) },
      { ok: false, reason: "it is an SVG drawing; the site takes JPEG, PNG, WebP or AVIF" },
      { ok: false, reason: "it is a GIF file; the site takes JPEG, PNG, WebP or AVIF" },
      { ok: false, reason: "it is a TIFF file; the site takes JPEG, PNG, WebP or AVIF" },
    ]);
  });
});
