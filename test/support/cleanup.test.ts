import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { afterThisFile, runFileCleanups, tempDir } from "./cleanup";

describe("test-file cleanups", () => {
  it("remove a temp folder with its contents, and run the last registered first", async () => {
    const order: string[] = [];
    afterThisFile(() => void order.push("opened first"));
    const dir = tempDir("cleanup-test-");
    writeFileSync(join(dir, "store.db"), "x");
    afterThisFile(async () => {
      order.push(existsSync(dir) ? "closed while the folder was there" : "closed too late");
    });
    await runFileCleanups();
    expect(existsSync(dir)).toBe(false);
    expect(order).toEqual(["closed while the folder was there", "opened first"]);
    // Each runs once.
    await runFileCleanups();
    expect(order).toHaveLength(2);
  });
});
