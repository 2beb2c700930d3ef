import type { InboxQuery } from "./inbox-store";
import { searchNeedle } from "./search-key";

/**
 * The inbox's SQL, for both stores: each passes its placeholder syntax (`?` or `$n`) and its
 * substring function (instr or strpos), as store-sql.ts does.
 */

/** The WHERE of an inbox search and its values, in order. */
export function inboxWhere(
  query: InboxQuery,
  placeholder: (index: number) => string,
  position: "instr" | "strpos",
): { sql: string; values: string[] } {
  const values: string[] = [];
  const bind = (value: string) => {
    values.push(value);
    return placeholder(values.length);
  };
  const clauses = [query.quarantined ? "e.spam = TRUE" : "e.spam = FALSE"];
  const needle = query.text === undefined ? "" : searchNeedle(query.text);
  if (needle !== "") clauses.push(`${position}(e.search_key, ${bind(needle)}) > 0`);
  if (query.status) clauses.push(`e.status = ${bind(query.status)}`);
  if (query.from) clauses.push(`e.received_at >= ${bind(query.from.toISOString())}`);
  if (query.before) clauses.push(`e.received_at < ${bind(query.before.toISOString())}`);
  return { sql: clauses.join(" AND "), values };
}

/** The audit trail's WHERE and its values, in order. */
export function auditWhere(
  query: { readonly actor?: string; readonly enquiryId?: string },
  placeholder: (index: number) => string,
): { sql: string; values: string[] } {
  const values: string[] = [];
  const clauses: string[] = ["TRUE"];
  if (query.actor) {
    values.push(query.actor);
    clauses.push(`actor = ${placeholder(values.length)}`);
  }
  if (query.enquiryId) {
    values.push(query.enquiryId);
    clauses.push(`enquiry_id = ${placeholder(values.length)}`);
  }
  return { sql: clauses.join(" AND "), values };
}

/** Who replied and when stay as first recorded; the status becomes "replied" unless staff set another. */
export const setStatusSql = (status: string, by: string, at: string, id: string) =>
  `UPDATE enquiries SET status = ${status},
     replied_at = CASE WHEN ${status} = 'replied' THEN COALESCE(replied_at, ${at}) ELSE replied_at END,
     replied_by = CASE WHEN ${status} = 'replied' AND replied_at IS NULL THEN ${by} ELSE replied_by END
   WHERE id = ${id}`;

/** Sign-ins name the staff who can be assigned an enquiry. */
export const STAFF_ADDRESSES = `SELECT DISTINCT actor FROM audit_events WHERE action = 'sign-in' ORDER BY actor`;
