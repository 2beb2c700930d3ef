/**
 * The shapes shared by the staff area's authoring pages and the service that keeps content in git
 * and publishes it. Paths are relative to the content root (the project checkout), always under
 * shared/content/ or public/images/.
 */
export interface Author {
  readonly name: string;
  readonly email: string;
}
/** A file's version as the author's form saw it: git's blob id of its bytes, or null when absent. */
export interface FileVersion {
  readonly path: string;
  readonly version: string | null;
}
export interface FileWrite {
  readonly path: string;
  readonly bytes: Uint8Array;
}
/** Paths are relative to the content root (the project checkout), always under shared/content/ or public/images/. */
export interface ContentEdit {
  readonly writes: readonly FileWrite[];
  readonly removes?: readonly string[];
  readonly expected: readonly FileVersion[];
  readonly message: string;
  readonly author: Author;
}
export interface Revision {
  readonly commit: string;
  readonly author: Author;
  readonly date: Date;
  readonly message: string;
}
export interface ContentRepository {
  read(path: string): Promise<{ readonly bytes: Buffer; readonly version: string } | undefined>;
  list(folder: string): Promise<readonly string[]>;
  history(path: string, limit?: number): Promise<readonly Revision[]>;
  readAt(path: string, commit: string): Promise<Buffer | undefined>;
}
export type PreviewResult =
  | { readonly ok: true; readonly id: string } // pages served by the preview router at /author/preview/<id>/<site path>
  | { readonly ok: false; readonly report: string }; // the build's own report, as an author reads it
export type PublishResult =
  | {
      readonly ok: true;
      readonly commit: string;
      /** Copied to CONTENT_REMOTE (false when none is set, or the push failed: then `pushReport` says why). */
      readonly pushed: boolean;
      /** How many running servers now serve the published build. */
      readonly instances: number;
      readonly pushReport?: string;
    }
  | {
      readonly ok: false;
      readonly stale?: { readonly path: string; readonly by: Author; readonly at: Date; readonly commit: string };
      readonly report?: string;
    };
export interface Publisher {
  /** Builds the current content with the edit applied into a scratch folder; nothing live or committed changes. */
  preview(edit: Pick<ContentEdit, "writes" | "removes">): Promise<PreviewResult>;
  /** Checks `expected` against the files now (stale → refused, nothing written), writes, commits in the
   *  author's name and email, builds in place and loads the build into every running instance
   *  (publish-site's mechanism); a failing build leaves live and the repository as they were. One at a time. */
  publish(edit: ContentEdit): Promise<PublishResult>;
}
