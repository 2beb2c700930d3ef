import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "../platform/logger";
import {
  ENQUIRY_ID,
  FormTokenUsedError,
  StoreUnavailableError,
  type CorrectableField,
  type CorrectedValue,
  type EnquiryStore,
  type ListOptions,
  type NewEnquiry,
  type OutboxItem,
  type PurgeOptions,
  type StatusChange,
  type WatchFigures,
  WATCH_COUNT_CAP,
} from "./store";
import { newMessageId, postgresWebhooks, queueReceivedWith } from "./store-postgres-webhooks";
import { importTransferredRows } from "./store-postgres-import";
import { migrate, RATE_LIMIT_TABLE } from "./store-postgres-schema";
import { postgresStaffSessions, type StaffSessionStore } from "./staff-sessions";
import {
  newEnquiryValues,
  newFormTokenSecret,
  retriedEnquiry,
  storedError,
  storedValue,
  toEnquiry,
  toPurged,
  type EnquiryRow,
} from "./store-rows";
import {
  addSetting,
  claimDigest,
  claimReminders,
  correctField,
  ENQUIRY_COLUMNS,
  expiredWhere,
  forgetRequestDerived,
  FORM_TOKEN_SECRET_SETTING,
  insertEnquiry,
  markDigestFailed,
  markDigestSent,
  markReminderFailed,
  markReminderSent,
  markReplied,
  markSent,
  nameInDigest,
  NEW_ENQUIRY_COLUMNS,
  newestFirst,
  oldestFirst,
  overdueWhere,
  reschedule,
  retryFailing,
  watchFigures,
  type WatchRow,
  searchWhere,
  SELECT_ENQUIRIES,
  selectByIdempotencyKey,
  selectExpired,
  selectSetting,
} from "./store-sql";
import type { TransferredEnquiry, TransferResult } from "./store-transfer";
import type { InboxStore } from "./inbox-store";
import { postgresInbox } from "./store-postgres-inbox";

/** A probe or query that cannot even get a connection in this time fails (503), rather than hang. */
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 15_000;
const HEALTH_TIMEOUT_MS = 2_000;

interface PostgresStoreOptions {
  /** postgres://user:password@host:port/database?sslmode=require */
  readonly connectionString: string;
  /** Connections per instance (PG_POOL_MAX). */
  readonly poolMax?: number;
  readonly logger?: Logger;
}

/**
 * Connects to PostgreSQL and brings the schema up to date under an advisory lock, so instances that
 * start together migrate one after the other. Rejects when the database cannot be reached.
 */
