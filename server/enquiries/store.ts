import type { LegalPriority } from "../../shared/content/contact-form";
import type { EnquiryValues } from "../../shared/lib/enquiry-values";
import type { EnquiryStatus, InboxStore } from "./inbox-store";
import type { StaffSessionStore } from "./staff-sessions";

/**
 * Where enquiries live. SQLite today (store-sqlite.ts); PostgreSQL implements the same interface,
 * so every method is async even where better-sqlite3 is not.
 */
export interface EnquiryStore {
  /**
   * Stores an enquiry and, unless it is quarantined, its notification in the outbox, in one transaction.
   * A repeated idempotency key stores nothing and returns the first enquiry's id, or throws
   * IdempotencyKeyReusedError when it came with a different request. A form token already used
   * for an enquiry throws FormTokenUsedError: one token, one enquiry.
   */
  insertEnquiry(input: NewEnquiry): Promise<{ readonly id: string; readonly duplicate: boolean }>;
  /**
   * Leases up to `limit` notifications that are due (or whose lease ran out, after a crash) and
   * counts the attempt. A leased row is not handed out again until `leaseMs` has passed.
   */
  claimOutbox(options: { readonly now: Date; readonly limit: number; readonly leaseMs: number }): Promise<OutboxItem[]>;
  markSent(outboxId: number, at: Date): Promise<void>;
  /** Records a failed attempt, to be tried again at `retryAt`: a notification is never given up on while its enquiry is kept. */
  markFailed(outboxId: number, error: string, retryAt: Date): Promise<void>;
  /** Makes every failing notification and webhook due at `now` (`npm run enquiries -- retry`); returns how many. */
  retryFailing(now: Date): Promise<number>;
  /**
   * Leases up to `limit` webhooks that are due (or whose lease ran out), oldest first, and counts the
   * attempt: like claimOutbox, a leased row goes to no other instance until `leaseMs` has passed. A
   * webhook waits while an earlier one of the same enquiry is undelivered, so the practice's system
   * never hears of a status change before the enquiry itself.
   */
  claimWebhooks(options: {
    readonly now: Date;
    readonly limit: number;
    readonly leaseMs: number;
  }): Promise<WebhookItem[]>;
  /** Delivered: never sent again, and its status change's fields (if any) are cleared. */
  markWebhookDelivered(deliveryId: number, at: Date): Promise<void>;
  /** Records a failed attempt, to be tried again at `retryAt`: like a notification, never given up on while its enquiry is kept. */
  markWebhookFailed(deliveryId: number, error: string, retryAt: Date): Promise<void>;
  /** Queues an `enquiry.status_changed` webhook; false (nothing queued) when there is no such enquiry or it is quarantined. */
  queueStatusChange(change: StatusChange): Promise<boolean>;
  /** Newest first; with `overdueAt`, only those (not quarantined) whose reply was due by then and is not marked replied. */
  listEnquiries(options?: ListOptions): Promise<StoredEnquiry[]>;
  /** Records that staff replied (`npm run enquiries -- replied`): when, and who if given. Undefined when there is none with this id. */
  markReplied(id: string, by: string | null, at: Date): Promise<StoredEnquiry | undefined>;
  /**
   * Leases up to `limit` enquiries whose reply is overdue at `now`, unreplied and not yet reminded
   * (or whose reminder lease ran out), for the one reminder each gets: an enquiry leased here is
   * handed to no other instance until `leaseMs` has passed or markReminderFailed sets its next try.
   */
  claimReminders(options: {
    readonly now: Date;
    readonly limit: number;
    readonly leaseMs: number;
  }): Promise<StoredEnquiry[]>;
  /** The reminder went: it is never sent again. */
  markReminderSent(id: string, at: Date): Promise<void>;
  /** The reminder failed: tried again from `retryAt`. */
  markReminderFailed(id: string, retryAt: Date): Promise<void>;
  /**
   * Claims the quarantine digest of Brisbane day `day` (YYYY-MM-DD), unless it was sent or another
   * instance holds it, and returns the quarantined enquiries it names: each one no earlier digest
   * named (those this day's claim named before a failed try too). Undefined when not claimed.
   */
  claimDigest(options: {
    readonly day: string;
    readonly now: Date;
    readonly leaseMs: number;
  }): Promise<StoredEnquiry[] | undefined>;
  markDigestSent(day: string, at: Date): Promise<void>;
  markDigestFailed(day: string, retryAt: Date): Promise<void>;
  /**
   * Deletes the enquiries past their retention, with their outbox rows, in one transaction:
   * those received before `before`, and spam received before `spamBefore`. With `dryRun` it only
   * says what it would delete. Safe beside a running worker: a notification being sent when its
   * enquiry goes simply has no row left to mark.
   */
  purgeEnquiries(options: PurgeOptions): Promise<PurgedEnquiry[]>;
  /** One enquiry, spam or not; undefined when there is none with this id. */
  getEnquiry(id: string): Promise<StoredEnquiry | undefined>;
  /** Deletes one enquiry and its outbox row in one transaction; returns what was deleted, or undefined when there was none. */
  deleteEnquiry(id: string): Promise<StoredEnquiry | undefined>;
  /** Enquiries, spam included, whose name, company, email or phone contains `text` (any case; spaces in phone numbers ignored), newest first. */
  findEnquiries(text: string): Promise<StoredEnquiry[]>;
  /**
   * Corrects one field of an enquiry (APP 13) to `value`, already checked as the form checks it
   * (correction.ts), and records `at` as its correctedAt; the old value is overwritten, not kept.
   * Returns the corrected enquiry, or undefined when there is none with this id.
   */
  correctEnquiry(
    id: string,
    field: CorrectableField,
    value: CorrectedValue,
    at: Date,
  ): Promise<StoredEnquiry | undefined>;
  /**
   * The secret that signs form tokens when FORM_TOKEN_SECRET is unset: made once and kept with the
   * enquiries, so tokens outlive a restart and every instance sharing the store accepts them.
   */
  formTokenSecret(): Promise<string>;
  /**
   * Clears what was derived from the request, not typed in, from enquiries received before `before`
   * (privacy policy: kept CLIENT_HASH_RETENTION_DAYS): the salted client hash, the form token (with
   * its issue time), the hashed idempotency key and the request fingerprint. Returns how many
   * enquiries it cleared.
   */
  forgetClientHashes(before: Date): Promise<number>;
  /** Deletes the rate-limit counters (keyed by salted client hashes) that expired before `now`; 0 where they live in memory. */
  forgetExpiredCounters(now: Date): Promise<number>;
  /** Status, assignee, notes, search and the audit trail: what the staff inbox keeps (inbox-store.ts). */
  readonly inbox: InboxStore;
  /** The staff area's sessions (staff-sessions.ts), in this store so every instance shares them. */
  readonly staffSessions: StaffSessionStore;
  /** What the staff listener's /metrics reads at each scrape: each figure counted up to WATCH_COUNT_CAP rows, so a scrape's cost has a bound. */
  watchFigures(now: Date): Promise<WatchFigures>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

/** At most this many rows are counted for a figure of watchFigures: past it, the figure says this many. */
export const WATCH_COUNT_CAP = 10_000;

export interface WatchFigures {
  /** Notifications whose last attempt failed, waiting for the next (`list` shows them `failing`). */
  readonly notificationsFailing: number;
  /** Notifications not yet accepted by the mail server: pending, being sent or failing. */
  readonly notificationsUnsent: number;
  /** Enquiries (not quarantined) whose reply was due by now and is not marked replied (`list --overdue`). */
  readonly overdue: number;
  /** Webhooks (enquiries and status changes) the practice's system has not yet accepted. */
  readonly webhooksUnsent: number;
}

/** An enquiry's id, as the stores make it (a UUID) and `list` prints it. */
export const ENQUIRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewEnquiry {
  readonly enquiry: EnquiryValues;
  readonly idempotencyKey?: string;
  /** A fingerprint of the request that carried the idempotency key, to tell a retry from a different enquiry. */
  readonly requestHash?: string;
  /** The form token it was sent with, remembered so the token cannot carry a second enquiry. */
  readonly formToken?: string;
  /** Why the anti-spam checks flagged it: quarantined (stored, never mailed) or mailed marked for checking; see isQuarantined. */
  readonly spam?: SpamReason;
  /** Salted SHA-256 of the client's IP address; never the address itself. */
  readonly clientHash?: string;
  readonly receivedAt?: Date;
  /** When the reply is due (reply-due.ts); the route sets it from the promise shown beside the form. */
  readonly replyDueAt?: Date;
}

export interface ListOptions {
  readonly limit?: number;
  readonly includeSpam?: boolean;
  /** Only the overdue: reply due at or before this time, not replied, not quarantined. */
  readonly overdueAt?: Date;
}

export interface PurgeOptions {
  readonly before: Date;
  readonly spamBefore: Date;
  readonly dryRun?: boolean;
}

/** What a purge deleted (or would): never the content. Oldest first. */
export interface PurgedEnquiry {
  readonly id: string;
  readonly receivedAt: string;
  readonly spam: boolean;
}

export type SpamReason =
  "honeypot" | "token-too-fast" | "token-missing" | "token-invalid" | "token-expired" | "token-reused";

/**
 * Only a filled-in honeypot and a fill faster than a person can type are kept out of the mail
 * (`spam` in the store, `list --spam`). The other reasons can befall a person (a form left open for
 * a day, a second enquiry from the same page), so those enquiries are mailed, marked for checking.
 */
export function isQuarantined(reason: SpamReason | null | undefined): boolean {
  return reason === "honeypot" || reason === "token-too-fast";
}

export interface StoredEnquiry extends EnquiryValues {
  readonly id: string;
  readonly receivedAt: string;
  /** Quarantined: stored, never mailed. */
  readonly spam: boolean;
  /** Why the checks flagged it; set on a mailed enquiry too when a person should check it. */
  readonly spamReason: SpamReason | null;
  readonly notification: NotificationStatus | null;
  /** When staff last corrected one of its fields (`npm run enquiries -- correct`, ISO), or null. */
  readonly correctedAt: string | null;
  /** When a reply is due (ISO; reply-due.ts), or null for an enquiry stored before due times were kept. */
  readonly replyDueAt: string | null;
  /** When staff marked it replied (`npm run enquiries -- replied`, ISO), or null. */
  readonly repliedAt: string | null;
  /** Who replied, as staff gave it, or null. */
  readonly repliedBy: string | null;
  /** Where it stands (inbox-store.ts): "new" until staff mark it replied or set another. */
  readonly status: EnquiryStatus;
  /** The staff member it is assigned to (an email address), or null. */
  readonly assignee: string | null;
  /** What staff need when a notification is not sent yet; absent for a quarantined enquiry (no notification). */
  readonly notificationDetail?: NotificationDetail;
}

interface NotificationDetail {
  readonly attempts: number;
  /** The last attempt's error, as the mailer reported it (no enquiry content). */
  readonly lastError: string | null;
  /** When the outbox worker tries again (ISO). */
  readonly nextAttemptAt: string | null;
  /** While `sending`: when the sending instance's claim ends, after which another picks it up (ISO). */
  readonly leaseUntil: string | null;
}

/** The fields staff can correct (APP 13): everything the visitor typed or chose, one at a time. */
export const CORRECTABLE_FIELDS = [
  "name",
  "company",
  "role",
  "email",
  "phone",
  "businessSize",
  "priorities",
  "message",
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
/** Text for every field but the priorities, which are a list. */
export type CorrectedValue = string | readonly LegalPriority[];

/** `failing`: its last attempt failed and it waits for the next (store-sql.ts, NOTIFICATION_STATUS). */
export type NotificationStatus = "pending" | "sending" | "sent" | "failing";

export interface OutboxItem {
  readonly outboxId: number;
  /** Attempts including this one. */
  readonly attempts: number;
  readonly enquiry: StoredEnquiry;
}

/** What the practice's system is told (webhook-payload.ts): the enquiry's arrival, and each status staff give it. */
export type WebhookType = "enquiry.received" | "enquiry.status_changed";

/** A status staff set on an enquiry, as the `enquiry.status_changed` webhook carries it. */
export interface StatusChange {
  readonly enquiryId: string;
  readonly status: string;
  /** Who set it, as the staff area names them. */
  readonly by: string;
  readonly at: Date;
}

export interface WebhookItem {
  readonly deliveryId: number;
  /** The webhook-id header: the same on every attempt, so the receiver can drop a repeat. */
  readonly messageId: string;
  readonly type: WebhookType;
  /** Attempts including this one. */
  readonly attempts: number;
  /** When the event happened (ISO): the enquiry's arrival, or the status change. */
  readonly occurredAt: string;
  /** As stored now, so a correction made before delivery is what the practice receives. */
  readonly enquiry: StoredEnquiry;
  /** The status change's fields, for `enquiry.status_changed`; null otherwise. */
  readonly change: { readonly status: string; readonly by: string } | null;
}

/** Thrown when the store cannot be reached; the API answers 503. */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "StoreUnavailableError";
  }
}

/** There is no enquiry database where the configuration points (the staff CLI opens, never creates). */
export class StoreNotFoundError extends Error {
  constructor(readonly file: string) {
    super(
      `No enquiry database at ${file}. Set DATA_DIR to the folder the server uses (or DATABASE_URL for PostgreSQL).`,
    );
    this.name = "StoreNotFoundError";
  }
}

/** The request conflicts with one already stored; not a store failure (the API answers 4xx, or handles it). */
export class EnquiryConflictError extends Error {}

export class FormTokenUsedError extends EnquiryConflictError {
  constructor() {
    super("This form token was already used for an enquiry");
    this.name = "FormTokenUsedError";
  }
}

export class IdempotencyKeyReusedError extends EnquiryConflictError {
  constructor() {
    super("This idempotency key was already used with a different request");
    this.name = "IdempotencyKeyReusedError";
  }
}
