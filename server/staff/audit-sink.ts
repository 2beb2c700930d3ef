/** What the staff area records for the audit trail: who did what, never a token or a cookie. */
export interface AuditEvent {
  /** The staff member's email, or what the provider said it was for a refused sign-in ("unknown" when nothing). */
  readonly actor: string;
  /** e.g. "sign-in", "sign-in-refused", "sign-out", "session-expired". */
  readonly action: string;
  readonly enquiryId?: string;
  /** Why, in words (a refusal's reason); never a token, a code or a cookie. */
  readonly detail?: string;
}

/** Where audit events go: the audit trail's storage, injected so the staff area does not own it. */
export type AuditSink = (event: AuditEvent) => Promise<void>;

/**
 * Until the audit trail has its own storage: each event as a log line at info (`audit` field), which
 * the log store keeps with the rest.
 */
export function logAuditSink(logger: { info(object: object, message: string): void }): AuditSink {
  return async (event) => logger.info({ audit: event }, `audit: ${event.action} by ${event.actor}`);
}
