import { stripVTControlCharacters } from "node:util";

/** More than this many failures are counted, not listed: the summary is for the last screen of a log. */
const LISTED = 10;

/**
 * The failed tests in a Vitest run's output, each as its FAIL line and the error's first line
 * ("FAIL  server/x.test.ts > group > name: Error: Test timed out in 30000ms."). A CI log is often read
 * from its end, while a run's whole output is printed where it ended, among the others' passes.
 */
export function failedTests(output: string): string[] {
  const lines = stripVTControlCharacters(output).split("\n");
  const failures: string[] = [];
  for (const [index, line] of lines.entries()) {
    const test = /^\s*FAIL\s+(\S.*\S)\s*$/.exec(line)?.[1];
    if (!test) continue;
    const error = lines.slice(index + 1).find((next) => next.trim() !== "");
    failures.push(error && !/^\s*FAIL\s/.test(error) ? `${test}: ${error.trim()}` : test);
  }
  const unique = [...new Set(failures)];
  if (unique.length <= LISTED) return unique;
  return [...unique.slice(0, LISTED), `and ${unique.length - LISTED} more (the run's output above lists them)`];
}
