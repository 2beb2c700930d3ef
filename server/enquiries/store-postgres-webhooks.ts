import type pg from "pg";
import type { TransferredWebhook } from "./store-transfer";
import { ENQUIRY_ID, type StatusChange, type WebhookItem } from "./store";
import { storedError } from "./store-rows";
import {
  dueWebhookWhere,
  insertStatusWebhook,
  markWebhookDelivered,
  newMessageId,
  rescheduleWebhook,
  retryFailingWebhooks,
  selectClaimedWebhooks,
  storedChange,
  toWebhookItem,
  type WebhookRow,
} from "./webhook-sql";

type Query = <Row extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<pg.QueryResult<Row>>;

/**
 * The PostgreSQL store's webhook deliveries: claimed with FOR UPDATE SKIP LOCKED and a lease, as
 * the outbox is, so instances claiming at the same moment take different webhooks and a webhook
 * claimed by an instance that died is sent by another once its lease runs out.
 */
export function postgresWebhooks(query: Query) {
  return {
    async claim(now: Date, limit: number, leaseMs: number): Promise<WebhookItem[]> {
      const { rows } = await query<WebhookRow>(
        `WITH due AS (
           SELECT w.id FROM webhooks w JOIN enquiries e ON e.id = w.enquiry_id
            WHERE ${dueWebhookWhere("$1")}
            ORDER BY w.next_attempt_at, w.id
            LIMIT $2
            FOR UPDATE OF w SKIP LOCKED
         ), w AS (
           UPDATE webhooks u SET status = 'sending', attempts = u.attempts + 1, lease_until = $3
             FROM due WHERE u.id = due.id
           RETURNING u.*
         )
         ${selectClaimedWebhooks("w")}
         ORDER BY w.next_attempt_at, w.id`,
        [now, limit, new Date(now.getTime() + leaseMs)],
      );
      return rows.map(toWebhookItem);
    },
    async delivered(id: number, at: Date) {
      await query(markWebhookDelivered("$1", "$2"), [at, id]);
    },
    async failed(id: number, error: string, retryAt: Date) {
      await query(rescheduleWebhook("$1", "$2", "$3"), [retryAt, storedError(error), id]);
    },
    async retryFailing(now: Date) {
      return (await query(retryFailingWebhooks("$1", "$1"), [now])).rowCount ?? 0;
    },
    async queueStatus(change: StatusChange) {
      if (!ENQUIRY_ID.test(change.enquiryId)) return false;
      const result = await query(insertStatusWebhook("$1", "$2", "$3::jsonb", "$2", "$4"), [
        newMessageId(),
        change.at,
        storedChange(change),
        change.enquiryId,
      ]);
      return result.rowCount === 1;
    },
  };
}

/** The insert's CTE that queues a new enquiry's `enquiry.received` with it (`inserted` is the enquiry's CTE; `messageId` its bound id). */
export const queueReceivedWith = (messageId: string) =>
  `INSERT INTO webhooks (message_id, enquiry_id, type, occurred_at, next_attempt_at)
   SELECT ${messageId}, id, 'enquiry.received', received_at, received_at FROM inserted WHERE NOT spam`;

export { newMessageId };

/** copy-to-postgres: one of a copied enquiry's webhooks, with its id and as far as it got (inside the copy's transaction). */
export async function importWebhook(client: pg.PoolClient, enquiryId: string, hook: TransferredWebhook): Promise<void> {
  await client.query(
    `INSERT INTO webhooks (message_id, enquiry_id, type, occurred_at, status_change, status, attempts, next_attempt_at, last_error, sent_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10) ON CONFLICT (message_id) DO NOTHING`,
    [
      hook.messageId,
      enquiryId,
      hook.type,
      hook.occurredAt,
      hook.statusChange,
      hook.status,
      hook.attempts,
      hook.nextAttemptAt,
      hook.lastError,
      hook.sentAt,
    ],
  );
}
