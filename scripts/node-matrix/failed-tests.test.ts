import { describe, expect, it } from "vitest";
import { failedTests } from "./failed-tests";

/** Vitest's report of two failures, colours and all, as a run in the matrix prints it. */
const REPORT = [
  " \u001b[31m❯\u001b[39m a.test.ts (3 tests | 2 failed) 146ms",
  "\u001b[31m     ×\u001b[31m fails on purpose\u001b[39m 22ms",
  "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯",
  "",
  "\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m a.test.ts\u001b[2m > \u001b[22mgroup\u001b[2m > \u001b[22mfails on purpose",
  "\u001b[31m\u001b[1mAssertionError\u001b[22m: expected 1 to be 2 // Object.is equality\u001b[39m",
  "",
  "- Expected",
  "⎯⎯⎯⎯[1/2]⎯",
  "",
  " FAIL  a.test.ts > group > times out",
  "Error: Test timed out in 100ms.",
  "If this is a long-running test, pass a timeout value as the last argument.",
  "",
  " Test Files  1 failed (1)",
].join("\n");

describe("the failed tests of a Vitest run", () => {
  it("names each failed test with the first line of its error, without the colours", () => {
    expect(failedTests(REPORT)).toEqual([
      "a.test.ts > group > fails on purpose: AssertionError: expected 1 to be 2 // Object.is equality",
      "a.test.ts > group > times out: Error: Test timed out in 100ms.",
    ]);
  });

  it("names a file that failed as a whole, with no test in it", () => {
    const report = " FAIL  server/x.system.test.ts [ server/x.system.test.ts ]\nError: Cannot find module './gone'\n";
    expect(failedTests(report)).toEqual([
      "server/x.system.test.ts [ server/x.system.test.ts ]: Error: Cannot find module './gone'",
    ]);
  });

  it("finds nothing in a run that passed", () => {
    expect(failedTests(" ✓ a.test.ts (3 tests) 12ms\n\n Test Files  1 passed (1)\n")).toEqual([]);
  });

  it("lists ten and counts the rest", () => {
    const report = Array.from({ length: 12 }, (_, index) => ` FAIL  a.test.ts > test ${index}\nError: ${index}\n`).join(
      "",
    );
    const listed = failedTests(report);
    expect(listed).toHaveLength(11);
    expect(listed[9]).toBe("a.test.ts > test 9: Error: 9");
    expect(listed[10]).toBe("and 2 more (the run's output above lists them)");
  });
});
