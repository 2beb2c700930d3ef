import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type Cleanup = () => void | Promise<void>;

const pending: Cleanup[] = [];

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
