import { readFileSync } from "node:fs";

/**
 * A list the build left in dist/ for the server to read at start (the posts, the practice areas).
 * A missing or malformed file says to build first, naming it.
 */
export function readCompiledList<T>(file: string, what: string): T[] {
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${file}; run "npm run build" first`, { cause: error });
  }
  if (!Array.isArray(list)) throw new Error(`${file} is not a list of ${what}; run "npm run build"`);
  return list as T[];
}
