import type { Author, ContentEdit, ContentRepository } from "./types";

export interface RestoreRequest {
  /** The file to restore. */
  readonly path: string;
  /** The commit whose version of it is published again (one of its history's revisions). */
  readonly commit: string;
  readonly author: Author;
  /** The version of the file the author's page showed as current: another author's later change is not overwritten. */
  readonly expected: string | null;
  /** The commit message; by default it names the restored commit. */
  readonly message?: string;
}

/**
 * The edit that restores `path` as `commit` had it: an ordinary change (a new commit of the old
 * bytes), so the history keeps both the change and its undoing. Preview it with the publisher's
 * preview({ writes }) before publishing it.
 */
export async function restoreEdit(
  repository: ContentRepository,
  request: RestoreRequest,
): Promise<ContentEdit | { report: string }> {
  const bytes = await repository.readAt(request.path, request.commit);
  if (!bytes) return { report: `Nothing was restored: ${request.path} is not in commit ${request.commit}` };
  const short = request.commit.slice(0, 7);
  return {
    writes: [{ path: request.path, bytes }],
    expected: [{ path: request.path, version: request.expected }],
    message: request.message ?? `Restore ${request.path} as it was in ${short}`,
    author: request.author,
  };
}
