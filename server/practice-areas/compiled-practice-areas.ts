import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createPracticeAreas, type PracticeAreaPage, type PracticeAreas } from "./practice-area";

/** Where the build leaves the checked, rendered pages for the server to read at start. */
export const compiledPracticeAreasFile = (distDir: string) => join(distDir, "practice-areas.json");

export function readCompiledPracticeAreas(distDir: string): PracticeAreas {
  const file = compiledPracticeAreasFile(distDir);
  let pages: unknown;
  try {
    pages = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${file}; run "npm run build" first`, { cause: error });
  }
  if (!Array.isArray(pages)) throw new Error(`${file} is not a list of pages; run "npm run build"`);
  return createPracticeAreas(pages as PracticeAreaPage[]);
}
