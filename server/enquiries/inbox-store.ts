import type { StoredEnquiry } from "./store";

/**
 * What staff keep about an enquiry beyond what the visitor sent: where it stands (status), whose it
 * is (assignee), their notes, and the audit trail of who did what. Both stores implement it
 * (store-sqlite-inbox.ts, store-postgres-inbox.ts) as their `inbox`.
 */

/** Where an enquiry stands; "replied" is also set by marking it replied, and keeps who replied and when. */
export const ENQUIRY_STATUSES = ["new", "replied", "client", "not-a-fit", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  new: "New",
  replied: "Replied",
  client: "Became a client",
  "not-a-fit": "Not a fit",
  spam: "Spam",
};

export const isEnquiryStatus = (value: unknown): value is EnquiryStatus =>
  typeof value === "string" && (ENQUIRY_STATUSES as readonly string[]).includes(value);

export interface EnquiryNote {
  readonly id: number;
  readonly enquiryId: string;
  /** The signed-in staff member's email address, or cli:<user>. */
  readonly author: string;
  readonly at: string;
  readonly text: string;
}

/** One line of the audit trail. Never personal information of the enquirer: ids, field names, statuses, staff addresses. */
export interface AuditEntry {
  readonly id: number;
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly enquiryId: string | null;
  readonly detail: string | null;
}

export interface NewAuditEntry {
  readonly at: Date;
  readonly actor: string;
  readonly action: string;
  readonly enquiryId?: string | null;
  readonly detail?: string | null;
}

export interface InboxQuery {
  /** Name, company or email (any case, accents, apostrophes, hyphens), or a phone number however written. */
  readonly text?: string;
  readonly status?: EnquiryStatus;
  /** The quarantined tab (held back as likely spam, never mailed) rather than the inbox. */
  readonly quarantined: boolean;
  /** Received at or after. */
  readonly from?: Date;
  /** Received before. */
  readonly before?: Date;
  readonly limit: number;
  readonly offset: number;
}

/** An id or the start of one: exactly one enquiry, or the ids it could be (none, or several). */
export type ResolvedId =
  { readonly ok: true; readonly id: string } | { readonly ok: false; readonly matches: readonly string[] };

/** Shortest id prefix taken: eight characters name one enquiry among millions; four keep typing short. */
export const ID_PREFIX = /^[0-9a-f][0-9a-f-]{3,35}$/i;

export interface InboxStore {
  /** Newest first, and how many match in all. */
  search(query: InboxQuery): Promise<{ readonly enquiries: StoredEnquiry[]; readonly total: number }>;
  /** A whole id, or a prefix of one (ID_PREFIX); anything else matches nothing. At most 10 matches listed. */
  resolveId(idOrPrefix: string): Promise<ResolvedId>;
  /** Sets the status; "replied" records `by` and `at` as who replied and when unless already recorded. Undefined when there is none with this id. */
  setStatus(id: string, status: EnquiryStatus, by: string, at: Date): Promise<StoredEnquiry | undefined>;
  /** Sets (or with null clears) whose the enquiry is. Undefined when there is none with this id. */
  assign(id: string, assignee: string | null): Promise<StoredEnquiry | undefined>;
  /** Undefined when there is no enquiry with this id. Deleted with the enquiry. */
  addNote(enquiryId: string, author: string, text: string, at: Date): Promise<EnquiryNote | undefined>;
  /** Oldest first. */
  notes(enquiryId: string): Promise<EnquiryNote[]>;
  record(entry: NewAuditEntry): Promise<void>;
  /** Newest first, and how many match in all. */
  auditTrail(query: {
    readonly actor?: string;
    readonly enquiryId?: string;
    readonly limit: number;
    readonly offset: number;
  }): Promise<{
    readonly entries: AuditEntry[];
    readonly total: number;
  }>;
  /** The addresses that signed in to the staff area, for choosing a colleague to assign to. */
  staffAddresses(): Promise<string[]>;
  /** Deletes audit entries made before `before` (the retention sweep); returns how many. */
  forgetAuditBefore(before: Date): Promise<number>;
  /** Fills the search key of enquiries that have none (stored before it existed, or copied in); returns how many. */
  fillSearchKeys(): Promise<number>;
}
