import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { git, gitBytes, GitError } from "./git";
import { contentPath } from "./paths";
import type { ContentRepository, Revision } from "./types";

const FIELD = "\x1f";
const RECORD = "\x1e";
const LOG_FORMAT = `--format=%H${FIELD}%an${FIELD}%ae${FIELD}%aI${FIELD}%B${RECORD}`;
const COMMIT_ID = /^[0-9a-f]{7,64}$/i;
const DEFAULT_HISTORY = 50;

/** The revisions `git log` printed in LOG_FORMAT, newest first. */
export function parseLog(output: string): Revision[] {
  return output
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ""))
    .filter((record) => record.trim() !== "")
    .map((record) => {
      const [commit = "", name = "", email = "", date = "", ...message] = record.split(FIELD);
      return { commit, author: { name, email }, date: new Date(date), message: message.join(FIELD).trim() };
    });
}

/** The revisions of one path (through renames), newest first. */
export async function historyOf(root: string, path: string, limit = DEFAULT_HISTORY): Promise<Revision[]> {
  const count = Math.max(1, Math.min(Math.floor(limit), 1000));
  return parseLog(await git(root, ["log", "--follow", `-n${count}`, LOG_FORMAT, "--", path]));
}

/** Git's blob id of each file's bytes now (`git hash-object`), null for a file that is not there. */
export async function versionsNow(root: string, paths: readonly string[]): Promise<Map<string, string | null>> {
  const present: string[] = [];
  for (const path of paths) if (await isFile(join(root, path))) present.push(path);
  const ids =
    present.length === 0 ? [] : (await git(root, ["hash-object", "--no-filters", "--", ...present])).trim().split("\n");
  return new Map(paths.map((path) => [path, ids[present.indexOf(path)] ?? null]));
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await lstat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The content of the checkout at `root`, read through git: each file with its version (the blob id
 * a form sends back as `expected`), a folder's files, a path's history and a file as a commit had it.
 * Every path is refused (PathRefused) unless it is a plain path under shared/content/ or public/images/.
 */
export function createContentRepository(root: string): ContentRepository {
  return {
    async read(path) {
      const checked = contentPath(root, path);
      if (!(await isFile(join(root, checked)))) return undefined;
      const bytes = await readFile(join(root, checked));
      const version = (await versionsNow(root, [checked])).get(checked);
      return version ? { bytes, version } : undefined;
    },
    /**
     * What a folder holds, as paths from the checkout, sorted: its files, and its subfolders with a
     * trailing slash (to list in turn); none when it is missing.
     */
    async list(folder) {
      const checked = contentPath(root, folder, { folder: true });
      try {
        const entries = await readdir(join(root, checked), { withFileTypes: true });
        return entries
          .filter((entry) => (entry.isFile() || entry.isDirectory()) && !entry.name.startsWith("."))
          .map((entry) => `${checked}/${entry.name}${entry.isDirectory() ? "/" : ""}`)
          .sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR")
          return [];
        throw error;
      }
    },
    history(path, limit) {
      return historyOf(root, contentPath(root, path), limit);
    },
    /** The bytes of `path` in `commit` (a commit id, full or abbreviated), or undefined when that commit has no such file. */
    async readAt(path, commit) {
      const checked = contentPath(root, path);
      if (!COMMIT_ID.test(commit)) return undefined;
      try {
        return await gitBytes(root, ["cat-file", "blob", `${commit}:${checked}`]);
      } catch (error) {
        if (error instanceof GitError) return undefined;
        throw error;
      }
    },
  };
}
