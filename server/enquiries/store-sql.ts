import type { CorrectableField } from "./store";

/**
 * The SQL both stores run, in one place: each store binds the parameters in its own syntax, so a
 * statement here takes its placeholders ("?" or "@name" for SQLite, "$1" for PostgreSQL) as
 * arguments. What only one store can say (PostgreSQL's CTEs, SQLite's transactions) stays in it.
 */

/** The enquiry columns, from `enquiries e`; both stores join `outbox o` for the notification state. */
export const ENQUIRY_COLUMNS = `e.id, e.received_at, e.name, e.company, e.role, e.email, e.phone, e.business_size, e.priorities, e.message, e.spam, e.spam_reason, e.corrected_at,
  e.reply_due_at, e.replied_at, e.replied_by, e.status, e.assignee`;

/**
 * The notification state from `outbox o`: `failing` when its last attempt failed and it waits for
 * the next. Rows given up on by older versions ('failed') count as failing, and are retried.
 */
export const NOTIFICATION_STATUS = `CASE WHEN o.status = 'failed' OR (o.status = 'pending' AND o.last_error IS NOT NULL) THEN 'failing' ELSE o.status END AS notification,
  o.attempts AS notification_attempts, o.last_error AS notification_error, o.next_attempt_at AS notification_next, o.lease_until AS notification_lease`;

/**
 * Outbox rows `retry` makes due now: the failing ones (as NOTIFICATION_STATUS says), and any left
 * `sending` past its lease by an instance that stopped mid-send (a crash). A send whose lease still
 * runs may be in progress on a live instance, so it is left alone: `show` says when the lease ends.
 * `now` is the bound parameter for the current time, in the store's own syntax.
 */
const retryableOutbox = (now: string) =>
  `status = 'failed' OR (status = 'pending' AND last_error IS NOT NULL) OR (status = 'sending' AND lease_until <= ${now})`;

/** The column of each field staff can correct: a fixed list, never text from the command line. */
const CORRECTABLE_COLUMNS: Readonly<Record<CorrectableField, string>> = {
  name: "name",
  company: "company",
  role: "role",
  email: "email",
  phone: "phone",
  businessSize: "business_size",
  priorities: "priorities",
  message: "message",
};

/** What forgetClientHashes clears: the columns derived from the request rather than typed in. */
const REQUEST_DERIVED_COLUMNS = ["client_hash", "form_token", "idempotency_key", "request_hash"] as const;

/** Which enquiries are past their retention: `$before` and `$spamBefore` are bound by each store in its own syntax. */
export function expiredWhere(before: string, spamBefore: string): string {
  return `(e.spam = FALSE AND e.received_at < ${before}) OR (e.spam = TRUE AND e.received_at < ${spamBefore})`;
}

/** The columns a staff search (`find TEXT`) looks in. */
const SEARCHED_COLUMNS = ["e.name", "e.company", "e.email"] as const;

/**
 * Whether an enquiry matches a staff search for `text` (a bound parameter): any case in the
 * searched columns, and phone numbers with their spaces ignored. `fold` wraps an expression to
 * lower-case it and `position` finds a substring (1-based, 0 when absent), in each store's own SQL.
 */
export function searchWhere(
  text: string,
  { fold, position }: { readonly fold: (sql: string) => string; readonly position: string },
): string {
  const digits = (value: string) => `replace(${value}, ' ', '')`;
  return [
    ...SEARCHED_COLUMNS.map((column) => `${position}(${fold(column)}, ${fold(text)}) > 0`),
    `(${digits(text)} <> '' AND ${position}(${digits("e.phone")}, ${digits(text)}) > 0)`,
  ].join(" OR ");
}

/** Every enquiry with its notification state; a store adds WHERE and ORDER BY. */
export const SELECT_ENQUIRIES = `SELECT ${ENQUIRY_COLUMNS}, ${NOTIFICATION_STATUS} FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id`;

/**
 * Newest first; enquiries received in the same millisecond in the order they were stored.
 * `insertionOrder` is the store's own: SQLite's rowid, PostgreSQL's seq.
 */
