import { beforeAll, describe, expect, it } from "vitest";
import { renderShareImage, renderShareImageSvg, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./share-image";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("renderShareImage", () => {
  // Each PNG costs about a second (deflate at level 9 over 2 MB of rows): two are drawn, and shared.
  const content = {
    brand: "Harbourline Counsel",
    title: "A post's title",
    subtitle: "Its excerpt",
    meta: "General information",
  };
  let png: Buffer;
  let otherBrand: Buffer;
  beforeAll(async () => {
    [png, otherBrand] = await Promise.all([
      renderShareImage(content),
      renderShareImage({ ...content, brand: "Quayside Counsel" }),
    ]);
  });

  it("draws a 1200×630 opaque PNG, small enough to share", () => {
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
    expect(png[25]).toBe(2); // colour type 2: RGB, no alpha channel to pay for
    expect(png.length).toBeLessThan(200 * 1024);
  });

  it("draws different images for different names (the text is outlined, not left to fonts)", async () => {
    expect(png.equals(otherBrand)).toBe(false);
    // The same name draws the same outlines, so the difference above is the name's.
    expect(await renderShareImageSvg(content)).toBe(await renderShareImageSvg({ ...content }));
  });

  it("describes itself for assistive technology and needs no font to display", async () => {
    const svg = await renderShareImageSvg({
      brand: "Harbourline <Counsel>",
      title: "Line one\nline two",
      subtitle: "Sub",
    });
    expect(svg).toContain('aria-label="Harbourline &#60;Counsel&#62;: Line one line two: Sub"');
    expect(svg).not.toMatch(/<text|font-family/);
  });

  it("refuses an image without a title or a brand", async () => {
    await expect(renderShareImage({ brand: "Harbourline Counsel", title: " " })).rejects.toThrow("a title is required");
    await expect(renderShareImage({ brand: "", title: "Title" })).rejects.toThrow(
      "a brand (the trading name) is required",
    );
  });
});
