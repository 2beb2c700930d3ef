import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The hashed asset URLs the build wrote to dist/manifest.json. */
export interface AssetManifest {
  readonly script: string;
  readonly stylesheet: string;
  /** Fonts used on the first screen, preloaded from <head>. */
  readonly preloadFonts: readonly string[];
}

/** The fonts a page preloads: every face the site's pages set type in, but the italic serif only where the page uses it. */
export function preloadedFonts(fonts: readonly string[], page: { readonly italicSerif?: boolean }): readonly string[] {
  return page.italicSerif ? fonts : fonts.filter((font) => !ITALIC_FACE.test(font));
}
const ITALIC_FACE = /-italic-\w+\.woff2$/;

export function readAssetManifest(distDir: string): AssetManifest {
  const file = join(distDir, "manifest.json");
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${file}; run "npm run build" first`, { cause: error });
  }
  const manifest = parsed as Partial<AssetManifest>;
  if (
    typeof manifest.script !== "string" ||
    typeof manifest.stylesheet !== "string" ||
    !Array.isArray(manifest.preloadFonts)
  ) {
    throw new Error(`${file} is not a valid asset manifest`);
  }
  return manifest as AssetManifest;
}
