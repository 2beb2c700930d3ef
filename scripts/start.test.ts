import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { NPM_START_ENV } from "./testing/server-process";

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

  it("runs the server with the environment the tests start it with, as the Docker image does", () => {
    const root = join(import.meta.dirname, "..");
    const start = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.start;
    const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
    for (const [name, value] of Object.entries(NPM_START_ENV)) {
      expect(start).toContain(`${name}=\${${name}:-${value}} exec node scripts/start.mjs`);
      expect(dockerfile).toMatch(new RegExp(`^\\s*${name}=${value}\\b`, "m"));
    }
  });
});
