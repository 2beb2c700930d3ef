import { execFileSync, spawnSync } from "node:child_process";
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

/**
 * A copy of the project in a git repository of its own (one commit, "the site as it stands"), built as
 * `npm run build` builds it: what content published from the staff area commits to and builds in.
 */
export function builtGitProjectCopy(prefix: string): string {
  const copy = copyProject(prefix);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, encoding: "utf8" });
  git("init", "--quiet", "--initial-branch=main");
  git("add", "-A");
  git(
    "-c",
    "user.name=Site Setup",
    "-c",
    "user.email=setup@example.test",
    "commit",
    "--quiet",
    "-m",
    "the site as it stands",
  );
  const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    cwd: copy,
    encoding: "utf8",
    timeout: 240_000,
  });
  if (built.status !== 0) throw new Error(`the copy's build failed: ${built.stderr}`);
  return copy;
}
