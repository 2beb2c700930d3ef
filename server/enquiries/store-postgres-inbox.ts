import type pg from "pg";
import { ENQUIRY_ID } from "./store";
import { toEnquiry, type EnquiryRow } from "./store-rows";
import { newestFirst, SELECT_ENQUIRIES } from "./store-sql";
import { auditWhere, inboxWhere, setStatusSql, STAFF_ADDRESSES } from "./inbox-sql";
import { ID_PREFIX, type InboxStore } from "./inbox-store";
import { searchKey } from "./search-key";
import type { TransferredEnquiry } from "./store-transfer";
import { toAuditEntry, toNote } from "./store-sqlite-inbox";

type Query = <Row extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<pg.QueryResult<Row>>;

const numbered = (index: number) => `$${index}`;

/** Fills the search key of every enquiry without one (new to this schema, copied in, or just corrected). */
async function fillSearchKeys(query: Query): Promise<number> {
  const { rows } = await query<{ id: string; name: string; company: string; email: string; phone: string }>(
    "SELECT id, name, company, email, phone FROM enquiries WHERE search_key IS NULL",
    [],
  );
  // Each row only if still unkeyed: a correction racing this fills it itself.
  for (const row of rows)
    await query("UPDATE enquiries SET search_key = $1 WHERE id = $2 AND search_key IS NULL", [searchKey(row), row.id]);
  return rows.length;
}

/** One page of the inbox's enquiries, newest first, with how many match in all. */
async function searchPage(query: Query, inboxQuery: Parameters<InboxStore["search"]>[0]) {
  const where = inboxWhere(inboxQuery, numbered, "strpos");
  const count = await query<{ count: string }>(
    `SELECT count(*) AS count FROM enquiries e WHERE ${where.sql}`,
    where.values,
  );
  const next = where.values.length;
  const { rows } = await query<EnquiryRow>(
    `${SELECT_ENQUIRIES} WHERE ${where.sql} ${newestFirst("e.seq")} LIMIT $${next + 1} OFFSET $${next + 2}`,
    [...where.values, inboxQuery.limit, inboxQuery.offset],
  );
  return { enquiries: rows.map(toEnquiry), total: Number(count.rows[0]?.count ?? 0) };
}

/** One page of the audit trail, newest first, with how many entries match in all. */
async function auditPage(query: Query, auditQuery: Parameters<InboxStore["auditTrail"]>[0]) {
  const where = auditWhere(auditQuery, numbered);
  const count = await query<{ count: string }>(
    `SELECT count(*) AS count FROM audit_events WHERE ${where.sql}`,
    where.values,
  );
  const next = where.values.length;
  const { rows } = await query<{
    id: string;
    at: Date;
    actor: string;
    action: string;
    enquiry_id: string | null;
    detail: string | null;
  }>(`SELECT * FROM audit_events WHERE ${where.sql} ORDER BY at DESC, id DESC LIMIT $${next + 1} OFFSET $${next + 2}`, [
    ...where.values,
    auditQuery.limit,
    auditQuery.offset,
  ]);
  return { entries: rows.map(toAuditEntry), total: Number(count.rows[0]?.count ?? 0) };
}

/** The PostgreSQL store's inbox (inbox-store.ts); `query` is the store's, which turns driver errors into StoreUnavailableError. */
export function postgresInbox(query: Query): InboxStore {
  const read = async (id: string) => {
    const { rows } = await query<EnquiryRow>(`${SELECT_ENQUIRIES} WHERE e.id = $1`, [id]);
    return rows[0] && toEnquiry(rows[0]);
  };
  const changed = async (result: pg.QueryResult, id: string) => (result.rowCount === 0 ? undefined : read(id));
  return {
    search: (inboxQuery) => searchPage(query, inboxQuery),
    async resolveId(idOrPrefix) {
      if (!ID_PREFIX.test(idOrPrefix)) return { ok: false, matches: [] };
      const { rows } = await query<{ id: string }>(
        "SELECT id::text AS id FROM enquiries WHERE left(id::text, length($1)) = $1 ORDER BY id LIMIT 10",
        [idOrPrefix.toLowerCase()],
      );
      const matches = rows.map((row) => row.id);
      return matches.length === 1 ? { ok: true, id: matches[0] as string } : { ok: false, matches };
    },
    async setStatus(id, status, by, at) {
      if (!ENQUIRY_ID.test(id)) return undefined;
      return changed(
        await query(setStatusSql("$1::text", "$2::text", "$3::timestamptz", "$4"), [status, by, at, id]),
        id,
      );
    },
    async assign(id, assignee) {
      if (!ENQUIRY_ID.test(id)) return undefined;
      return changed(await query("UPDATE enquiries SET assignee = $1 WHERE id = $2", [assignee, id]), id);
    },
    async addNote(enquiryId, author, text, at) {
      if (!ENQUIRY_ID.test(enquiryId)) return undefined;
      const { rows } = await query<{ id: string; enquiry_id: string; author: string; at: Date; text: string }>(
        `INSERT INTO enquiry_notes (enquiry_id, author, at, text) SELECT id, $2, $3, $4 FROM enquiries WHERE id = $1 RETURNING *`,
        [enquiryId, author, at, text],
      );
      return rows[0] && toNote(rows[0]);
    },
    async notes(enquiryId) {
      if (!ENQUIRY_ID.test(enquiryId)) return [];
      const { rows } = await query<{ id: string; enquiry_id: string; author: string; at: Date; text: string }>(
        "SELECT * FROM enquiry_notes WHERE enquiry_id = $1 ORDER BY at, id",
        [enquiryId],
      );
      return rows.map(toNote);
    },
    async record(entry) {
      await query("INSERT INTO audit_events (at, actor, action, enquiry_id, detail) VALUES ($1, $2, $3, $4, $5)", [
        entry.at,
        entry.actor,
        entry.action,
        entry.enquiryId ?? null,
        entry.detail ?? null,
      ]);
    },
    auditTrail: (auditQuery) => auditPage(query, auditQuery),
    async staffAddresses() {
      const { rows } = await query<{ actor: string }>(STAFF_ADDRESSES, []);
      return rows.map((row) => row.actor);
    },
    async forgetAuditBefore(before) {
      return (await query("DELETE FROM audit_events WHERE at < $1", [before])).rowCount ?? 0;
    },
    fillSearchKeys: () => fillSearchKeys(query),
  };
}

/** copy-to-postgres: an enquiry's notes, as the SQLite store kept them. */
export async function importNotes(
  client: pg.PoolClient,
  enquiryId: string,
  notes: TransferredEnquiry["notes"],
): Promise<void> {
  for (const note of notes) {
    await client.query("INSERT INTO enquiry_notes (enquiry_id, author, at, text) VALUES ($1, $2, $3, $4)", [
      enquiryId,
      note.author,
      note.at,
      note.text,
    ]);
  }
}
