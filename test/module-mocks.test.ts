import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../server/platform/paths";

/**
 * The unit files share one module graph per worker (vitest.config.ts): a module an earlier file
 * imported stays loaded, and a `vi.mock` of it, or of what it imports, never reaches it. So a unit
 * file that mocks a module resets the graph and imports what it tests afresh, then resets it again
 * for the next file. Without the reset, whether the mock applies depends on the order the files ran
 * in: status-page.test.ts passed alone and failed in a clean run.
 */
const FOLDERS = ["server", "shared", "client", "scripts", "test"];

function unitTestFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(PROJECT_ROOT, folder), { recursive: true, encoding: "utf8" }).map((file) => join(folder, file)),
  ).filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      !file.endsWith(".system.test.ts") &&
      !file.startsWith("test/e2e/") &&
      !file.includes("node_modules"),
  );
}

describe("module mocks in the shared module graph", () => {
  const files = unitTestFiles().map((file) => ({ file, text: readFileSync(join(PROJECT_ROOT, file), "utf8") }));

  it("finds the unit files, some of them mocking a module", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter(({ text }) => /\bvi\.(?:mock|doMock)\(/.test(text)).length).toBeGreaterThan(0);
  });

  it("every unit file that mocks a module loads it afresh (vi.resetModules) and resets again after", () => {
    const unreset = files
      .filter(({ text }) => /\bvi\.(?:mock|doMock)\(/.test(text))
      .filter(({ text }) => (text.match(/\bvi\.resetModules\(\)/g) ?? []).length < 2)
      .map(({ file }) => file);
    expect(unreset, "files that mock a module without resetting the graph before and after").toEqual([]);
  });
});