export const newestFirst = (insertionOrder: string) => `ORDER BY e.received_at DESC, ${insertionOrder} DESC`;
export const oldestFirst = (insertionOrder: string) => `ORDER BY e.received_at, ${insertionOrder}`;

/** What a purge would delete (its dry run): never the content. */
export const selectExpired = (before: string, spamBefore: string) =>
  `SELECT e.id, e.received_at, e.spam FROM enquiries e WHERE ${expiredWhere(before, spamBefore)}`;

/** The columns a new enquiry is inserted with, in the order newEnquiryValues (store-rows.ts) gives their values. */
export const NEW_ENQUIRY_COLUMNS = [
  "id",
  "received_at",
  "name",
  "company",
  "role",
  "email",
  "phone",
  "business_size",
  "priorities",
  "message",
  "spam",
  "spam_reason",
  "client_hash",
  "idempotency_key",
  "request_hash",
  "form_token",
  "reply_due_at",
  "search_key",
] as const;

export const insertEnquiry = (placeholders: readonly string[]) =>
  `INSERT INTO enquiries (${NEW_ENQUIRY_COLUMNS.join(", ")}) VALUES (${placeholders.join(", ")})`;

/** The enquiry an idempotency key was first used for, and the fingerprint of its request. */
export const selectByIdempotencyKey = (key: string) =>
  `SELECT id, request_hash FROM enquiries WHERE idempotency_key = ${key}`;

export const markSent = (at: string, outboxId: string) =>
  `UPDATE outbox SET status = 'sent', sent_at = ${at}, lease_until = NULL, last_error = NULL WHERE id = ${outboxId}`;

/** A failed attempt: pending again, due at `retryAt`, its error kept for `show`. */
export const reschedule = (retryAt: string, error: string, outboxId: string) =>
  `UPDATE outbox SET status = 'pending', next_attempt_at = ${retryAt}, lease_until = NULL, last_error = ${error} WHERE id = ${outboxId}`;

/** `retry`: every retryable notification due at `dueAt`; `now` decides whose lease has run out. */
export const retryFailing = (dueAt: string, now: string) =>
  `UPDATE outbox SET status = 'pending', next_attempt_at = ${dueAt}, lease_until = NULL WHERE ${retryableOutbox(now)}`;

/** Clears the search key too: the store fills it again from the corrected fields (search-key.ts). */
export const correctField = (field: CorrectableField, value: string, at: string, id: string) =>
  `UPDATE enquiries SET ${CORRECTABLE_COLUMNS[field]} = ${value}, corrected_at = ${at}, search_key = NULL WHERE id = ${id}`;

/** Clears REQUEST_DERIVED_COLUMNS from the enquiries received before `before` that still hold any. */
export const forgetRequestDerived = (before: string) =>
  `UPDATE enquiries SET ${REQUEST_DERIVED_COLUMNS.map((column) => `${column} = NULL`).join(", ")}
    WHERE (${REQUEST_DERIVED_COLUMNS.map((column) => `${column} IS NOT NULL`).join(" OR ")}) AND received_at < ${before}`;

/** The setting that keeps the form token secret when FORM_TOKEN_SECRET is unset. */
export const FORM_TOKEN_SECRET_SETTING = "form-token-secret";

/** Keeps the first value a setting is given: instances starting together race, and all read the winner. */
export const addSetting = (name: string, value: string) =>
  `INSERT INTO settings (name, value) VALUES (${name}, ${value}) ON CONFLICT (name) DO NOTHING`;
export const selectSetting = (name: string) => `SELECT value FROM settings WHERE name = ${name}`;

/** `replied`: when staff replied and who (null when not given); a second call overwrites the first. */
export const markReplied = (at: string, by: string, id: string) =>
  `UPDATE enquiries SET replied_at = ${at}, replied_by = ${by}, status = CASE WHEN status = 'new' THEN 'replied' ELSE status END WHERE id = ${id}`;

