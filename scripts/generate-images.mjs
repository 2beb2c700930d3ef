// Renders the raster icons and the social image from SVG/HTML with headless Chromium.
// A tool for regenerating committed files in public/, not part of the build:
//   node scripts/generate-images.mjs   (CHROME_PATH overrides /usr/bin/chromium)
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "./find-browser.mjs";

const require = createRequire(import.meta.url);
const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url));
const INK = "#14213d";
const PAPER = "#faf8f4";
const BRASS_LIGHT = "#d4b06a";

const fontData = async (pkg, file) => (await readFile(require.resolve(`${pkg}/files/${file}`))).toString("base64");

/** The monogram from shared/components/logo.tsx, light on ink. */
function monogram({ size, rounded, scale = 1 }) {
  const pad = (32 - 32 / scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${pad} ${pad} ${32 - 2 * pad} ${32 - 2 * pad}" fill="none">
  <rect x="${pad}" y="${pad}" width="${32 - 2 * pad}" height="${32 - 2 * pad}" rx="${rounded ? 7 / scale : 0}" fill="${INK}"/>
  <path d="M8.5 10.5 13 17v5M17.5 10.5 13 17" stroke="${PAPER}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M23.5 12.2a5 5 0 1 0 0 7.6" stroke="${BRASS_LIGHT}" stroke-width="2.2" stroke-linecap="round"/>
</svg>`;
}

async function ogHtml() {
  const serif = await fontData("@fontsource-variable/source-serif-4", "source-serif-4-latin-wght-normal.woff2");
  const serifItalic = await fontData("@fontsource-variable/source-serif-4", "source-serif-4-latin-wght-italic.woff2");
  const sans = await fontData("@fontsource-variable/inter", "inter-latin-wght-normal.woff2");
  return `<!doctype html><html><head><style>
@font-face { font-family: S; font-weight: 200 900; src: url(data:font/woff2;base64,${serif}) format("woff2"); }
@font-face { font-family: S; font-style: italic; font-weight: 200 900; src: url(data:font/woff2;base64,${serifItalic}) format("woff2"); }
@font-face { font-family: I; font-weight: 100 900; src: url(data:font/woff2;base64,${sans}) format("woff2"); }
html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
body { position: relative; background: ${INK}; color: ${PAPER}; font-family: I, sans-serif; }
.art { position: absolute; inset: 0; }
.wrap { position: absolute; inset: 72px 80px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 16px; font-family: S, serif; font-size: 34px; font-weight: 600; }
h1 { margin: auto 0 0; font-family: S, serif; font-size: 92px; font-weight: 600; line-height: 1.02; letter-spacing: -0.02em; }
h1 em { font-weight: 500; color: #fff; }
p { margin: 28px 0 0; font-family: S, serif; font-style: italic; font-size: 34px; color: ${BRASS_LIGHT}; }
.meta { margin-top: 36px; padding-top: 22px; border-top: 1px solid rgb(232 236 243 / .2); font-size: 22px; letter-spacing: .12em; text-transform: uppercase; color: #b9c2d3; }
</style></head><body>
<svg class="art" width="1200" height="630" viewBox="0 0 1200 630" fill="none">
  <defs><radialGradient id="g" cx="900" cy="300" r="420" gradientUnits="userSpaceOnUse"><stop stop-color="#2b3854" stop-opacity=".9"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g stroke="#e8ecf3" stroke-opacity=".14"><circle cx="840" cy="315" r="230"/><circle cx="1000" cy="315" r="230"/><circle cx="920" cy="315" r="340" stroke-dasharray="2 8"/></g>
  <path d="M920 123.5a230 230 0 0 1 0 383" stroke="${BRASS_LIGHT}" stroke-opacity=".8" stroke-width="2"/>
  <g fill="${BRASS_LIGHT}"><circle cx="920" cy="123.5" r="4"/><circle cx="920" cy="506.5" r="4"/></g>
</svg>
<div class="wrap">
  <div class="brand">${monogram({ size: 48, rounded: true }).replace(`fill="${INK}"`, `fill="none" stroke="${PAPER}" stroke-opacity=".5"`)}Your Counsel</div>
  <h1>Your business,<br><em>your counsel.</em></h1>
  <p>Law firm perks. In-house feel.</p>
  <div class="meta">Outsourced general counsel &middot; Australian-wide &middot; Launching 2026</div>
</div></body></html>`;
}

/** A one-image ICO file that holds PNG bytes (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(6 + 16, 12);
  return Buffer.concat([header, entry, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
try {
  const render = async (html, width, height, path, omitBackground = false) => {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    const document = html.startsWith("<!doctype") ? html : `<!doctype html><html><body style="margin:0;background:transparent">${html}</body></html>`;
    await page.setContent(document);
    await page.evaluate(() => document.fonts.ready);
    const buffer = await page.screenshot({ omitBackground, type: "png", clip: { x: 0, y: 0, width, height } });
    await page.close();
    if (path) await writeFile(path, buffer);
    return buffer;
  };

  const favicon = await render(monogram({ size: 32, rounded: true }), 32, 32, null, true);
  await writeFile(`${PUBLIC}favicon.ico`, icoFromPng(favicon, 32));
  await render(monogram({ size: 180, rounded: false, scale: 0.8 }), 180, 180, `${PUBLIC}apple-touch-icon.png`);
  await render(monogram({ size: 192, rounded: true }), 192, 192, `${PUBLIC}icon-192.png`, true);
  await render(monogram({ size: 512, rounded: true }), 512, 512, `${PUBLIC}icon-512.png`, true);
  await render(await ogHtml(), 1200, 630, `${PUBLIC}images/og-image.png`);
  console.log("wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, images/og-image.png");
} finally {
  await browser.close();
}
