import type pg from "pg";
import { importNotes } from "./store-postgres-inbox";
import { importWebhook } from "./store-postgres-webhooks";
import type { TransferredEnquiry, TransferResult } from "./store-transfer";

/**
 * copy-to-postgres: every enquiry of a SQLite store with its notes, webhooks and notification, in one
 * transaction, so a copy stopped half way leaves nothing. An enquiry already here is left as it is
 * (the command is safe to run again).
 */
export async function importTransferredRows(
  pool: pg.Pool,
  rows: readonly TransferredEnquiry[],
): Promise<TransferResult> {
  const client = await pool.connect();
  let copied = 0;
  let toSend = 0;
  try {
    await client.query("BEGIN");
    for (const row of rows) {
      if (!(await insertEnquiry(client, row))) continue;
      copied += 1;
      for (const hook of row.webhooks) await importWebhook(client, row.id, hook);
      await importNotes(client, row.id, row.notes);
      const notification = row.notification;
      if (!notification) continue;
      if (notification.status !== "sent") toSend += 1;
      await client.query(
        `INSERT INTO outbox (enquiry_id, status, attempts, next_attempt_at, last_error, sent_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          row.id,
          notification.status,
          notification.attempts,
          notification.nextAttemptAt,
          notification.lastError,
          notification.sentAt,
        ],
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { copied, alreadyThere: rows.length - copied, toSend };
}

/** The enquiry itself; false when one with its id is already here. */
async function insertEnquiry(client: pg.PoolClient, row: TransferredEnquiry): Promise<boolean> {
  const inserted = await client.query(
    `INSERT INTO enquiries (id, received_at, name, company, role, email, phone, business_size, priorities, message, spam, spam_reason,
                            client_hash, idempotency_key, form_token, request_hash, corrected_at,
                            reply_due_at, replied_at, replied_by, reminder_sent_at, digested_on, status, assignee)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      row.id,
      row.receivedAt,
      row.name,
      row.company,
      row.role,
      row.email,
      row.phone,
      row.businessSize,
      row.priorities,
      row.message,
      row.spam,
      row.spamReason,
      row.clientHash,
      row.idempotencyKey,
      row.formToken,
      row.requestHash,
      row.correctedAt,
      row.replyDueAt,
      row.repliedAt,
      row.repliedBy,
      row.reminderSentAt,
      row.digestedOn,
      row.enquiryStatus,
      row.assignee,
    ],
  );
  return inserted.rowCount === 1;
}
