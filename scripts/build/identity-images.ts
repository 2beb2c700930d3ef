// Images drawn from SVG with resvg (no browser):
// - at build (scripts/build.ts): the share image, from the practice's identity and the tagline,
//   into dist/public/ (never committed: it carries the practice's name);
// - on demand, `npx tsx scripts/build/identity-images.ts`: the committed icons in public/ (the monogram only).
import { mkdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { cachedShareImage } from "./share-image";
import type { SiteIdentity } from "./site-identity";

const PUBLIC = fileURLToPath(new URL("../../public/", import.meta.url));
const INK = "#14213d";
const PAPER = "#faf8f4";
const BRASS_LIGHT = "#d4b06a";

/** The site's share image (/images/og-image.png), written under `publicDir`. */
export async function writeShareImage(
  { PRACTICE, SITE }: Pick<SiteIdentity, "PRACTICE" | "SITE">,
  publicDir: string,
): Promise<void> {
  const png = await cachedShareImage({
    brand: PRACTICE.tradingName,
    // The tagline breaks after its comma, as the hero sets it.
    title: SITE.tagline.replace(/,\s*/, ",\n"),
    subtitle: SITE.subline,
    meta: `Outsourced general counsel · Australia-wide · Launching ${SITE.launchYear}`,
  });
  await mkdir(join(publicDir, "images"), { recursive: true });
  await writeFile(join(publicDir, "images", "og-image.png"), png);
}

/** The monogram from shared/components/logo.tsx, light on ink. */
function monogram({ size, rounded, scale = 1 }: { size: number; rounded: boolean; scale?: number }): string {
  const pad = (32 - 32 / scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${pad} ${pad} ${32 - 2 * pad} ${32 - 2 * pad}" fill="none">
  <rect x="${pad}" y="${pad}" width="${32 - 2 * pad}" height="${32 - 2 * pad}" rx="${rounded ? 7 / scale : 0}" fill="${INK}"/>
  <path d="M8.5 10.5 13 17v5M17.5 10.5 13 17" stroke="${PAPER}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M23.5 12.2a5 5 0 1 0 0 7.6" stroke="${BRASS_LIGHT}" stroke-width="2.2" stroke-linecap="round"/>
</svg>`;
}

/** A one-image ICO file that holds PNG bytes (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(6 + 16, 12);
  return Buffer.concat([header, entry, png]);
}

async function writeIcons() {
  const png = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  await writeFile(`${PUBLIC}favicon.ico`, icoFromPng(png(monogram({ size: 32, rounded: true })), 32));
  await writeFile(`${PUBLIC}apple-touch-icon.png`, png(monogram({ size: 180, rounded: false, scale: 0.8 })));
  await writeFile(`${PUBLIC}icon-192.png`, png(monogram({ size: 192, rounded: true })));
  await writeFile(`${PUBLIC}icon-512.png`, png(monogram({ size: 512, rounded: true })));
  console.log("wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png");
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  await writeIcons();
}
