/**
 * Every row of a store as it is held, for moving a SQLite store into PostgreSQL
 * (`npm run enquiries -- copy-to-postgres`): enquiries with what the checks and idempotency keep,
 * and each one's notification as far as it got.
 */
export interface TransferredEnquiry {
  readonly id: string;
  readonly receivedAt: string;
  readonly name: string;
  readonly company: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  readonly businessSize: string;
  /** JSON text of the list of priorities. */
  readonly priorities: string;
  readonly message: string;
  readonly spam: boolean;
  readonly spamReason: string | null;
  readonly clientHash: string | null;
  readonly idempotencyKey: string | null;
  readonly formToken: string | null;
  readonly requestHash: string | null;
  /** When staff last corrected it (ISO), or null. */
  readonly correctedAt: string | null;
  /** The reply's due time, when staff recorded it replied and who, when its one late reminder went, and the day's digest that named it (quarantined): so none is sent again from PostgreSQL. */
  readonly replyDueAt: string | null;
  readonly repliedAt: string | null;
  readonly repliedBy: string | null;
  readonly reminderSentAt: string | null;
  readonly digestedOn: string | null;
  /** Where staff put it, whose it is and their notes (inbox-store.ts); the audit trail stays in the SQLite file. */
  readonly enquiryStatus: string;
  readonly assignee: string | null;
  readonly notes: ReadonlyArray<{ readonly author: string; readonly at: string; readonly text: string }>;
  readonly notification: {
    /** A send left mid-way is pending again in its new home: nothing claims it there. */
    readonly status: "pending" | "sent" | "failed";
    readonly attempts: number;
    readonly nextAttemptAt: string;
    readonly lastError: string | null;
    readonly sentAt: string | null;
  } | null;
  /** Its webhooks as far as they got, with their ids: one delivered from SQLite is not sent again, one not yet is sent from PostgreSQL with the same webhook-id. */
  readonly webhooks: readonly TransferredWebhook[];
}

export interface TransferredWebhook {
  readonly messageId: string;
  readonly type: string;
  readonly occurredAt: string;
  /** JSON text of a status change's fields, or null. */
  readonly statusChange: string | null;
  /** A send left mid-way is pending again in its new home. */
  readonly status: "pending" | "sent";
  readonly attempts: number;
  readonly nextAttemptAt: string;
  readonly lastError: string | null;
  readonly sentAt: string | null;
}

export interface TransferResult {
  readonly copied: number;
  readonly alreadyThere: number;
  /** Of those copied, notifications not yet sent: the server's outbox worker sends them from PostgreSQL. */
  readonly toSend: number;
}

/** An enquiry as the SQLite store holds it, with its outbox row's columns (null without one). */
export interface SqliteTransferRow {
  id: string;
  received_at: string;
  name: string;
  company: string;
  role: string;
  email: string;
  phone: string;
  business_size: string;
  priorities: string;
  message: string;
  spam: number;
  spam_reason: string | null;
  client_hash: string | null;
  idempotency_key: string | null;
  form_token: string | null;
  request_hash: string | null;
  corrected_at: string | null;
  reply_due_at: string | null;
  replied_at: string | null;
  replied_by: string | null;
  reminder_sent_at: string | null;
  digested_on: string | null;
  status: string | null;
  attempts: number | null;
  next_attempt_at: number | null;
  last_error: string | null;
  sent_at: string | null;
  enquiry_status: string;
  assignee: string | null;
}

/** Every enquiry in a SQLite store with its notification, oldest first. */
export const SELECT_FOR_TRANSFER = `SELECT e.*, e.status AS enquiry_status, o.status, o.attempts, o.next_attempt_at, o.last_error, o.sent_at FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id ORDER BY e.received_at, e.id`;

export function transferredEnquiry(
  row: SqliteTransferRow,
  notes: TransferredEnquiry["notes"] = [],
  webhooks: readonly TransferredWebhook[] = [],
): TransferredEnquiry {
  return {
    id: row.id,
    receivedAt: row.received_at,
    name: row.name,
    company: row.company,
    role: row.role,
    email: row.email,
    phone: row.phone,
    businessSize: row.business_size,
    priorities: row.priorities,
    message: row.message,
    spam: row.spam === 1,
    spamReason: row.spam_reason,
    clientHash: row.client_hash,
    idempotencyKey: row.idempotency_key,
    formToken: row.form_token,
    requestHash: row.request_hash,
    correctedAt: row.corrected_at,
    replyDueAt: row.reply_due_at,
    repliedAt: row.replied_at,
    repliedBy: row.replied_by,
    reminderSentAt: row.reminder_sent_at,
    digestedOn: row.digested_on,
    enquiryStatus: row.enquiry_status,
    assignee: row.assignee,
    notes,
    notification:
      row.status === null
        ? null
        : {
            status: row.status === "sent" ? "sent" : row.status === "failed" ? "failed" : "pending",
            attempts: row.attempts ?? 0,
            nextAttemptAt: new Date(row.next_attempt_at ?? Date.now()).toISOString(),
            lastError: row.last_error,
            sentAt: row.sent_at,
          },
    webhooks,
  };
}
