import { randomUUID } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase, type SqliteDatabase, type SqliteStatement } from "./sqlite-driver";
import {
  EnquiryConflictError,
  FormTokenUsedError,
  isQuarantined,
  StoreNotFoundError,
  StoreUnavailableError,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type CorrectedValue,
  type EnquiryStore,
  type ListOptions,
  type NewEnquiry,
  type OutboxItem,
  type PurgeOptions,
  type StatusChange,
} from "./store";
import {
  byReceivedAt,
  newEnquiryValues,
  newFormTokenSecret,
  retriedEnquiry,
  storedError,
  storedValue,
  toEnquiry,
  toPurged,
  type Cutoffs,
  type EnquiryRow,
  type PurgeRow,
} from "./store-rows";
import { migrate } from "./store-sqlite-schema";
import { sqliteReplyTracking } from "./store-sqlite-replies";
import { sqliteWebhooks } from "./store-sqlite-webhooks";
import { fillSearchKeys, notesForTransfer, sqliteInbox } from "./store-sqlite-inbox";
import type { InboxStore } from "./inbox-store";
import { sqliteStaffSessions, type StaffSessionStore } from "./staff-sessions";
import {
  addSetting,
  correctField,
  ENQUIRY_COLUMNS,
  expiredWhere,
  forgetRequestDerived,
  FORM_TOKEN_SECRET_SETTING,
  insertEnquiry,
  markSent,
  NEW_ENQUIRY_COLUMNS,
  newestFirst,
  NOTIFICATION_STATUS,
  oldestFirst,
  reschedule,
  retryFailing,
  searchWhere,
  SELECT_ENQUIRIES,
  selectByIdempotencyKey,
  selectExpired,
  selectSetting,
} from "./store-sql";
import {
  SELECT_FOR_TRANSFER,
  transferredEnquiry,
  type SqliteTransferRow,
  type TransferredEnquiry,
} from "./store-transfer";

export const DATABASE_FILE = "enquiries.sqlite";

/**
 * What a SQLite store left in `dataDir` still holds, read without changing it: a server started on
 * PostgreSQL warns about these, or they would never be mailed (`copy-to-postgres` moves them).
 */
export function sqliteLeftovers(dataDir: string): { readonly enquiries: number; readonly unsent: number } | undefined {
  const file = join(resolve(dataDir), DATABASE_FILE);
  if (!existsSync(file)) return undefined;
  const db = openDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const enquiries = db.prepare<[], { count: number }>("SELECT count(*) AS count FROM enquiries").get()?.count ?? 0;
    const unsent =
      db.prepare<[], { count: number }>("SELECT count(*) AS count FROM outbox WHERE status <> 'sent'").get()?.count ??
      0;
    return enquiries > 0 ? { enquiries, unsent } : undefined;
  } catch {
    // Not an enquiry store we know (no tables yet): nothing of ours is in it.
    return undefined;
  } finally {
    db.close();
  }
}

interface SqliteStoreOptions {
  /** Folder for the database file; created when missing. */
  readonly dataDir: string;
  /** When false, a missing database is an error (StoreNotFoundError) rather than a new, empty one: the staff CLI must never invent a store. */
  readonly create?: boolean;
}

