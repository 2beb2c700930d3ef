// The 1200×630 Open Graph image, drawn at build time: text becomes outlines from the site's own
// fonts (fontkit), the SVG becomes a PNG (resvg). No browser, no system fonts, same bytes everywhere.
//   import { renderShareImage } from "./share-image";
//   const png = await renderShareImage({ title: "A post's title", subtitle: "Its excerpt", brand: "Trading name" });
// A build draws through cachedShareImage: an image already drawn from the same content, code and fonts
// is read back (build-cache.ts).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import * as fontkit from "fontkit";
import wawoff2 from "wawoff2";
import { BUILD_CACHE, cachedBytes } from "./build-cache";

const require = createRequire(import.meta.url);

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

interface ShareImageContent {
  /** The large serif text; "\n" forces a line break. Long titles shrink to fit three lines. */
  readonly title: string;
  /** The italic line under the title (up to two lines). */
  readonly subtitle?: string;
  /** The trading name beside the monogram, top left. */
  readonly brand: string;
  /** A short upper-case line at the foot (omitted when empty). */
  readonly meta?: string;
}

const INK = "#14213d";
const PAPER = "#faf8f4";
const BRASS_LIGHT = "#d4b06a";
const MUTED = "#b9c2d3";
const LEFT = 80;
const TEXT_WIDTH = SHARE_IMAGE_WIDTH - 2 * LEFT;
/** Title sizes to try, largest first: the first that fits in three lines wins. */
const TITLE_SIZES = [92, 80, 68, 58, 50];
const TITLE_MAX_LINES = 3;

const FONT_FILES = {
  serif: ["@fontsource-variable/source-serif-4", "source-serif-4-latin-wght-normal.woff2"],
  serifItalic: ["@fontsource-variable/source-serif-4", "source-serif-4-latin-wght-italic.woff2"],
  sans: ["@fontsource-variable/inter", "inter-latin-wght-normal.woff2"],
} as const;

type FontKey = keyof typeof FONT_FILES;
let fontsLoading: Promise<Record<FontKey, fontkit.Font>> | undefined;
/**
 * The variable fonts the site ships, as fontkit fonts. fontkit cannot apply a weight to a WOFF2
 * variable font (it fails reading composite glyphs), so each is decompressed to TrueType first.
 */
function loadFonts(): Promise<Record<FontKey, fontkit.Font>> {
  fontsLoading ??= (async () => {
    const fonts = {} as Record<FontKey, fontkit.Font>;
    // One at a time: wawoff2's WebAssembly decoder returns garbage when calls overlap.
    for (const [key, [pkg, file]] of Object.entries(FONT_FILES) as [FontKey, (typeof FONT_FILES)[FontKey]][]) {
      const woff2 = await readFile(require.resolve(`${pkg}/files/${file}`));
      fonts[key] = fontkit.create(Buffer.from(await wawoff2.decompress(woff2)));
    }
    return fonts;
  })();
  return fontsLoading;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A line of text as SVG paths, its baseline at (x, y). */
interface TextStyle {
  size: number;
  weight: number;
  letterSpacing?: number;
}

function textPaths(
  font: fontkit.Font,
  text: string,
  { x, y, size, weight, fill, letterSpacing = 0 }: TextStyle & { x: number; y: number; fill: string },
): string {
  const styled = font.getVariation({ wght: weight });
  const scale = size / styled.unitsPerEm;
  const run = styled.layout(text);
  let pen = x;
  const paths = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]!;
    const d = glyph.path.toSVG();
    const at = pen + position.xOffset * scale;
    pen += position.xAdvance * scale + letterSpacing;
    return d
      ? `<path transform="translate(${at.toFixed(2)} ${(y - position.yOffset * scale).toFixed(2)}) scale(${scale} ${-scale})" d="${d}"/>`
      : "";
  });
  return `<g fill="${fill}">${paths.join("")}</g>`;
}

function textWidth(font: fontkit.Font, text: string, { size, weight, letterSpacing = 0 }: TextStyle): number {
  const styled = font.getVariation({ wght: weight });
  return (styled.layout(text).advanceWidth * size) / styled.unitsPerEm + letterSpacing * [...text].length;
}

