import type { SqliteDatabase } from "./sqlite-driver";
import type { StatusChange, WebhookItem } from "./store";
import type { TransferredWebhook } from "./store-transfer";
import { storedError } from "./store-rows";
import {
  dueWebhookWhere,
  insertStatusWebhook,
  insertWebhook,
  markWebhookDelivered,
  newMessageId,
  rescheduleWebhook,
  retryFailingWebhooks,
  selectClaimedWebhooks,
  storedChange,
  toWebhookItem,
  type WebhookRow,
} from "./webhook-sql";

/**
 * The SQLite store's webhook deliveries. Times to compare (next attempt, lease) are ms, as in the
 * outbox; the event's time is ISO text, as received_at is. A claim runs in one immediate
 * transaction, so another process on the same file waits and then sees the lease.
 */
export function sqliteWebhooks(db: SqliteDatabase) {
  const statements = {
    queueReceived: db.prepare(
      insertWebhook({
        messageId: "?",
        enquiryId: "?",
        type: "'enquiry.received'",
        occurredAt: "?",
        change: "NULL",
        nextAttemptAt: "?",
      }),
    ),
    queueStatus: db.prepare(insertStatusWebhook("?", "?", "?", "?", "?")),
    due: db.prepare<[{ now: number; limit: number }], WebhookRow>(
      `${selectClaimedWebhooks("webhooks w")} WHERE ${dueWebhookWhere("@now")} ORDER BY w.next_attempt_at, w.id LIMIT @limit`,
    ),
    lease: db.prepare("UPDATE webhooks SET status = 'sending', attempts = attempts + 1, lease_until = ? WHERE id = ?"),
    delivered: db.prepare(markWebhookDelivered("?", "?")),
    reschedule: db.prepare(rescheduleWebhook("?", "?", "?")),
    retryFailing: db.prepare(retryFailingWebhooks("?", "?")),
    all: db.prepare<[], TransferRow>("SELECT * FROM webhooks ORDER BY id"),
  };
  const claimNow = db.transaction((now: Date, limit: number, leaseMs: number): WebhookItem[] => {
    const rows = statements.due.all({ now: now.getTime(), limit });
    for (const row of rows) statements.lease.run(now.getTime() + leaseMs, row.delivery_id);
    return rows.map((row) => toWebhookItem({ ...row, attempts: row.attempts + 1 }));
  });
  return {
    /** Inside the enquiry's insert transaction: its `enquiry.received`, due at once. */
    queueReceived: (enquiryId: string, receivedAt: Date) =>
      void statements.queueReceived.run(newMessageId(), enquiryId, receivedAt.toISOString(), receivedAt.getTime()),
    queueStatus: (change: StatusChange) =>
      statements.queueStatus.run(
        newMessageId(),
        change.at.toISOString(),
        storedChange(change),
        change.at.getTime(),
        change.enquiryId,
      ).changes === 1,
    claim: (now: Date, limit: number, leaseMs: number) => claimNow.immediate(now, limit, leaseMs),
    delivered: (id: number, at: Date) => void statements.delivered.run(at.toISOString(), id),
    failed: (id: number, error: string, retryAt: Date) =>
      void statements.reschedule.run(retryAt.getTime(), storedError(error), id),
    retryFailing: (now: Date) => statements.retryFailing.run(now.getTime(), now.getTime()).changes,
    /** Every webhook by its enquiry's id, in the order they were queued (copy-to-postgres). */
    forTransfer(): Map<string, TransferredWebhook[]> {
      const byEnquiry = new Map<string, TransferredWebhook[]>();
      for (const row of statements.all.all())
        byEnquiry.set(row.enquiry_id, [...(byEnquiry.get(row.enquiry_id) ?? []), transferredWebhook(row)]);
      return byEnquiry;
    },
  };
}

interface TransferRow {
  enquiry_id: string;
  message_id: string;
  type: string;
  occurred_at: string;
  status_change: string | null;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: string | null;
}

const transferredWebhook = (row: TransferRow): TransferredWebhook => ({
  messageId: row.message_id,
  type: row.type,
  occurredAt: row.occurred_at,
  statusChange: row.status_change,
  status: row.status === "sent" ? "sent" : "pending",
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
  lastError: row.last_error,
  sentAt: row.sent_at,
});
