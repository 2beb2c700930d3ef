import type { EnquiryStore } from "./store";

/**
 * The audit trail's one way in: every sign-in, view, export, correction, status change,
 * assignment, note, replied mark and deletion, by the staff area and the CLI alike. A detail never
 * holds what the enquirer wrote (an entry outlives a deleted enquiry): field names, statuses, staff
 * addresses, dates and counts only.
 */
export interface AuditEvent {
  /** The staff member's email address, or "cli:<os user>" for the staff CLI. */
  readonly actor: string;
  readonly action: string;
  readonly enquiryId?: string;
  readonly detail?: string;
}

export type AuditSink = (event: AuditEvent) => Promise<void>;

/** What each action is called on the audit page; an action not listed shows as recorded. */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  "sign-in": "Signed in",
  "sign-in-refused": "Sign-in refused",
  "sign-out": "Signed out",
  "session-expired": "Session ended (30 minutes idle, or 12 hours)",
  view: "Viewed",
  export: "Exported",
  correct: "Corrected",
  status: "Set status",
  assign: "Assigned",
  note: "Added a note",
  replied: "Marked replied",
  delete: "Deleted",
  "request-refused": "Request refused",
  "content-preview": "Previewed a content change",
  "content-publish": "Published a content change",
  "content-publish-refused": "Publish refused: changed by someone else first",
  "content-publish-failed": "Publish failed: the build refused it",
  "content-restore-preview": "Previewed restoring an earlier version",
  "content-restore": "Restored an earlier version",
};

/** An AuditSink writing to the store's audit trail, stamped by `now`. */
export function storeAuditSink(store: EnquiryStore, now: () => Date = () => new Date()): AuditSink {
  return (event) =>
    store.inbox.record({
      at: now(),
      actor: event.actor,
      action: event.action,
      enquiryId: event.enquiryId ?? null,
      detail: event.detail ?? null,
    });
}
