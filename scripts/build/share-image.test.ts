import { describe, expect, it } from "vitest";
import { renderShareImage, renderShareImageSvg, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./share-image";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("renderShareImage", () => {
  it("draws a 1200×630 opaque PNG, small enough to share", async () => {
    const png = await renderShareImage({ brand: "Harbourline Counsel", title: "A post's title", subtitle: "Its excerpt", meta: "General information" });
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
    expect(png[25]).toBe(2); // colour type 2: RGB, no alpha channel to pay for
    expect(png.length).toBeLessThan(200 * 1024);
  });

  it("draws different images for different names (the text is outlined, not left to fonts)", async () => {
    const draw = (brand: string) => renderShareImage({ brand, title: "Same title" });
    expect((await draw("Harbourline Counsel")).equals(await draw("Quayside Counsel"))).toBe(false);
    expect((await draw("Harbourline Counsel")).equals(await draw("Harbourline Counsel"))).toBe(true);
  });

  it("describes itself for assistive technology and needs no font to display", async () => {
    const svg = await renderShareImageSvg({ brand: "Harbourline <Counsel>", title: "Line one\nline two", subtitle: "Sub" });
    expect(svg).toContain('aria-label="Harbourline &#60;Counsel&#62;: Line one line two: Sub"');
    expect(svg).not.toMatch(/<text|font-family/);
  });

  it("refuses an image without a title or a brand", async () => {
    await expect(renderShareImage({ brand: "Harbourline Counsel", title: " " })).rejects.toThrow("a title is required");
    await expect(renderShareImage({ brand: "", title: "Title" })).rejects.toThrow("a brand (the trading name) is required");
  });
});
