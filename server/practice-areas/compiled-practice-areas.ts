import { join } from "node:path";

/** Where the build leaves the checked, rendered pages for the server to read at start. */
export const compiledPracticeAreasFile = (distDir: string) => join(distDir, "practice-areas.json");