export async function openPostgresStore({
  connectionString,
  poolMax = 10,
  logger,
}: PostgresStoreOptions): Promise<PostgresEnquiryStore> {
  const pool = new pg.Pool({
    connectionString,
    max: poolMax,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: "your-counsel-site",
  });
  // An idle client whose connection drops (database restart, network) emits 'error' on the pool;
  // without a listener that would crash the process. The pool discards the client and reconnects.
  pool.on("error", (error) => logger?.warn({ err: error }, "idle PostgreSQL connection lost; the pool will reconnect"));
  try {
    await migrate(pool);
    await postgresInbox((text, values) => pool.query(text, values)).fillSearchKeys();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StoreUnavailableError(`Could not open the PostgreSQL enquiry store: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return new PostgresEnquiryStore(pool);
}

export class PostgresEnquiryStore implements EnquiryStore {
  private closed = false;
  private readonly webhooks = postgresWebhooks((text, values) => this.query(text, values));
  readonly inbox: InboxStore = postgresInbox((text, values) => this.query(text, values));
  readonly staffSessions: StaffSessionStore;

  /** `pool` is shared with the enquiry rate limiter (rate-limit.ts), whose counters live in this database too. */
  constructor(readonly pool: pg.Pool) {
    this.staffSessions = postgresStaffSessions(pool);
  }

  async insertEnquiry(input: NewEnquiry) {
    // One statement, so one transaction: the enquiry and its outbox row, or neither. A concurrent
    // insert with the same key waits on the unique index and then does nothing.
    const inserted = await this.query<{ id: string }>(
      `WITH inserted AS (
         ${insertEnquiry(NEW_ENQUIRY_COLUMNS.map((_, index) => `$${index + 1}`))}
         ON CONFLICT DO NOTHING
         RETURNING id, received_at, spam
       ), queued AS (
         INSERT INTO outbox (enquiry_id, next_attempt_at) SELECT id, received_at FROM inserted WHERE NOT spam
       ), hooked AS (
         ${queueReceivedWith(`$${NEW_ENQUIRY_COLUMNS.length + 1}`)}
       )
       SELECT id FROM inserted`,
      [...newEnquiryValues(input, randomUUID(), input.receivedAt ?? new Date()), newMessageId()],
    );
    const row = inserted.rows[0];
    if (row) return { id: row.id, duplicate: false };
    // The key or the token was taken; the statement ran after the other insert committed, so this one sees it.
    const existing = await this.query<{ id: string; request_hash: string | null }>(selectByIdempotencyKey("$1"), [
      input.idempotencyKey ?? null,
    ]);
    const first = existing.rows[0];
    if (first) return retriedEnquiry(first, input);
    if (input.formToken) throw new FormTokenUsedError();
    throw new StoreUnavailableError("An enquiry with this idempotency key vanished");
  }

  async claimOutbox({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<OutboxItem[]> {
    // SKIP LOCKED: instances claiming at the same moment take different rows instead of waiting.
    const { rows } = await this.query<EnquiryRow & { outbox_id: string; attempts: number }>(
      `WITH due AS (
         SELECT id FROM outbox
          WHERE (status IN ('pending', 'failed') AND next_attempt_at <= $1) OR (status = 'sending' AND lease_until <= $1)
          ORDER BY next_attempt_at, id
          LIMIT $2
          FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE outbox o SET status = 'sending', attempts = o.attempts + 1, lease_until = $3
           FROM due WHERE o.id = due.id
         RETURNING o.id, o.attempts, o.enquiry_id, o.next_attempt_at
       )
       SELECT c.id AS outbox_id, c.attempts, ${ENQUIRY_COLUMNS}, 'sending' AS notification
         FROM claimed c JOIN enquiries e ON e.id = c.enquiry_id
        ORDER BY c.next_attempt_at, c.id`,
      [now, limit, new Date(now.getTime() + leaseMs)],
    );
    return rows.map((row) => ({ outboxId: Number(row.outbox_id), attempts: row.attempts, enquiry: toEnquiry(row) }));
  }

  async markSent(outboxId: number, at: Date) {
    await this.query(markSent("$1", "$2"), [at, outboxId]);
  }

  async markFailed(outboxId: number, error: string, retryAt: Date) {
    await this.query(reschedule("$1", "$2", "$3"), [retryAt, storedError(error), outboxId]);
  }

  /** Two statements: a webhook and a notification re-queued apart are each still retried by the worker. */
  async retryFailing(now: Date) {
    const result = await this.query(retryFailing("$1", "$1"), [now]);
    return (result.rowCount ?? 0) + (await this.webhooks.retryFailing(now));
  }

  claimWebhooks = ({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }) =>
    this.webhooks.claim(now, limit, leaseMs);
  markWebhookDelivered = (deliveryId: number, at: Date) => this.webhooks.delivered(deliveryId, at);
  markWebhookFailed = (deliveryId: number, error: string, retryAt: Date) =>
    this.webhooks.failed(deliveryId, error, retryAt);
  queueStatusChange = (change: StatusChange) => this.webhooks.queueStatus(change);

  async listEnquiries({ limit = 1000, includeSpam = false, overdueAt }: ListOptions = {}) {
    if (overdueAt) {
      const { rows } = await this.query<EnquiryRow>(
        `${SELECT_ENQUIRIES} WHERE ${overdueWhere("$1")} ${newestFirst("e.seq")} LIMIT $2`,
        [overdueAt, limit],
      );
      return rows.map(toEnquiry);
    }
    const { rows } = await this.query<EnquiryRow>(
      `${SELECT_ENQUIRIES} WHERE NOT e.spam OR $1 ${newestFirst("e.seq")} LIMIT $2`,
      [includeSpam, limit],
    );
    return rows.map(toEnquiry);
  }

  async markReplied(id: string, by: string | null, at: Date) {
    if (!ENQUIRY_ID.test(id)) return undefined;
    const result = await this.query(markReplied("$2", "$3", "$1"), [id, at, by]);
    return result.rowCount === 0 ? undefined : this.getEnquiry(id);
  }

  async claimReminders({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }) {
    // SKIP LOCKED: instances claiming at the same moment take different enquiries instead of waiting.
    const { rows } = await this.query<{ id: string }>(claimReminders("$1", "$2", "$3", "FOR UPDATE SKIP LOCKED"), [
      new Date(now.getTime() + leaseMs),
      now,
      limit,
    ]);
    return this.read(rows);
  }

  async markReminderSent(id: string, at: Date) {
    await this.query(markReminderSent("$1", "$2"), [at, id]);
  }

  async markReminderFailed(id: string, retryAt: Date) {
    await this.query(markReminderFailed("$1", "$2"), [retryAt, id]);
  }

  /**
   * Two statements: the claim (one row to one instance, the upsert is atomic), then naming the
   * enquiries, which only the claimant does while its lease runs; after a crash between them the
   * next claimant names them.
   */
  async claimDigest({ day, now, leaseMs }: { day: string; now: Date; leaseMs: number }) {
    const claimed = await this.query(claimDigest("$1", "$2", "$3"), [day, new Date(now.getTime() + leaseMs), now]);
    if (claimed.rowCount !== 1) return undefined;
    const named = await this.query<{ id: string }>(nameInDigest("$1"), [day]);
    return (await this.read(named.rows)).sort((a, b) => (a.receivedAt < b.receivedAt ? -1 : 1));
  }

  async markDigestSent(day: string, at: Date) {
    await this.query(markDigestSent("$1", "$2"), [at, day]);
  }

  async markDigestFailed(day: string, retryAt: Date) {
    await this.query(markDigestFailed("$1", "$2"), [retryAt, day]);
  }

  private async read(ids: readonly { id: string }[]) {
    const found = await Promise.all(ids.map(({ id }) => this.getEnquiry(id)));
    return found.filter((enquiry) => enquiry !== undefined);
  }

  async purgeEnquiries({ before, spamBefore, dryRun = false }: PurgeOptions) {
    type PurgeRow = Pick<EnquiryRow, "id" | "received_at" | "spam">;
    if (dryRun) {
      const { rows } = await this.query<PurgeRow>(`${selectExpired("$1", "$2")} ${oldestFirst("e.seq")}`, [
        before,
        spamBefore,
      ]);
      return rows.map(toPurged);
    }
    // One statement: the outbox rows and their enquiries go together (the foreign key is checked at its end).
    const { rows } = await this.query<PurgeRow & { seq: string }>(
      `WITH doomed AS (
         SELECT e.id FROM enquiries e WHERE ${expiredWhere("$1", "$2")} FOR UPDATE
       ), unqueued AS (
         DELETE FROM outbox WHERE enquiry_id IN (SELECT id FROM doomed)
       )
       DELETE FROM enquiries WHERE id IN (SELECT id FROM doomed) RETURNING id, received_at, spam, seq`,
      [before, spamBefore],
    );
    return rows
      .sort(
        (a, b) =>
          new Date(a.received_at).getTime() - new Date(b.received_at).getTime() || Number(a.seq) - Number(b.seq),
      )
      .map(toPurged);
  }

  async getEnquiry(id: string) {
    if (!ENQUIRY_ID.test(id)) return undefined; // not even a uuid: PostgreSQL would refuse the cast
    const { rows } = await this.query<EnquiryRow>(`${SELECT_ENQUIRIES} WHERE e.id = $1`, [id]);
    return rows[0] && toEnquiry(rows[0]);
  }

  async deleteEnquiry(id: string) {
    if (!ENQUIRY_ID.test(id)) return undefined;
    // One statement: the outbox row and its enquiry go together (the foreign key is checked at its end).
    const { rows } = await this.query<EnquiryRow>(
      `WITH doomed AS (
         ${SELECT_ENQUIRIES} WHERE e.id = $1 FOR UPDATE OF e
       ), unqueued AS (
         DELETE FROM outbox WHERE enquiry_id IN (SELECT id FROM doomed)
       ), deleted AS (
         DELETE FROM enquiries WHERE id IN (SELECT id FROM doomed)
       )
       SELECT * FROM doomed`,
      [id],
    );
    return rows[0] && toEnquiry(rows[0]);
  }

  async findEnquiries(text: string) {
    const icu = await this.hasIcu();
    const fold = (sql: string) => (icu ? `lower(${sql} COLLATE "und-x-icu")` : `lower(${sql})`);
    const { rows } = await this.query<EnquiryRow>(
      `${SELECT_ENQUIRIES} WHERE ${searchWhere("$1::text", { fold, position: "strpos" })} ${newestFirst("e.seq")}`,
      [text],
    );
    return rows.map(toEnquiry);
  }

  private icu: Promise<boolean> | undefined;

  /** lower() folds only ASCII in a database with the C locale; with ICU (most builds) it folds every script. */
  private hasIcu(): Promise<boolean> {
    this.icu ??= this.query<{ found: boolean }>(
      "SELECT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu') AS found",
      [],
    ).then(({ rows }) => rows[0]?.found === true);
    return this.icu;
  }

  async correctEnquiry(id: string, field: CorrectableField, value: CorrectedValue, at: Date) {
    if (!ENQUIRY_ID.test(id)) return undefined;
    const result = await this.query(correctField(field, "$2", "$3", "$1"), [id, storedValue(value), at]);
    if (result.rowCount === 0) return undefined;
    await this.inbox.fillSearchKeys();
    return this.getEnquiry(id);
  }

  async forgetClientHashes(before: Date) {
    const result = await this.query(forgetRequestDerived("$1"), [before]);
    return result.rowCount ?? 0;
  }

  /** rate-limiter-flexible's rows hold `expire` in ms since the epoch; an expired counter counts for nothing. */
  async forgetExpiredCounters(now: Date) {
    const result = await this.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire IS NOT NULL AND expire < $1`, [
      now.getTime(),
    ]);
    return result.rowCount ?? 0;
  }

  /**
   * Keeps `secret` as the form token secret unless the database already keeps one; true when the
   * database now keeps `secret` (copy-to-postgres: forms opened before the move stay valid).
   */
  async adoptFormTokenSecret(secret: string): Promise<boolean> {
    await this.query(addSetting("$1", "$2"), [FORM_TOKEN_SECRET_SETTING, secret]);
    const { rows } = await this.query<{ value: string }>(selectSetting("$1"), [FORM_TOKEN_SECRET_SETTING]);
    return rows[0]?.value === secret;
  }

  async formTokenSecret() {
    // Instances starting together race to insert; all of them read the one that won.
    await this.query(addSetting("$1", "$2"), [FORM_TOKEN_SECRET_SETTING, newFormTokenSecret()]);
    const { rows } = await this.query<{ value: string }>(selectSetting("$1"), [FORM_TOKEN_SECRET_SETTING]);
    const secret = rows[0]?.value;
    if (!secret) throw new StoreUnavailableError("The form token secret vanished");
    return secret;
  }

  async watchFigures(now: Date): Promise<WatchFigures> {
    const { rows } = await this.query<WatchRow>(watchFigures("$1", "$2"), [now, WATCH_COUNT_CAP]);
    const row = rows[0];
    return {
      notificationsFailing: Number(row?.failing ?? 0),
      notificationsUnsent: Number(row?.unsent ?? 0),
      overdue: Number(row?.overdue ?? 0),
      webhooksUnsent: Number(row?.webhooks ?? 0),
    };
  }

  async isHealthy() {
    if (this.closed) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
    });
    const answered = this.pool.query("SELECT 1").then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  /**
   * Copies enquiries (from another store) in one transaction: each one not already here, with its
   * notification as far as it got. Idempotent: run twice, the second copies nothing.
   */
  /** copy-to-postgres: the SQLite store's rows, in one transaction (store-postgres-import.ts). */
  async importRows(rows: readonly TransferredEnquiry[]): Promise<TransferResult> {
    const result = await importTransferredRows(this.pool, rows);
    await this.inbox.fillSearchKeys();
    return result;
  }

  private async query<Row extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<Row>> {
    if (this.closed) throw new StoreUnavailableError("The enquiry store is closed");
    try {
      return await this.pool.query<Row>(text, values);
    } catch (error) {
      throw new StoreUnavailableError(`The enquiry store failed: ${(error as Error).message}`, { cause: error });
    }
  }
}