/** Greedy word wrap; "\n" in the text forces a break. */
function wrap(font: fontkit.Font, text: string, style: TextStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(font, candidate, style) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** The monogram from shared/components/logo.tsx, outlined, light on ink. */
function monogram(x: number, y: number, size: number): string {
  const s = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none">
  <rect width="32" height="32" rx="7" stroke="${PAPER}" stroke-opacity=".5" stroke-width="${1 / s}"/>
  <path d="M8.5 10.5 13 17v5M17.5 10.5 13 17" stroke="${PAPER}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M23.5 12.2a5 5 0 1 0 0 7.6" stroke="${BRASS_LIGHT}" stroke-width="2.2" stroke-linecap="round"/>
</g>`;
}

const ART = `<defs><radialGradient id="g" cx="900" cy="300" r="420" gradientUnits="userSpaceOnUse"><stop stop-color="#2b3854" stop-opacity=".9"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="630" fill="${INK}"/>
<rect width="1200" height="630" fill="url(#g)"/>
<g stroke="#e8ecf3" stroke-opacity=".14" fill="none"><circle cx="840" cy="315" r="230"/><circle cx="1000" cy="315" r="230"/><circle cx="920" cy="315" r="340" stroke-dasharray="2 8"/></g>
<path d="M920 123.5a230 230 0 0 1 0 383" stroke="${BRASS_LIGHT}" stroke-opacity=".8" stroke-width="2" fill="none"/>
<g fill="${BRASS_LIGHT}"><circle cx="920" cy="123.5" r="4"/><circle cx="920" cy="506.5" r="4"/></g>`;

/**
 * The share image as SVG (text already outlined). `title` may hold "\n" for a deliberate break;
 * `meta` is the small upper-case line at the foot (omitted when empty).
 */
export async function renderShareImageSvg({
  title,
  subtitle = "",
  brand,
  meta = "",
}: ShareImageContent): Promise<string> {
  if (!title?.trim()) throw new Error("renderShareImage: a title is required");
  if (!brand?.trim()) throw new Error("renderShareImage: a brand (the trading name) is required");
  const fonts = await loadFonts();
  const parts = [ART, monogram(LEFT, 72, 48)];
  parts.push(textPaths(fonts.serif, brand, { x: LEFT + 64, y: 108, size: 34, weight: 600, fill: PAPER }));

  // Laid out from the foot up: meta line, rule, subtitle, then the title's lines above it.
  let bottom = SHARE_IMAGE_HEIGHT - 72;
  if (meta) {
    const metaText = meta.toUpperCase();
    const metaStyle = { size: 22, weight: 400, letterSpacing: 22 * 0.12 };
    parts.push(textPaths(fonts.sans, metaText, { x: LEFT, y: bottom - 8, ...metaStyle, fill: MUTED }));
    bottom -= 33 + 22;
    parts.push(`<rect x="${LEFT}" y="${bottom}" width="${TEXT_WIDTH}" height="1" fill="#e8ecf3" fill-opacity=".2"/>`);
    bottom -= 36;
  }
  if (subtitle) {
    const subtitleStyle = { size: 34, weight: 400 };
    const lines = wrap(fonts.serifItalic, subtitle, subtitleStyle, TEXT_WIDTH).slice(0, 2);
    lines.reverse().forEach((line, index) => {
      parts.push(
        textPaths(fonts.serifItalic, line, {
          x: LEFT,
          y: bottom - 12 - index * 44,
          ...subtitleStyle,
          fill: BRASS_LIGHT,
        }),
      );
    });
    bottom -= 12 + (lines.length - 1) * 44 + 34 + 28;
  }
  const titleStyle = (size: number): TextStyle => ({ size, weight: 600, letterSpacing: -0.02 * size });
  const size =
    TITLE_SIZES.find(
      (candidate) => wrap(fonts.serif, title, titleStyle(candidate), TEXT_WIDTH).length <= TITLE_MAX_LINES,
    ) ?? TITLE_SIZES[TITLE_SIZES.length - 1]!;
  const titleLines = wrap(fonts.serif, title, titleStyle(size), TEXT_WIDTH).slice(0, TITLE_MAX_LINES);
  const lineHeight = size * 1.02;
  titleLines.reverse().forEach((line, index) => {
    parts.push(
      textPaths(fonts.serif, line, {
        x: LEFT,
        y: bottom - size * 0.25 - index * lineHeight,
        ...titleStyle(size),
        fill: PAPER,
      }),
    );
  });

  const label = [brand, title.replace(/\n/g, " "), subtitle].filter(Boolean).join(": ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}" role="img" aria-label="${escapeXml(label)}">
${parts.join("\n")}
</svg>`;
}

/** Where a build keeps the share images it has drawn. */
export const SHARE_IMAGE_CACHE = join(BUILD_CACHE, "share-images");
const DRAWING_CODE = fileURLToPath(import.meta.url);

/**
 * The share image for `content`, drawn or, when the same content was drawn before by the same code
 * from the same fonts, read from `cacheDir`.
 */
export async function cachedShareImage(content: ShareImageContent, cacheDir = SHARE_IMAGE_CACHE): Promise<Buffer> {
  const inputs = [...(await drawingInputs()), JSON.stringify(content)];
  return cachedBytes(cacheDir, inputs, ".png", () => renderShareImage(content));
}

let drawingInputsRead: Promise<Buffer[]> | undefined;
/** The drawing code's and the fonts' bytes, read once a build: the same for every image it draws. */
function drawingInputs(): Promise<Buffer[]> {
  const fonts = () => Object.values(FONT_FILES).map(([pkg, file]) => readFile(require.resolve(`${pkg}/files/${file}`)));
  drawingInputsRead ??= Promise.all([readFile(DRAWING_CODE), ...fonts()]);
  return drawingInputsRead;
}

/**
 * The share image as PNG bytes, 1200×630.
 */
export async function renderShareImage(content: ShareImageContent): Promise<Buffer> {
  const svg = await renderShareImageSvg(content);
  const image = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "original" } }).render();
  return opaquePng(image.pixels, image.width, image.height);
}

