import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** Every module `file` loads before its first line runs: static imports, followed through local files. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(file, "utf8");
  for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gm)) {
    if (!specifier) continue;
    if (!specifier.startsWith(".")) {
      seen.add(specifier);
      continue;
    }
    const local = resolve(dirname(file), specifier);
    if (seen.has(local)) continue;
    seen.add(local);
    staticImports(local, seen);
  }
  return seen;
}

describe("npm start", () => {
  it("loads nothing of the build (esbuild, the font subsetter's WebAssembly) unless it has to build", () => {
    const loaded = [...staticImports(join(import.meta.dirname, "start.mjs"))];
    const packages = loaded.filter((specifier) => !specifier.startsWith("/"));
    expect(packages.filter((name) => !builtinModules.includes(name.replace(/^node:/, "")))).toEqual([]);
    expect(
      loaded
        .filter((path) => path.startsWith("/"))
        .map((path) => path.slice(import.meta.dirname.length + 1))
        .sort(),
    ).toEqual(["build-freshness.mjs", "paths.mjs"]);
  });
});
