import { randomBytes, randomUUID } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase, type SqliteDatabase, type SqliteStatement } from "./sqlite-driver";
import {
  EnquiryConflictError,
  FormTokenUsedError,
  IdempotencyKeyReusedError,
  isQuarantined,
  StoreNotFoundError,
  StoreUnavailableError,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type CorrectedValue,
  type EnquiryStore,
  type NewEnquiry,
  type OutboxItem,
  type PurgeOptions,
} from "./store";
import type { TransferredEnquiry } from "./store-transfer";
import {
  CORRECTABLE_COLUMNS,
  ENQUIRY_COLUMNS,
  expiredWhere,
  NOTIFICATION_STATUS,
  REQUEST_DERIVED_COLUMNS,
  retryableOutbox,
  searchWhere,
  storedValue,
  toEnquiry,
  toPurged,
  type EnquiryRow,
} from "./store-rows";

export const DATABASE_FILE = "enquiries.sqlite";
const FORM_TOKEN_SECRET_SETTING = "form-token-secret";

/**
 * Versioned schema: migration N brings PRAGMA user_version from N-1 to N. Append, never edit, so
 * every existing database reaches the same schema.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE enquiries (
     id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     company TEXT NOT NULL,
     role TEXT NOT NULL,
     phone TEXT NOT NULL,
     business_size TEXT NOT NULL,
     priorities TEXT NOT NULL,
     message TEXT NOT NULL,
     spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
     spam_reason TEXT,
     client_hash TEXT,
     idempotency_key TEXT UNIQUE
   ) STRICT;
   CREATE INDEX enquiries_received_at ON enquiries (received_at);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     enquiry_id TEXT NOT NULL UNIQUE REFERENCES enquiries (id),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     lease_until INTEGER,
     last_error TEXT,
     sent_at TEXT
   ) STRICT;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // Issue 11: an email address, so the practice can reply (empty for enquiries received before it).
  `ALTER TABLE enquiries ADD COLUMN email TEXT NOT NULL DEFAULT '';`,
  // One form token, one enquiry; idempotency keys remember their request; the token secret lives here.
  `ALTER TABLE enquiries ADD COLUMN form_token TEXT;
   CREATE UNIQUE INDEX enquiries_form_token ON enquiries (form_token);
   ALTER TABLE enquiries ADD COLUMN request_hash TEXT;
   CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`,
  // Issue 23 item 7: when staff last corrected the enquiry (APP 13), as an ISO timestamp.
  `ALTER TABLE enquiries ADD COLUMN corrected_at TEXT;`,
];

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
    const unsent = db.prepare<[], { count: number }>("SELECT count(*) AS count FROM outbox WHERE status <> 'sent'").get()?.count ?? 0;
    return enquiries > 0 ? { enquiries, unsent } : undefined;
  } catch {
    // Not an enquiry store we know (no tables yet): nothing of ours is in it.
    return undefined;
  } finally {
    db.close();
  }
}

export interface SqliteStoreOptions {
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
  } catch (error) {
    db.close();
    throw error;
  }
  return new SqliteEnquiryStore(db, file);
}

export function migrate(db: SqliteDatabase): number {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
  return MIGRATIONS.length;
}

export class SqliteEnquiryStore implements EnquiryStore {
  private closed = false;
  private readonly statements;
  private readonly deleteTransaction;
  private readonly insertTransaction;

  constructor(
    private readonly db: SqliteDatabase,
    readonly file: string,
  ) {
    // SQLite's lower() folds ASCII only; staff search names in any script.
    db.function("fold_case", { deterministic: true }, (value: unknown) => (typeof value === "string" ? value.toLowerCase() : value));
    this.statements = {
      findByKey: db.prepare<[string], { id: string; request_hash: string | null }>("SELECT id, request_hash FROM enquiries WHERE idempotency_key = ?"),
      findByToken: db.prepare<[string], { id: string }>("SELECT id FROM enquiries WHERE form_token = ?"),
      addSetting: db.prepare("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"),
      setting: db.prepare<[string], { value: string }>("SELECT value FROM settings WHERE name = ?"),
      insertEnquiry: db.prepare(
        `INSERT INTO enquiries (id, received_at, name, company, role, email, phone, business_size, priorities, message, spam, spam_reason, client_hash, idempotency_key, request_hash, form_token)
         VALUES (@id, @receivedAt, @name, @company, @role, @email, @phone, @businessSize, @priorities, @message, @spam, @spamReason, @clientHash, @idempotencyKey, @requestHash, @formToken)`,
      ),
      insertOutbox: db.prepare("INSERT INTO outbox (enquiry_id, next_attempt_at) VALUES (?, ?)"),
      due: db.prepare<[number, number, number], EnquiryRow & { outbox_id: number; attempts: number }>(
        `SELECT o.id AS outbox_id, o.attempts, ${ENQUIRY_COLUMNS}, ${NOTIFICATION_STATUS}
           FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
          WHERE (o.status IN ('pending', 'failed') AND o.next_attempt_at <= ?) OR (o.status = 'sending' AND o.lease_until <= ?)
          ORDER BY o.next_attempt_at, o.id LIMIT ?`,
      ),
      lease: db.prepare("UPDATE outbox SET status = 'sending', attempts = attempts + 1, lease_until = ? WHERE id = ?"),
      markSent: db.prepare("UPDATE outbox SET status = 'sent', sent_at = ?, lease_until = NULL, last_error = NULL WHERE id = ?"),
      reschedule: db.prepare("UPDATE outbox SET status = 'pending', next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ?"),
      retryFailing: db.prepare(`UPDATE outbox SET status = 'pending', next_attempt_at = ?, lease_until = NULL WHERE ${retryableOutbox("?")}`),
      list: db.prepare<[number, number], EnquiryRow>(
        `SELECT ${ENQUIRY_COLUMNS}, ${NOTIFICATION_STATUS} FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id
          WHERE e.spam = 0 OR ? = 1 ORDER BY e.received_at DESC, e.rowid DESC LIMIT ?`,
      ),
      expired: db.prepare<[Cutoffs], PurgeRow>(
        `SELECT e.id, e.received_at, e.spam FROM enquiries e WHERE ${expiredWhere("@before", "@spamBefore")} ORDER BY e.received_at, e.rowid`,
      ),
      deleteExpiredOutbox: db.prepare(`DELETE FROM outbox WHERE enquiry_id IN (SELECT e.id FROM enquiries e WHERE ${expiredWhere("@before", "@spamBefore")})`),
      deleteExpired: db.prepare<[Cutoffs], PurgeRow>(
        `DELETE FROM enquiries WHERE id IN (SELECT e.id FROM enquiries e WHERE ${expiredWhere("@before", "@spamBefore")}) RETURNING id, received_at, spam`,
      ),
      get: db.prepare<[string], EnquiryRow>(
        `SELECT ${ENQUIRY_COLUMNS}, ${NOTIFICATION_STATUS} FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id WHERE e.id = ?`,
      ),
      deleteOutboxOf: db.prepare("DELETE FROM outbox WHERE enquiry_id = ?"),
      deleteEnquiry: db.prepare("DELETE FROM enquiries WHERE id = ?"),
      find: db.prepare<[{ text: string }], EnquiryRow>(
        `SELECT ${ENQUIRY_COLUMNS}, ${NOTIFICATION_STATUS} FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id
          WHERE ${searchWhere("@text", { fold: (sql) => `fold_case(${sql})`, position: "instr" })} ORDER BY e.received_at DESC, e.rowid DESC`,
      ),
      forgetHashes: db.prepare(
        `UPDATE enquiries SET ${REQUEST_DERIVED_COLUMNS.map((column) => `${column} = NULL`).join(", ")}
          WHERE (${REQUEST_DERIVED_COLUMNS.map((column) => `${column} IS NOT NULL`).join(" OR ")}) AND received_at < ?`,
      ),
      correct: Object.fromEntries(
        CORRECTABLE_FIELDS.map((field) => [field, db.prepare(`UPDATE enquiries SET ${CORRECTABLE_COLUMNS[field]} = ?, corrected_at = ? WHERE id = ?`)]),
      ) as Record<CorrectableField, SqliteStatement>,
    };

    this.deleteTransaction = db.transaction((id: string) => {
      const row = this.statements.get.get(id);
      if (!row) return undefined;
      this.statements.deleteOutboxOf.run(id);
      this.statements.deleteEnquiry.run(id);
      return toEnquiry(row);
    });

    this.insertTransaction = db.transaction((input: NewEnquiry): { id: string; duplicate: boolean } => {
      if (input.idempotencyKey) {
        const existing = this.statements.findByKey.get(input.idempotencyKey);
        if (existing && existing.request_hash && input.requestHash && existing.request_hash !== input.requestHash) throw new IdempotencyKeyReusedError();
        if (existing) return { id: existing.id, duplicate: true };
      }
      if (input.formToken && this.statements.findByToken.get(input.formToken)) throw new FormTokenUsedError();
      const id = randomUUID();
      const receivedAt = input.receivedAt ?? new Date();
      const { enquiry } = input;
      this.statements.insertEnquiry.run({
        id,
        receivedAt: receivedAt.toISOString(),
        name: enquiry.name,
        company: enquiry.company,
        role: enquiry.role,
        email: enquiry.email,
        phone: enquiry.phone,
        businessSize: enquiry.businessSize,
        priorities: JSON.stringify(enquiry.priorities),
        message: enquiry.message,
        spam: isQuarantined(input.spam) ? 1 : 0,
        spamReason: input.spam ?? null,
        clientHash: input.clientHash ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
        requestHash: input.requestHash ?? null,
        formToken: input.formToken ?? null,
      });
      if (!isQuarantined(input.spam)) this.statements.insertOutbox.run(id, receivedAt.getTime());
      return { id, duplicate: false };
    });
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
          return rows.map((row) => ({ outboxId: row.outbox_id, attempts: row.attempts + 1, enquiry: { ...toEnquiry(row), notification: "sending" as const } }));
        })
        .immediate(),
    );
  }

  async markSent(outboxId: number, at: Date) {
    this.run(() => this.statements.markSent.run(at.toISOString(), outboxId));
  }

  async markFailed(outboxId: number, error: string, retryAt: Date) {
    this.run(() => this.statements.reschedule.run(retryAt.getTime(), error.slice(0, 1000), outboxId));
  }

  async retryFailing(now: Date) {
    return this.run(() => this.statements.retryFailing.run(now.getTime(), now.getTime()).changes);
  }

  async listEnquiries({ limit = 1000, includeSpam = false }: { limit?: number; includeSpam?: boolean } = {}) {
    return this.run(() => this.statements.list.all(includeSpam ? 1 : 0, limit).map(toEnquiry));
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
      this.statements.addSetting.run(FORM_TOKEN_SECRET_SETTING, randomBytes(32).toString("hex"));
      return (this.statements.setting.get(FORM_TOKEN_SECRET_SETTING) as { value: string }).value;
    });
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
    type Row = {
      id: string; received_at: string; name: string; company: string; role: string; email: string; phone: string; business_size: string;
      priorities: string; message: string; spam: number; spam_reason: string | null; client_hash: string | null; idempotency_key: string | null;
      form_token: string | null; request_hash: string | null; corrected_at: string | null; status: string | null; attempts: number | null; next_attempt_at: number | null;
      last_error: string | null; sent_at: string | null;
    };
    const rows = this.db
      .prepare<[], Row>(
        `SELECT e.*, o.status, o.attempts, o.next_attempt_at, o.last_error, o.sent_at FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id ORDER BY e.received_at, e.id`,
      )
      .all();
    return rows.map((row) => ({
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
    }));
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

type PurgeRow = Pick<EnquiryRow, "id" | "received_at" | "spam">;
interface Cutoffs {
  before: string;
  spamBefore: string;
}

function byReceivedAt(a: { receivedAt: string }, b: { receivedAt: string }): number {
  return a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : 0;
}
