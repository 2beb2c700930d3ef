import { randomBytes } from "node:crypto";
import type { BusinessSize, LegalPriority } from "../../shared/content/contact-form";
import {
  IdempotencyKeyReusedError,
  isQuarantined,
  type CorrectedValue,
  type NewEnquiry,
  type NotificationStatus,
  type PurgedEnquiry,
  type SpamReason,
  type StoredEnquiry,
} from "./store";
import type { EnquiryStatus } from "./inbox-store";
import { searchKey } from "./search-key";

/**
 * An enquiry as both stores select it (SELECT_ENQUIRIES in store-sql.ts). The drivers
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
  reply_due_at: string | Date | null;
  replied_at: string | Date | null;
  replied_by: string | null;
  status: string;
  assignee: string | null;
  notification: string | null;
  /** The outbox row's details (null without one): attempts, last error, next try, lease end (ms in SQLite, Date in pg). */
  notification_attempts?: number | null;
  notification_error?: string | null;
  notification_next?: number | Date | null;
  notification_lease?: number | Date | null;
}

const isoOf = (value: number | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

const optionalIso = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : isoOf(new Date(value));

/** A corrected value as both stores bind it: the priorities as JSON text (SQLite's TEXT, PostgreSQL's jsonb), the rest as it is. */
export const storedValue = (value: CorrectedValue): string =>
  typeof value === "string" ? value : JSON.stringify(value);

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
    correctedAt: optionalIso(row.corrected_at),
    replyDueAt: optionalIso(row.reply_due_at),
    repliedAt: optionalIso(row.replied_at),
    repliedBy: row.replied_by ?? null,
    status: row.status as EnquiryStatus,
    assignee: row.assignee ?? null,
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

export function toPurged(row: Pick<EnquiryRow, "id" | "received_at" | "spam">): PurgedEnquiry {
  return {
    id: row.id,
    receivedAt: typeof row.received_at === "string" ? row.received_at : row.received_at.toISOString(),
    spam: row.spam === true || row.spam === 1,
  };
}

/**
 * A new enquiry's values in NEW_ENQUIRY_COLUMNS order (store-sql.ts), as PostgreSQL binds them:
 * SQLite's binding (sqliteValue) turns the time into ISO text and the flag into 0 or 1.
 */
export function newEnquiryValues(
  input: NewEnquiry,
  id: string,
  receivedAt: Date,
): Array<string | Date | boolean | null> {
  const { enquiry } = input;
  return [
    id,
    receivedAt,
    enquiry.name,
    enquiry.company,
    enquiry.role,
    enquiry.email,
    enquiry.phone,
    enquiry.businessSize,
    JSON.stringify(enquiry.priorities),
    enquiry.message,
    isQuarantined(input.spam),
    input.spam ?? null,
    input.clientHash ?? null,
    input.idempotencyKey ?? null,
    input.requestHash ?? null,
    input.formToken ?? null,
    input.replyDueAt ?? null,
    searchKey(enquiry),
  ];
}

/**
 * The enquiry an idempotency key was first used for (selectByIdempotencyKey): the same request
 * again is a retry of it; a different one with the same key is refused.
 */
export function retriedEnquiry(
  existing: { id: string; request_hash: string | null },
  input: NewEnquiry,
): { id: string; duplicate: true } {
  if (existing.request_hash && input.requestHash && existing.request_hash !== input.requestHash)
    throw new IdempotencyKeyReusedError();
  return { id: existing.id, duplicate: true };
}

/** A mailer's error as the outbox keeps it (no enquiry content; bounded). */
export const storedError = (error: string): string => error.slice(0, 1000);

/** A form token secret for a store that keeps none yet. */
export const newFormTokenSecret = (): string => randomBytes(32).toString("hex");

/** Oldest first, for lists the store sorts after reading (purge reports). */
export function byReceivedAt(a: { receivedAt: string }, b: { receivedAt: string }): number {
  return a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : 0;
}

/** The rows a purge deletes, and the times before which it deletes them (ISO strings). */
export type PurgeRow = Pick<EnquiryRow, "id" | "received_at" | "spam">;
export interface Cutoffs {
  before: string;
  spamBefore: string;
}
