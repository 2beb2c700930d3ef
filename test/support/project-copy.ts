import { cpSync, symlinkSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { tempDir } from "./cleanup";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The project without its builds, data and history, sharing this checkout's node_modules: for a test that changes content. */
export function copyProject(prefix = "site-copy-"): string {
  const copy = tempDir(prefix);
  const skipped = new Set(["node_modules", "dist", "dist.staging", "dist.previous", "dist-dev", "data", ".git"]);
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => !skipped.has(relative(ROOT, source).split(/[\\/]/)[0] ?? ""),
  });
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}
