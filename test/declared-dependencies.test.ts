import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../server/platform/paths";

/**
 * Every package the code imports is declared in package.json, and the running site (server/,
 * shared/, client/ outside tests) uses only `dependencies`: a production install has nothing else.
 */
const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const BUILTINS = new Set(builtinModules);
/** `from "pkg"`, `import("pkg")` and `import "pkg"`, with a package-shaped specifier (not a path, not a template). */
const IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)["']((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]*)?)["']/gm;

const sources = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "*.ts", "*.tsx", "*.mjs", "*.js"], {
  cwd: PROJECT_ROOT,
  encoding: "utf8",
})
  .split("\n")
  // This file's own comments name example specifiers.
  .filter(
    (file) =>
      file &&
      !file.startsWith("node_modules/") &&
      !file.includes("/fixtures/") &&
      file !== "test/declared-dependencies.test.ts",
  );

function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith("node:") || BUILTINS.has(specifier.split("/")[0] ?? "")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const isRunningSite = (file: string) => /^(server|shared|client)\//.test(file) && !/\.test\.tsx?$/.test(file);

describe("declared dependencies", () => {
  const imports = sources.flatMap((file) =>
    [...readFileSync(join(PROJECT_ROOT, file), "utf8").matchAll(IMPORT)].flatMap((match) => {
      const name = match[1] && packageOf(match[1]);
      if (!name) return [];
      // `import type` is erased at build: the package's types (a dev dependency) are all it needs.
      const text = match.input.slice(0, match.index);
      const typeOnly = /^import\s+type\b/.test(text.slice(text.lastIndexOf("import")));
      return [{ file, name, typeOnly }];
    }),
  );

  it("finds the imports it checks", () => {
    expect(imports.map(({ name }) => name)).toEqual(expect.arrayContaining(["express", "vitest"]));
  });

  it("declares every package the code imports", () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    // A types-only package is declared as @types/<name> ("hast" as @types/hast).
    for (const name of declared)
      if (name.startsWith("@types/")) declared.add(name.slice("@types/".length).replace(/^(.+)__(.+)$/, "@$1/$2"));
    expect(imports.filter(({ name }) => !declared.has(name)).map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });

  it("runs the site on dependencies alone", () => {
    const runtime = new Set(Object.keys(manifest.dependencies));
    expect(
      imports
        .filter(({ file, name, typeOnly }) => isRunningSite(file) && !typeOnly && !runtime.has(name))
        .map(({ file, name }) => `${file}: ${name}`),
    ).toEqual([]);
  });
});
