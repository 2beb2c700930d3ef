import type { Router } from "express";
import type { AuditSink } from "../../enquiries/audit";
import type { ContentRepository, FileVersion, FileWrite, Publisher } from "../../authoring/types";
import type { KindKey } from "./kinds";

export interface AuthoringOptions {
  /** The content's git checkout, read for the forms, the lists and the history. */
  readonly repository: ContentRepository;
  /** Previews and publishes a change (server/authoring/). */
  readonly publisher: Publisher;
  /** Where every preview, publish and restore is recorded, with its commit. */
  readonly audit: AuditSink;
  /** Who may author: AUTHOR_EMAILS's addresses and @domain entries. */
  readonly authorEmails: readonly string[];
  /** Serves /author/preview/<id>/<site path> (server/authoring's preview router), mounted behind the authors-only check. */
  readonly previews?: Router;
  /** public/ of the content root: where a body's images are looked up. */
  readonly publicDir: string;
  /** The toolbar's script, built by `npm run build` (dist/staff/author-editor.js); without it the editor is a plain text box. */
  readonly editorScript?: string;
  readonly clock?: () => Date;
}

/** A checked change waiting to be published from its preview: kept in this process, for its author only. */
export interface Draft {
  readonly id: string;
  readonly owner: string;
  readonly kind: KindKey;
  readonly slug: string | undefined;
  /** The form as the author filled it, to show again (to go back from the preview, or after a stale publish). */
  readonly values: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body: string;
  readonly writes: readonly FileWrite[];
  readonly expected: readonly FileVersion[];
  readonly message: string;
  readonly pages: readonly string[];
  readonly previewId: string;
  /** The commit restored, when the change restores an earlier version. */
  readonly restoring?: string;
  readonly createdAt: number;
}

export interface AuthoringContext extends AuthoringOptions {
  readonly now: () => Date;
  readonly drafts: Drafts;
}

const DRAFT_LIFETIME_MS = 3 * 60 * 60_000;
const MOST_DRAFTS = 200;

/** Drafts by id, the oldest dropped after three hours or when there are too many. */
export class Drafts {
  private readonly byId = new Map<string, Draft>();
  constructor(private readonly now: () => Date) {}

  put(draft: Draft): void {
    const oldest = this.now().getTime() - DRAFT_LIFETIME_MS;
    for (const [id, each] of this.byId)
      if (each.createdAt < oldest || this.byId.size >= MOST_DRAFTS) this.byId.delete(id);
    this.byId.set(draft.id, draft);
  }

  /** The draft, when it exists and is this author's. */
  get(id: string, owner: string): Draft | undefined {
    const draft = this.byId.get(id);
    return draft && draft.owner === owner && draft.createdAt >= this.now().getTime() - DRAFT_LIFETIME_MS
      ? draft
      : undefined;
  }

  delete(id: string): void {
    this.byId.delete(id);
  }
}
