import { join } from "node:path";
import { readCompiledList } from "../collections/compiled-list";
import { createPracticeAreas, type PracticeAreaPage, type PracticeAreas } from "./practice-area";

/** Where the build leaves the checked, rendered pages for the server to read at start. */
export const compiledPracticeAreasFile = (distDir: string) => join(distDir, "practice-areas.json");

export function readCompiledPracticeAreas(distDir: string): PracticeAreas {
  return createPracticeAreas(readCompiledList<PracticeAreaPage>(compiledPracticeAreasFile(distDir), "pages"));
}
