import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { contentPath, PathRefused } from "./paths";
import type { Author, ContentEdit } from "./types";

export interface CheckedEdit {
  readonly writes: readonly { readonly path: string; readonly bytes: Uint8Array }[];
  readonly removes: readonly string[];
}

/** The edit with every path checked (PathRefused otherwise) and none named twice. */
export function checkedEdit(root: string, edit: Pick<ContentEdit, "writes" | "removes">): CheckedEdit {
  const writes = edit.writes.map((write) => ({ path: contentPath(root, write.path), bytes: write.bytes }));
  const removes = (edit.removes ?? []).map((path) => contentPath(root, path));
  const seen = new Set<string>();
  for (const path of [...writes.map((write) => write.path), ...removes]) {
    if (seen.has(path)) throw new PathRefused(path, "named twice in one edit");
    seen.add(path);
  }
  if (seen.size === 0) throw new PathRefused("", "the edit changes no file");
  return { writes, removes };
}

/** Writes and removes the edit's files under `dir` (the checkout, or a preview's copy of it). */
export async function applyEdit(dir: string, edit: CheckedEdit): Promise<void> {
  for (const { path, bytes } of edit.writes) {
    const file = join(dir, path);
    await mkdir(dirname(file), { recursive: true });
    // A new file, never the old one written over: a copy sharing its bytes with the checkout keeps them.
    await rm(file, { force: true });
    await writeFile(file, bytes);
  }
  for (const path of edit.removes) await rm(join(dir, path), { force: true });
}

// eslint-disable-next-line no-control-regex -- the characters git refuses in a name
const CONTROL = /[\0-\x1f\x7f]/;

/** Why the author cannot sign a commit (git would refuse or mangle the name), or undefined. */
export function authorProblem({ name, email }: Author): string | undefined {
  if (!name.trim() || CONTROL.test(name) || /[<>]/.test(name))
    return `the author's name ${JSON.stringify(name)} cannot sign a commit (empty, or holding < > or a control character)`;
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(email)) return `the author's email ${JSON.stringify(email)} is not an address`;
  return undefined;
}

/** The commit message as git keeps it: control characters but line breaks removed, trimmed; a default when empty. */
export function commitMessage(message: string, paths: readonly string[]): string {
  const cleaned = message
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\0-\x09\x0b-\x1f\x7f]/g, "")
    .trim();
  return cleaned || `Update ${paths.join(", ")}`;
}
