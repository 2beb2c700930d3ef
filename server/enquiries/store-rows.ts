import type { BusinessSize, LegalPriority } from "../../shared/content/contact-form";
import type { CorrectableField, CorrectedValue, NotificationStatus, PurgedEnquiry, SpamReason, StoredEnquiry } from "./store";

/**
 * An enquiry as both stores select it (ENQUIRY_COLUMNS joined with its outbox row). The drivers
 * differ only in types: better-sqlite3 gives text and 0/1, pg gives Date, jsonb and boolean.
 */
export interface EnquiryRow {
  id: string;
  received_at: string | Date;
  name: string;
  company: string;
  role: string;
  email: string;
  phone: string;
  business_size: string;
  /** JSON text (SQLite) or the parsed jsonb array (PostgreSQL). */
  priorities: string | LegalPriority[];
  message: string;
  spam: number | boolean;
  spam_reason: string | null;
  corrected_at: string | Date | null;
  notification: string | null;
  /** The outbox row's details (null without one): attempts, last error, next try, lease end (ms in SQLite, Date in pg). */
  notification_attempts?: number | null;
  notification_error?: string | null;
  notification_next?: number | Date | null;
  notification_lease?: number | Date | null;
}

const isoOf = (value: number | Date | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());

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
export const retryableOutbox = (now: string) => `status = 'failed' OR (status = 'pending' AND last_error IS NOT NULL) OR (status = 'sending' AND lease_until <= ${now})`;

/** The enquiry columns, from `enquiries e`; both stores join `outbox o` for the notification state. */
export const ENQUIRY_COLUMNS = `e.id, e.received_at, e.name, e.company, e.role, e.email, e.phone, e.business_size, e.priorities, e.message, e.spam, e.spam_reason, e.corrected_at`;

/** The column of each field staff can correct: a fixed list, never text from the command line. */
export const CORRECTABLE_COLUMNS: Readonly<Record<CorrectableField, string>> = {
  name: "name",
  company: "company",
  role: "role",
  email: "email",
  phone: "phone",
  businessSize: "business_size",
  priorities: "priorities",
  message: "message",
};

/** A corrected value as both stores bind it: the priorities as JSON text (SQLite's TEXT, PostgreSQL's jsonb), the rest as it is. */
export const storedValue = (value: CorrectedValue): string => (typeof value === "string" ? value : JSON.stringify(value));

/** What forgetClientHashes clears: the columns derived from the request rather than typed in. */
export const REQUEST_DERIVED_COLUMNS = ["client_hash", "form_token", "idempotency_key", "request_hash"] as const;

export function toEnquiry(row: EnquiryRow): StoredEnquiry {
  return {
    id: row.id,
    receivedAt: typeof row.received_at === "string" ? row.received_at : row.received_at.toISOString(),
    name: row.name,
    company: row.company,
    role: row.role,
    email: row.email,
    phone: row.phone,
    businessSize: row.business_size as BusinessSize | "",
    priorities: typeof row.priorities === "string" ? (JSON.parse(row.priorities) as LegalPriority[]) : row.priorities,
    message: row.message,
    spam: row.spam === true || row.spam === 1,
    spamReason: row.spam_reason as SpamReason | null,
    notification: row.notification as NotificationStatus | null,
    correctedAt: row.corrected_at === null || row.corrected_at === undefined ? null : isoOf(new Date(row.corrected_at)),
    ...(row.notification_attempts === undefined || row.notification_attempts === null
      ? {}
      : {
          notificationDetail: {
            attempts: row.notification_attempts,
            lastError: row.notification_error ?? null,
            nextAttemptAt: isoOf(row.notification_next),
            leaseUntil: isoOf(row.notification_lease),
          },
        }),
  };
}

/** Which enquiries are past their retention: `$before` and `$spamBefore` are bound by each store in its own syntax. */
export function expiredWhere(before: string, spamBefore: string): string {
  return `(e.spam = FALSE AND e.received_at < ${before}) OR (e.spam = TRUE AND e.received_at < ${spamBefore})`;
}

export function toPurged(row: Pick<EnquiryRow, "id" | "received_at" | "spam">): PurgedEnquiry {
  return {
    id: row.id,
    receivedAt: typeof row.received_at === "string" ? row.received_at : row.received_at.toISOString(),
    spam: row.spam === true || row.spam === 1,
  };
}

/** The columns a staff search (`find TEXT`) looks in. */
export const SEARCHED_COLUMNS = ["e.name", "e.company", "e.email"] as const;

/**
 * Whether an enquiry matches a staff search for `text` (a bound parameter): any case in the
 * searched columns, and phone numbers with their spaces ignored. `fold` wraps an expression to
 * lower-case it and `position` finds a substring (1-based, 0 when absent), in each store's own SQL.
 */
export function searchWhere(text: string, { fold, position }: { readonly fold: (sql: string) => string; readonly position: string }): string {
  const digits = (value: string) => `replace(${value}, ' ', '')`;
  return [
    ...SEARCHED_COLUMNS.map((column) => `${position}(${fold(column)}, ${fold(text)}) > 0`),
    `(${digits(text)} <> '' AND ${position}(${digits("e.phone")}, ${digits(text)}) > 0)`,
  ].join(" OR ");
}
