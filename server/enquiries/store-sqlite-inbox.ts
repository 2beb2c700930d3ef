import type { SqliteDatabase } from "./sqlite-driver";
import { toEnquiry, type EnquiryRow } from "./store-rows";
import { newestFirst, SELECT_ENQUIRIES } from "./store-sql";
import { auditWhere, inboxWhere, setStatusSql, STAFF_ADDRESSES } from "./inbox-sql";
import {
  ID_PREFIX,
  type AuditEntry,
  type EnquiryNote,
  type InboxQuery,
  type InboxStore,
  type NewAuditEntry,
} from "./inbox-store";
import { searchKey } from "./search-key";
import type { TransferredEnquiry } from "./store-transfer";

interface NoteRow {
  id: number;
  enquiry_id: string;
  author: string;
  at: string;
  text: string;
}
interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  enquiry_id: string | null;
  detail: string | null;
}

export const toNote = (row: {
  id: number | string;
  enquiry_id: string;
  author: string;
  at: string | Date;
  text: string;
}): EnquiryNote => ({
  id: Number(row.id),
  enquiryId: row.enquiry_id,
  author: row.author,
  at: typeof row.at === "string" ? row.at : row.at.toISOString(),
  text: row.text,
});

export const toAuditEntry = (
  row: Omit<AuditRow, "id" | "at"> & { id: number | string; at: string | Date },
): AuditEntry => ({
  id: Number(row.id),
  at: typeof row.at === "string" ? row.at : row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  enquiryId: row.enquiry_id,
  detail: row.detail,
});

const positional = () => "?";

/** Fills the search key of every enquiry without one (new to this schema, or just corrected), in one transaction. */
export function fillSearchKeys(db: SqliteDatabase): number {
  const unkeyed = db.prepare<[], { id: string; name: string; company: string; email: string; phone: string }>(
    "SELECT id, name, company, email, phone FROM enquiries WHERE search_key IS NULL",
  );
  const setKey = db.prepare("UPDATE enquiries SET search_key = ? WHERE id = ?");
  return db
    .transaction(() => {
      const rows = unkeyed.all();
      for (const row of rows) setKey.run(searchKey(row), row.id);
      return rows.length;
    })
    .immediate();
}

/** One page of the inbox's enquiries for `query`, newest first, with how many match in all. */
function searchPage(db: SqliteDatabase, query: InboxQuery) {
  const where = inboxWhere(query, positional, "instr");
  const total =
    db
      .prepare<string[], { count: number }>(`SELECT count(*) AS count FROM enquiries e WHERE ${where.sql}`)
      .get(...where.values)?.count ?? 0;
  const rows = db
    .prepare<unknown[], EnquiryRow>(`${SELECT_ENQUIRIES} WHERE ${where.sql} ${newestFirst("e.rowid")} LIMIT ? OFFSET ?`)
    .all(...where.values, query.limit, query.offset);
  return { enquiries: rows.map(toEnquiry), total };
}

/** One page of the audit trail for `query`, newest first, with how many entries match in all. */
function auditPage(db: SqliteDatabase, query: Parameters<InboxStore["auditTrail"]>[0]) {
  const where = auditWhere(query, positional);
  const total =
    db
      .prepare<string[], { count: number }>(`SELECT count(*) AS count FROM audit_events WHERE ${where.sql}`)
      .get(...where.values)?.count ?? 0;
  const rows = db
    .prepare<unknown[], AuditRow>(
      `SELECT * FROM audit_events WHERE ${where.sql} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...where.values, query.limit, query.offset);
  return { entries: rows.map(toAuditEntry), total };
}

/** The SQLite store's inbox (inbox-store.ts); `run` is the store's, which turns driver errors into StoreUnavailableError. */
export function sqliteInbox(db: SqliteDatabase, run: <T>(operation: () => T) => T): InboxStore {
  const get = db.prepare<[string], EnquiryRow>(`${SELECT_ENQUIRIES} WHERE e.id = ?`);
  const read = (id: string) => {
    const row = get.get(id);
    return row && toEnquiry(row);
  };
  const statements = {
    setStatus: db.prepare(setStatusSql("@status", "@by", "@at", "@id")),
    assign: db.prepare("UPDATE enquiries SET assignee = ? WHERE id = ?"),
    addNote: db.prepare<[string, string, string, string], NoteRow>(
      "INSERT INTO enquiry_notes (enquiry_id, author, at, text) VALUES (?, ?, ?, ?) RETURNING *",
    ),
    notes: db.prepare<[string], NoteRow>("SELECT * FROM enquiry_notes WHERE enquiry_id = ? ORDER BY at, id"),
    record: db.prepare("INSERT INTO audit_events (at, actor, action, enquiry_id, detail) VALUES (?, ?, ?, ?, ?)"),
    prefix: db.prepare<[{ prefix: string }], { id: string }>(
      "SELECT id FROM enquiries WHERE substr(id, 1, length(@prefix)) = @prefix ORDER BY id LIMIT 10",
    ),
    staff: db.prepare<[], { actor: string }>(STAFF_ADDRESSES),
    forgetAudit: db.prepare("DELETE FROM audit_events WHERE at < ?"),
  };
  return {
    search: async (query: InboxQuery) => run(() => searchPage(db, query)),
    resolveId: async (idOrPrefix) =>
      run(() => {
        if (!ID_PREFIX.test(idOrPrefix)) return { ok: false, matches: [] };
        const matches = statements.prefix.all({ prefix: idOrPrefix.toLowerCase() }).map((row) => row.id);
        return matches.length === 1 ? { ok: true, id: matches[0] as string } : { ok: false, matches };
      }),
    setStatus: async (id, status, by, at) =>
      run(() =>
        statements.setStatus.run({ status, by, at: at.toISOString(), id }).changes === 0 ? undefined : read(id),
      ),
    assign: async (id, assignee) =>
      run(() => (statements.assign.run(assignee, id).changes === 0 ? undefined : read(id))),
    addNote: async (enquiryId, author, text, at) =>
      run(() => {
        if (!get.get(enquiryId)) return undefined;
        const row = statements.addNote.get(enquiryId, author, at.toISOString(), text);
        return row && toNote(row);
      }),
    notes: async (enquiryId) => run(() => statements.notes.all(enquiryId).map(toNote)),
    record: async (entry: NewAuditEntry) =>
      run(
        () =>
          void statements.record.run(
            entry.at.toISOString(),
            entry.actor,
            entry.action,
            entry.enquiryId ?? null,
            entry.detail ?? null,
          ),
      ),
    auditTrail: async (query) => run(() => auditPage(db, query)),
    staffAddresses: async () => run(() => statements.staff.all().map((row) => row.actor)),
    forgetAuditBefore: async (before) => run(() => statements.forgetAudit.run(before.toISOString()).changes),
    fillSearchKeys: async () => run(() => fillSearchKeys(db)),
  };
}

/** copy-to-postgres: each enquiry's notes, oldest first. */
export function notesForTransfer(db: SqliteDatabase): (enquiryId: string) => TransferredEnquiry["notes"] {
  const statement = db.prepare<[string], { author: string; at: string; text: string }>(
    "SELECT author, at, text FROM enquiry_notes WHERE enquiry_id = ? ORDER BY at, id",
  );
  return (enquiryId) => statement.all(enquiryId);
}