/** Not quarantined nor set to spam by staff, reply due by `now` and not marked replied: `list --overdue`, and the reminder's condition. */
export const overdueWhere = (now: string) =>
  `e.spam = FALSE AND e.status <> 'spam' AND e.replied_at IS NULL AND e.reply_due_at <= ${now}`;

/**
 * Leases the overdue enquiries not yet reminded whose lease (if any) ran out: `lock` is the store's
 * own row lock for its subquery (PostgreSQL's FOR UPDATE SKIP LOCKED, so instances claiming at once
 * take different rows; nothing in SQLite, whose write transaction already excludes the others).
 */
export const claimReminders = (leaseUntil: string, now: string, limit: string, lock: string) =>
  `UPDATE enquiries SET reminder_lease_until = ${leaseUntil}
    WHERE id IN (SELECT e.id FROM enquiries e
                  WHERE ${overdueWhere(now)} AND e.reminder_sent_at IS NULL AND (e.reminder_lease_until IS NULL OR e.reminder_lease_until <= ${now})
                  ORDER BY e.reply_due_at, e.id LIMIT ${limit} ${lock})
    RETURNING id`;

export const markReminderSent = (at: string, id: string) =>
  `UPDATE enquiries SET reminder_sent_at = ${at}, reminder_lease_until = NULL WHERE id = ${id}`;
export const markReminderFailed = (retryAt: string, id: string) =>
  `UPDATE enquiries SET reminder_lease_until = ${retryAt} WHERE id = ${id} AND reminder_sent_at IS NULL`;

/**
 * Claims a day's quarantine digest: the first claim inserts it; a later one takes it over only when
 * it is unsent and its lease ran out. RETURNING gives a row to the one claimant only.
 */
export const claimDigest = (day: string, leaseUntil: string, now: string) =>
  `INSERT INTO quarantine_digests (day, lease_until) VALUES (${day}, ${leaseUntil})
   ON CONFLICT (day) DO UPDATE SET lease_until = excluded.lease_until
    WHERE quarantine_digests.sent_at IS NULL AND quarantine_digests.lease_until <= ${now}
   RETURNING day`;

/** The quarantined enquiries a claimed digest names: none an earlier digest named. */
export const nameInDigest = (day: string) =>
  `UPDATE enquiries SET digested_on = ${day} WHERE spam = TRUE AND (digested_on IS NULL OR digested_on = ${day}) RETURNING id`;

export const markDigestSent = (at: string, day: string) =>
  `UPDATE quarantine_digests SET sent_at = ${at} WHERE day = ${day}`;
export const markDigestFailed = (retryAt: string, day: string) =>
  `UPDATE quarantine_digests SET lease_until = ${retryAt} WHERE day = ${day} AND sent_at IS NULL`;

/**
 * The figures /metrics reads (store.ts, WatchFigures), each counted over at most `cap` rows: the
 * failing as NOTIFICATION_STATUS says, the unsent, the overdue as overdueWhere says, and the
 * webhooks not yet accepted by the practice's system.
 */
export const watchFigures = (now: string, cap: string) => `SELECT
  (SELECT COUNT(*) FROM (SELECT 1 FROM outbox WHERE status = 'failed' OR (status = 'pending' AND last_error IS NOT NULL) LIMIT ${cap}) f) AS failing,
  (SELECT COUNT(*) FROM (SELECT 1 FROM outbox WHERE status <> 'sent' LIMIT ${cap}) u) AS unsent,
  (SELECT COUNT(*) FROM (SELECT 1 FROM enquiries e WHERE ${overdueWhere(now)} LIMIT ${cap}) d) AS overdue,
  (SELECT COUNT(*) FROM (SELECT 1 FROM webhooks WHERE status <> 'sent' LIMIT ${cap}) w) AS webhooks`;

/** watchFigures' row: PostgreSQL's COUNT is a bigint, which pg hands over as text. */
export interface WatchRow {
  readonly failing: number | string;
  readonly unsent: number | string;
  readonly overdue: number | string;
  readonly webhooks: number | string;
}
