import { format } from "node:util";
import { afterAll, afterEach, beforeEach, expect, vi } from "vitest";
import { runFileCleanups } from "./test/support/cleanup";

/**
 * A console.error or console.warn during a test fails it: that is how React reports hydration
 * mismatches, key warnings and act() problems. A test that expects one calls `allowConsole()`.
 */
// Unit tests share one module graph per worker (vitest.config.ts), but a file that runs in jsdom gets
// its own, and leaves none behind: React keeps per-context renderer state that a server render in an
// earlier file may have left set, and modules evaluated under jsdom see a window the others must not.
if (typeof window !== "undefined") {
  vi.resetModules();
  afterAll(() => vi.resetModules());
}

let consoleCalls: string[] = [];
let allowed = false;

export function allowConsole(): void {
  allowed = true;
}

beforeEach(() => {
  // jsdom has no layout, so no scrolling; the browser tests measure the real thing.
  if (typeof window !== "undefined") window.scrollTo = () => {};
  consoleCalls = [];
  allowed = false;
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleCalls.push(`console.${method}: ${format(...args)}`);
    });
  }
});

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
  vi.restoreAllMocks();
  if (!allowed) expect(consoleCalls, "unexpected console output").toEqual([]);
});

// What helpers opened for this file (temp folders, stores): registered first, so it runs after the file's own afterAll hooks.
afterAll(runFileCleanups);
