import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The fallback faces in tokens.css must match the web fonts' metrics, or the swap moves the text.
interface Metrics {
  readonly ascent: number;
  readonly descent: number;
  readonly lineGap: number;
  readonly unitsPerEm: number;
  readonly xWidthAvg: number;
}
const load = async (name: string) => ((await import(`@capsizecss/metrics/${name}`)) as { default: Metrics }).default;

const css = readFileSync(join(import.meta.dirname, "tokens.css"), "utf8");
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => body ?? "");
const descriptor = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim();
const percent = (face: string, name: string) => Number.parseFloat(descriptor(face, name) ?? "NaN");

describe("metric-matched fallback faces", () => {
  it.each([
    ["Inter Fallback", "normal", "inter", "arial"],
    ["Source Serif 4 Fallback", "normal", "sourceSerif4", "timesNewRoman"],
    ["Source Serif 4 Fallback", "italic", "sourceSerif4/italic", "timesNewRoman/italic"],
  ])("%s (%s) scales %s onto %s", async (family, style, webFont, localFont) => {
    const face = faces.find(
      (body) =>
        descriptor(body, "font-family") === `"${family}"` && (descriptor(body, "font-style") ?? "normal") === style,
    );
    expect(face, `${family} ${style}`).toBeDefined();
    const [web, local] = await Promise.all([load(webFont), load(localFont)]);
    const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
    expect(percent(face!, "size-adjust")).toBeCloseTo(sizeAdjust * 100, 1);
    expect(percent(face!, "ascent-override")).toBeCloseTo((web.ascent / web.unitsPerEm / sizeAdjust) * 100, 1);
    expect(percent(face!, "descent-override")).toBeCloseTo((-web.descent / web.unitsPerEm / sizeAdjust) * 100, 1);
    expect(percent(face!, "line-gap-override")).toBeCloseTo((web.lineGap / web.unitsPerEm / sizeAdjust) * 100, 1);
  });

  it("sit right after their web font in the font stacks", () => {
    expect(css).toMatch(/--font-sans: "Inter Variable", "Inter", "Inter Fallback",/);
    expect(css).toMatch(/--font-serif: "Source Serif 4 Variable", "Source Serif 4 Fallback",/);
  });
});
