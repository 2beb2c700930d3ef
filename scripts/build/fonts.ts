// Web fonts cut down at build to what the site shows: the characters its copy uses and the weights
// its stylesheets ask for. esbuild still names and hashes the files; this plugin only hands it the
// smaller bytes in place of @fontsource's full latin files.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "esbuild";
import subsetFont from "subset-font";
import { BUILD_CACHE, cachedBytes } from "./build-cache";

/** Each subset under a hash of what makes it (build-cache.ts): a font cut the same way is not cut again. */
const FONT_SUBSET_CACHE = join(BUILD_CACHE, "font-subsets");
/** The packages that cut and compress the fonts, as installed: another version may cut them differently. */
const SUBSETTER_PACKAGES = ["subset-font", "harfbuzzjs", "fontverter", "wawoff2"];

/** Where the visible text lives (copy as data, components, the blog's Markdown). */
const TEXT_FOLDERS = ["shared", "content"];
const TEXT_FILES = /\.(ts|tsx|md|json)$/;
const STYLES = "shared/styles";

/**
 * OpenType features kept: shaping and kerning, plus what the stylesheets turn on (Inter's cv11 and
 * ss01, tabular figures). Others would pull alternate glyphs nobody sees into the files.
 */
const FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "calt",
  "rlig",
  "case",
  "lnum",
  "tnum",
  "cv11",
  "ss01",
];

/**
 * The faces the first screen draws with (body text, headings, the hero's italic line), preloaded
 * from <head> and named in 103 Early Hints. At most 60 KB together (scripts/budgets.system.test.ts).
 */
export const FIRST_SCREEN_FONTS = [
  "inter-latin-wght-normal-",
  "source-serif-4-latin-wght-normal-",
  "source-serif-4-latin-wght-italic-",
];

/** Files under `dir` (recursively) whose names match `pattern`, skipping tests. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !entry.name.includes(".test."))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Every character the site can show: printable ASCII (URLs, numbers, anything typed back into a
 * form) and each other character found in the text sources, minus invisible controls.
 */
export function siteCharacters(root: string): string {
  const characters = new Set<string>();
  for (let code = 0x20; code <= 0x7e; code += 1) characters.add(String.fromCodePoint(code));
  for (const file of TEXT_FOLDERS.flatMap((folder) => filesUnder(join(root, folder), TEXT_FILES))) {
    for (const character of readFileSync(file, "utf8")) {
      if ((character.codePointAt(0) ?? 0) > 0x7e && !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(character))
        characters.add(character);
    }
  }
  characters.add("\u00a0");
  return [...characters].sort().join("");
}

/**
 * The weight range the stylesheets use: every font-weight outside @font-face rules, with the
 * browser's defaults for body text (400) and <strong>/<b>/headings (700).
 */
export function usedWeightRange(root: string): { min: number; max: number } {
  const weights = [400, 700];
  for (const file of filesUnder(join(root, STYLES), /\.css$/)) {
    const css = readFileSync(file, "utf8").replace(/@font-face\s*\{[^}]*\}/g, "");
    for (const [, weight] of css.matchAll(/font-weight:\s*(\d+)/g)) weights.push(Number(weight));
  }
  return { min: Math.min(...weights), max: Math.max(...weights) };
}

/** esbuild plugin: @fontsource woff2 files are loaded as their subsets. */
export function fontSubsetPlugin({ root }: { root: string }): Plugin {
  return {
    name: "font-subset",
    setup(build) {
      let text = "";
      let weights = { min: 400, max: 700 };
      const subsets = new Map<string, Promise<Buffer>>();
      build.onStart(() => {
        // Copy or styles may have changed since the last (watch) build.
        text = siteCharacters(root);
        weights = usedWeightRange(root);
        subsets.clear();
      });
      build.onLoad({ filter: /[\\/]@fontsource-variable[\\/].+\.woff2$/ }, async (args) => {
        if (!subsets.has(args.path)) {
          const font = readFileSync(args.path);
          const options = {
            targetFormat: "woff2",
            keepFeatures: FEATURES,
            noHinting: true,
            variationAxes: { wght: weights },
          } as const;
          const inputs = [subsetterVersions(root), font, text, JSON.stringify(options)];
          subsets.set(
            args.path,
            cachedBytes(FONT_SUBSET_CACHE, inputs, ".woff2", () => subsetFont(font, text, options)).catch(
              (error: Error) => {
                throw new Error(`could not subset ${relative(root, args.path)}: ${error.message}`);
              },
            ),
          );
        }
        return { contents: await subsets.get(args.path), loader: "file" };
      });
    },
  };
}

/** The subsetter's packages with their versions, from package-lock.json. */
function subsetterVersions(root: string): string {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  return SUBSETTER_PACKAGES.map((name) => `${name}@${lock.packages[`node_modules/${name}`]?.version ?? "?"}`).join(" ");
}