/** Opens (creating if needed) the enquiry database in `dataDir` and brings its schema up to date. */
export function openSqliteStore({ dataDir, create = true }: SqliteStoreOptions): SqliteEnquiryStore {
  const dir = resolve(dataDir);
  if (!create && !existsSync(join(dir, DATABASE_FILE))) throw new StoreNotFoundError(join(dir, DATABASE_FILE));
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, DATABASE_FILE);
  const db = openDatabase(file);
  try {
    chmodSync(file, 0o600);
    db.pragma("journal_mode = WAL");
    // FULL: a commit is on disk before the visitor is told "Message received" (WAL's NORMAL may lose the last commits on power loss).
    db.pragma("synchronous = FULL");
    db.pragma("busy_timeout = 5000");
    db.pragma("foreign_keys = ON");
    // Deleted and overwritten rows are zeroed in the file, not left in free space where a copy of
    // the file (or anyone reading it) would still find them; destroyFreed() then clears the WAL.
    db.pragma("secure_delete = ON");
    migrate(db);
    fillSearchKeys(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return new SqliteEnquiryStore(db, file);
}

/** Every statement the store runs, prepared once when it opens. */
function prepareStatements(db: SqliteDatabase) {
  const expired = expiredWhere("@before", "@spamBefore");
  return {
    findByKey: db.prepare<[string], { id: string; request_hash: string | null }>(selectByIdempotencyKey("?")),
    findByToken: db.prepare<[string], { id: string }>("SELECT id FROM enquiries WHERE form_token = ?"),
    addSetting: db.prepare(addSetting("?", "?")),
    setting: db.prepare<[string], { value: string }>(selectSetting("?")),
    insertEnquiry: db.prepare(insertEnquiry(NEW_ENQUIRY_COLUMNS.map(() => "?"))),
    insertOutbox: db.prepare("INSERT INTO outbox (enquiry_id, next_attempt_at) VALUES (?, ?)"),
    due: db.prepare<[number, number, number], EnquiryRow & { outbox_id: number; attempts: number }>(
      `SELECT o.id AS outbox_id, o.attempts, ${ENQUIRY_COLUMNS}, ${NOTIFICATION_STATUS}
         FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
        WHERE (o.status IN ('pending', 'failed') AND o.next_attempt_at <= ?) OR (o.status = 'sending' AND o.lease_until <= ?)
        ORDER BY o.next_attempt_at, o.id LIMIT ?`,
    ),
    lease: db.prepare("UPDATE outbox SET status = 'sending', attempts = attempts + 1, lease_until = ? WHERE id = ?"),
    markSent: db.prepare(markSent("?", "?")),
    reschedule: db.prepare(reschedule("?", "?", "?")),
    retryFailing: db.prepare(retryFailing("?", "?")),
    list: db.prepare<[number, number], EnquiryRow>(
      `${SELECT_ENQUIRIES} WHERE e.spam = 0 OR ? = 1 ${newestFirst("e.rowid")} LIMIT ?`,
    ),
    expired: db.prepare<[Cutoffs], PurgeRow>(`${selectExpired("@before", "@spamBefore")} ${oldestFirst("e.rowid")}`),
    deleteExpiredOutbox: db.prepare(
      `DELETE FROM outbox WHERE enquiry_id IN (SELECT e.id FROM enquiries e WHERE ${expired})`,
    ),
    deleteExpired: db.prepare<[Cutoffs], PurgeRow>(
      `DELETE FROM enquiries WHERE id IN (SELECT e.id FROM enquiries e WHERE ${expired}) RETURNING id, received_at, spam`,
    ),
    get: db.prepare<[string], EnquiryRow>(`${SELECT_ENQUIRIES} WHERE e.id = ?`),
    deleteOutboxOf: db.prepare("DELETE FROM outbox WHERE enquiry_id = ?"),
    deleteEnquiry: db.prepare("DELETE FROM enquiries WHERE id = ?"),
    find: db.prepare<[{ text: string }], EnquiryRow>(
      `${SELECT_ENQUIRIES} WHERE ${searchWhere("@text", { fold: (sql) => `fold_case(${sql})`, position: "instr" })} ${newestFirst("e.rowid")}`,
    ),
    forgetHashes: db.prepare(forgetRequestDerived("?")),
    correct: Object.fromEntries(
      CORRECTABLE_FIELDS.map((field) => [field, db.prepare(correctField(field, "?", "?", "?"))]),
    ) as Record<CorrectableField, SqliteStatement>,
  };
}

/** better-sqlite3 binds neither dates nor booleans: ISO text and 0 or 1, as the schema keeps them. */
function sqliteValue(value: string | Date | boolean | null): string | number | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

export class SqliteEnquiryStore implements EnquiryStore {
  private closed = false;
  private readonly statements;
  private readonly deleteTransaction;
  private readonly insertTransaction;
  private readonly replies;
  private readonly webhooks;
  readonly inbox: InboxStore;
  readonly staffSessions: StaffSessionStore;

  constructor(
    private readonly db: SqliteDatabase,
    readonly file: string,
  ) {
    // SQLite's lower() folds ASCII only; staff search names in any script.
    db.function("fold_case", { deterministic: true }, (value: unknown) =>
      typeof value === "string" ? value.toLowerCase() : value,
    );
    this.statements = prepareStatements(db);
    this.deleteTransaction = db.transaction((id: string) => {
      const row = this.statements.get.get(id);
      if (!row) return undefined;
      this.statements.deleteOutboxOf.run(id);
      this.statements.deleteEnquiry.run(id);
      return toEnquiry(row);
    });
    this.insertTransaction = db.transaction((input: NewEnquiry) => this.insertNow(input));
    this.replies = sqliteReplyTracking(db);
    this.webhooks = sqliteWebhooks(db);
    this.inbox = sqliteInbox(db, (operation) => this.run(operation));
    this.staffSessions = sqliteStaffSessions(db);
  }

  /** Inside insertTransaction: the key and token checks and the two inserts see one snapshot. */
  private insertNow(input: NewEnquiry): { id: string; duplicate: boolean } {
    if (input.idempotencyKey) {
      const existing = this.statements.findByKey.get(input.idempotencyKey);
      if (existing) return retriedEnquiry(existing, input);
    }
    if (input.formToken && this.statements.findByToken.get(input.formToken)) throw new FormTokenUsedError();
    const id = randomUUID();
    const receivedAt = input.receivedAt ?? new Date();
    this.statements.insertEnquiry.run(...newEnquiryValues(input, id, receivedAt).map(sqliteValue));
    if (!isQuarantined(input.spam)) {
      this.statements.insertOutbox.run(id, receivedAt.getTime());
      this.webhooks.queueReceived(id, receivedAt);
    }
    return { id, duplicate: false };
  }

  async insertEnquiry(input: NewEnquiry) {
    return this.run(() => this.insertTransaction.immediate(input));
  }

  async claimOutbox({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<OutboxItem[]> {
    return this.run(() =>
      this.db
        .transaction(() => {
          const at = now.getTime();
          const rows = this.statements.due.all(at, at, limit);
          for (const row of rows) this.statements.lease.run(at + leaseMs, row.outbox_id);
          return rows.map((row) => ({
            outboxId: row.outbox_id,
            attempts: row.attempts + 1,
            enquiry: { ...toEnquiry(row), notification: "sending" as const },
          }));
        })
        .immediate(),
    );
  }

  async markSent(outboxId: number, at: Date) {
    this.run(() => this.statements.markSent.run(at.toISOString(), outboxId));
  }

  async markFailed(outboxId: number, error: string, retryAt: Date) {
    this.run(() => this.statements.reschedule.run(retryAt.getTime(), storedError(error), outboxId));
  }

  async retryFailing(now: Date) {
    return this.run(() =>
      this.db
        .transaction(
          () =>
            this.statements.retryFailing.run(now.getTime(), now.getTime()).changes + this.webhooks.retryFailing(now),
        )
        .immediate(),
    );
  }

  // The webhooks' own SQL is in store-sqlite-webhooks.ts; these run it as every other store call is run.
  claimWebhooks = async ({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }) =>
    this.run(() => this.webhooks.claim(now, limit, leaseMs));
  markWebhookDelivered = async (deliveryId: number, at: Date) =>
    this.run(() => this.webhooks.delivered(deliveryId, at));
  markWebhookFailed = async (deliveryId: number, error: string, retryAt: Date) =>
    this.run(() => this.webhooks.failed(deliveryId, error, retryAt));
  queueStatusChange = async (change: StatusChange) => this.run(() => this.webhooks.queueStatus(change));

  async listEnquiries({ limit = 1000, includeSpam = false, overdueAt }: ListOptions = {}) {
    if (overdueAt) return this.run(() => this.replies.overdue(overdueAt, limit));
    return this.run(() => this.statements.list.all(includeSpam ? 1 : 0, limit).map(toEnquiry));
  }

  async markReplied(id: string, by: string | null, at: Date) {
    return this.run(() => this.replies.markReplied(id, by, at));
  }

  async claimReminders({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }) {
    return this.run(() => this.replies.claimReminders(now, limit, leaseMs));
  }

  async markReminderSent(id: string, at: Date) {
    this.run(() => this.replies.markReminderSent(id, at));
  }

  async markReminderFailed(id: string, retryAt: Date) {
    this.run(() => this.replies.markReminderFailed(id, retryAt));
  }

  async claimDigest({ day, now, leaseMs }: { day: string; now: Date; leaseMs: number }) {
    return this.run(() => this.replies.claimDigest(day, now, leaseMs));
  }

  async markDigestSent(day: string, at: Date) {
    this.run(() => this.replies.markDigestSent(day, at));
  }

  async markDigestFailed(day: string, retryAt: Date) {
    this.run(() => this.replies.markDigestFailed(day, retryAt));
  }

  async purgeEnquiries({ before, spamBefore, dryRun = false }: PurgeOptions) {
    const cutoffs: Cutoffs = { before: before.toISOString(), spamBefore: spamBefore.toISOString() };
    if (dryRun) return this.run(() => this.statements.expired.all(cutoffs).map(toPurged));
    return this.run(() => {
      const purged = this.db
        .transaction(() => {
          this.statements.deleteExpiredOutbox.run(cutoffs);
          return this.statements.deleteExpired.all(cutoffs).map(toPurged).sort(byReceivedAt);
        })
        .immediate();
      // Every sweep, not only one that deleted: it also finishes a checkpoint that another
      // connection (the staff CLI's delete) could not complete while this one was reading.
      this.destroyFreed();
      return purged;
    });
  }

  async getEnquiry(id: string) {
    return this.run(() => {
      const row = this.statements.get.get(id);
      return row && toEnquiry(row);
    });
  }

  async deleteEnquiry(id: string) {
    return this.run(() => {
      const deleted = this.deleteTransaction.immediate(id);
      if (deleted) this.destroyFreed();
      return deleted;
    });
  }

  async correctEnquiry(id: string, field: CorrectableField, value: CorrectedValue, at: Date) {
    return this.run(() => {
      if (this.statements.correct[field].run(storedValue(value), at.toISOString(), id).changes === 0) return undefined;
      fillSearchKeys(this.db);
      // The old value was overwritten in the page (secure_delete); the WAL still holds the page as it was.
      this.destroyFreed();
      const row = this.statements.get.get(id);
      return row && toEnquiry(row);
    });
  }

  async findEnquiries(text: string) {
    return this.run(() => this.statements.find.all({ text }).map(toEnquiry));
  }

  /** A consistent copy of the live database (SQLite's online backup), readable by the owner only. */
  async backup(file: string) {
    if (this.closed) throw new StoreUnavailableError("The enquiry store is closed");
    // Created empty with mode 0600 first, so the copy is never readable by others, even for a moment.
    closeSync(openSync(file, "wx", 0o600));
    await this.db.backup(file);
    chmodSync(file, 0o600);
  }

  async forgetClientHashes(before: Date) {
    return this.run(() => {
      const cleared = this.statements.forgetHashes.run(before.toISOString()).changes;
      if (cleared > 0) this.destroyFreed();
      return cleared;
    });
  }

  /** The rate-limit counters of a SQLite deployment live in the server's memory (rate-limit.ts), which drops them as they expire. */
  async forgetExpiredCounters() {
    return 0;
  }

  /**
   * After a delete or an overwrite: secure_delete has zeroed the old content in the pages, but the
   * write-ahead log still holds earlier versions of those pages. A TRUNCATE checkpoint copies the
   * current pages into the database file and empties the log file, so the deleted content is in
   * neither. When another connection is reading, the checkpoint cannot finish (SQLite waits up to
   * busy_timeout); the next one (the hourly sweep's, at the latest) does.
   */
  private destroyFreed(): void {
    this.db.pragma("wal_checkpoint(TRUNCATE)");
  }

  /** The form token secret this store keeps, if it has made one; never makes one (copy-to-postgres carries it over). */
  keptFormTokenSecret(): string | undefined {
    return (this.statements.setting.get(FORM_TOKEN_SECRET_SETTING) as { value: string } | undefined)?.value;
  }

  async formTokenSecret() {
    return this.run(() => {
      this.statements.addSetting.run(FORM_TOKEN_SECRET_SETTING, newFormTokenSecret());
      return (this.statements.setting.get(FORM_TOKEN_SECRET_SETTING) as { value: string }).value;
    });
  }

  async watchFigures(now: Date) {
    return this.run(() => this.replies.watchFigures(now));
  }

  async isHealthy() {
    if (this.closed) return false;
    try {
      this.db.prepare("SELECT 1").get();
      return true;
    } catch {
      return false;
    }
  }

  /** Every enquiry and its notification, oldest first, for copying the store into PostgreSQL. */
  transferRows(): TransferredEnquiry[] {
    const webhooks = this.webhooks.forTransfer();
    const notes = notesForTransfer(this.db);
    return this.db
      .prepare<[], SqliteTransferRow>(SELECT_FOR_TRANSFER)
      .all()
      .map((row) => transferredEnquiry(row, notes(row.id), webhooks.get(row.id)));
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  private run<T>(operation: () => T): T {
    if (this.closed) throw new StoreUnavailableError("The enquiry store is closed");
    try {
      return operation();
    } catch (error) {
      if (error instanceof EnquiryConflictError) throw error;
      throw new StoreUnavailableError(`The enquiry store failed: ${(error as Error).message}`, { cause: error });
    }
  }
}
