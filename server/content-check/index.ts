// Every check the build runs over the content, without building: for the build itself, `npm run
// dev`'s overlay, and the staff area's authoring forms, which show each problem beside its field.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { ContentProblem } from "../collections/problems";
import { PROJECT_ROOT } from "../platform/paths";
import { readContent, type ReadContentOptions } from "./read-content";

export type { ContentProblem } from "../collections/problems";
export { ContentError, formatProblems, problemLine } from "../collections/problems";
export { readContent, type CheckedContent, type ContentRead, type ReadContentOptions } from "./read-content";

/**
 * Every problem in every content file under `root` (the project by default), each
 * { file, fieldPath, label, message, line?, column?, suggestion?, excerpt? }: what the build would
 * report, all at once. An empty list means the build accepts the content.
 */
export function checkContent(options: ReadContentOptions = {}): readonly ContentProblem[] {
  return readContent(options).problems;
}

/** A change an author has not saved: files written (paths relative to the project, under shared/content/ or public/) and removed. */
export interface PendingEdit {
  readonly writes: readonly { readonly path: string; readonly bytes: Uint8Array | string }[];
  readonly removes?: readonly string[];
}

/** The content folders an edit may touch; only these are copied to check it. */
const CONTENT_FOLDERS = ["shared/content", "public"];

/**
 * Every problem the build would report with `edit` applied to the content under `root`, checked in
 * a scratch copy of the content folders: nothing in `root` changes. A path outside the content
 * folders is refused before anything is written.
 */
export function checkContentWith(
  edit: PendingEdit,
  { root = PROJECT_ROOT, includeDrafts = true }: ReadContentOptions = {},
): readonly ContentProblem[] {
  const scratch = mkdtempSync(join(tmpdir(), "content-check-"));
  try {
    for (const folder of CONTENT_FOLDERS) cpSync(join(root, folder), join(scratch, folder), { recursive: true });
    for (const path of edit.removes ?? []) rmSync(inside(scratch, path), { force: true });
    for (const { path, bytes } of edit.writes) {
      const target = inside(scratch, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    }
    return readContent({ root: scratch, includeDrafts }).problems;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The path in the scratch copy, refusing one that leaves the content folders ("../", absolute paths). */
function inside(scratch: string, path: string): string {
  const target = resolve(scratch, path);
  const within = relative(scratch, target);
  if (!CONTENT_FOLDERS.some((folder) => within === folder || within.startsWith(`${folder}${sep}`))) {
    throw new Error(`${path} is not under ${CONTENT_FOLDERS.join(" or ")}`);
  }
  return target;
}
