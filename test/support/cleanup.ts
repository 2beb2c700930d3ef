import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type Cleanup = () => void | Promise<void>;

// On globalThis, not in this module: a test that resets the module graph (to apply a mock) gets a
// fresh copy of this module, and its cleanups must still reach the one list vitest.setup.ts runs.
const PENDING = Symbol.for("your-counsel-site.test-cleanups");
const pending: Cleanup[] = ((globalThis as Record<symbol, Cleanup[] | undefined>)[PENDING] ??= []);

/**
 * Runs `cleanup` once the current test file has finished, however its tests ended: helpers that
 * open things for a test (a store, a temp folder) use it, so no test has to remember to.
 * vitest.setup.ts runs them after the file's own afterAll hooks, the last registered first.
 */
export function afterThisFile(cleanup: Cleanup): void {
  pending.push(cleanup);
}

/** A fresh folder in the temp folder, removed with everything in it when the test file ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterThisFile(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function runFileCleanups(): Promise<void> {
  for (let cleanup = pending.pop(); cleanup; cleanup = pending.pop()) await cleanup();
}
