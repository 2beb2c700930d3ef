import { randomUUID } from "node:crypto";
import type { StatusChange, WebhookItem, WebhookType } from "./store";
import { toEnquiry, type EnquiryRow } from "./store-rows";
import { ENQUIRY_COLUMNS, NOTIFICATION_STATUS } from "./store-sql";

/**
 * The webhook deliveries' SQL, shared by both stores as store-sql.ts is: one row per webhook in
 * `webhooks`, leased like the outbox's. Placeholders are the caller's, in its store's syntax.
 */

/** A new webhook's id (the webhook-id header): made once, kept with its row, so every attempt carries it. */
export const newMessageId = (): string => `msg_${randomUUID().replaceAll("-", "")}`;

/** Due, or leased by an instance that stopped; never for a quarantined enquiry, and never before an earlier one of the same enquiry. */
export const dueWebhookWhere = (now: string) =>
  `((w.status = 'pending' AND w.next_attempt_at <= ${now}) OR (w.status = 'sending' AND w.lease_until <= ${now}))
   AND e.spam = FALSE
   AND NOT EXISTS (SELECT 1 FROM webhooks x WHERE x.enquiry_id = w.enquiry_id AND x.id < w.id AND x.status <> 'sent')`;

/** The claimed webhook with its enquiry as stored now; `from` names the claimed rows as `w`. */
export const selectClaimedWebhooks = (from: string) =>
  `SELECT w.id AS delivery_id, w.message_id, w.type, w.attempts, w.occurred_at, w.status_change, ${ENQUIRY_COLUMNS}, ${NOTIFICATION_STATUS}
     FROM ${from} JOIN enquiries e ON e.id = w.enquiry_id LEFT JOIN outbox o ON o.enquiry_id = e.id`;

export const insertWebhook = (values: {
  messageId: string;
  enquiryId: string;
  type: string;
  occurredAt: string;
  change: string;
  nextAttemptAt: string;
}) =>
  `INSERT INTO webhooks (message_id, enquiry_id, type, occurred_at, status_change, next_attempt_at)
   VALUES (${values.messageId}, ${values.enquiryId}, ${values.type}, ${values.occurredAt}, ${values.change}, ${values.nextAttemptAt})`;

/** A status change of an enquiry that exists and is not quarantined (none of its webhooks is ever sent). */
export const insertStatusWebhook = (
  messageId: string,
  occurredAt: string,
  change: string,
  nextAttemptAt: string,
  enquiryId: string,
) =>
  `INSERT INTO webhooks (message_id, enquiry_id, type, occurred_at, status_change, next_attempt_at)
   SELECT ${messageId}, id, 'enquiry.status_changed', ${occurredAt}, ${change}, ${nextAttemptAt} FROM enquiries WHERE id = ${enquiryId} AND spam = FALSE`;

/** Delivered: its status change's fields go (the practice's system has them now; the enquiry keeps its own). */
export const markWebhookDelivered = (at: string, id: string) =>
  `UPDATE webhooks SET status = 'sent', sent_at = ${at}, lease_until = NULL, last_error = NULL, status_change = NULL WHERE id = ${id}`;

export const rescheduleWebhook = (retryAt: string, error: string, id: string) =>
  `UPDATE webhooks SET status = 'pending', next_attempt_at = ${retryAt}, lease_until = NULL, last_error = ${error} WHERE id = ${id}`;

/** `retry`: the failing webhooks, and those left sending past their lease, due at `dueAt`. */
export const retryFailingWebhooks = (dueAt: string, now: string) =>
  `UPDATE webhooks SET next_attempt_at = ${dueAt}, status = 'pending', lease_until = NULL
    WHERE (status = 'pending' AND last_error IS NOT NULL) OR (status = 'sending' AND lease_until <= ${now})`;

/** The status change as a row keeps it (JSON text in SQLite, jsonb in PostgreSQL). */
export const storedChange = (change: StatusChange): string => JSON.stringify({ status: change.status, by: change.by });

export interface WebhookRow extends EnquiryRow {
  delivery_id: number | string;
  message_id: string;
  type: string;
  attempts: number;
  occurred_at: string | Date;
  status_change: string | { status: string; by: string } | null;
}

export function toWebhookItem(row: WebhookRow): WebhookItem {
  const change =
    typeof row.status_change === "string"
      ? (JSON.parse(row.status_change) as { status: string; by: string })
      : row.status_change;
  return {
    deliveryId: Number(row.delivery_id),
    messageId: row.message_id,
    type: row.type as WebhookType,
    attempts: row.attempts,
    occurredAt: new Date(row.occurred_at).toISOString(),
    enquiry: toEnquiry(row),
    change: change ? { status: change.status, by: change.by } : null,
  };
}