/**
 * RGBA pixels of an opaque image as an RGB PNG, each row with the filter that suits it best and the
 * data deflated at level 9: about half the bytes of resvg's own RGBA encoding for this artwork.
 */
function opaquePng(rgba: Buffer, width: number, height: number): Buffer {
  const stride = width * 3;
  const rows = Buffer.alloc((stride + 1) * height);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(stride);
    // Byte by byte: a Buffer.copy per pixel crossed into native code 756,000 times an image.
    for (let x = 0, from = y * width * 4; x < stride; x += 3, from += 4) {
      row[x] = rgba[from]!;
      row[x + 1] = rgba[from + 1]!;
      row[x + 2] = rgba[from + 2]!;
    }
    const candidates = [0, 1, 2, 4].map((type) => filterRow(type, row, previous));
    const best = candidates.reduce((a, b) => (cost(b) < cost(a) ? b : a));
    rows[y * (stride + 1)] = best.type;
    best.data.copy(rows, y * (stride + 1) + 1);
    previous = row;
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** PNG filter types 0 (none), 1 (sub), 2 (up) and 4 (Paeth) over 3-byte pixels. */
function filterRow(type: number, row: Buffer, above: Buffer): { type: number; data: Buffer } {
  const data = Buffer.alloc(row.length);
  for (let i = 0; i < row.length; i++) {
    const left = i >= 3 ? row[i - 3]! : 0;
    const up = above[i]!;
    const upLeft = i >= 3 ? above[i - 3]! : 0;
    let predictor = 0;
    if (type === 1) predictor = left;
    else if (type === 2) predictor = up;
    else if (type === 4) {
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    data[i] = (row[i]! - predictor) & 0xff;
  }
  return { type, data };
}

/** The usual heuristic: the filter whose output, read as signed bytes, sums smallest compresses best. */
function cost({ data }: { data: Buffer }): number {
  let sum = 0;
  // Indexed, not for…of: the iterator cost more than the sum, four times a row.
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    sum += byte < 128 ? byte : 256 - byte;
  }
  return sum;
}
