import type { Request, Response } from "express";
import type { AuditSink } from "../../enquiries/audit";
import type { EnquiryStore, StoredEnquiry } from "../../enquiries/store";
import type { SignedInStaff } from "./shell";

export interface InboxOptions {
  readonly store: EnquiryStore;
  /** Where every action is recorded; storeAuditSink(store) unless the caller records elsewhere too. */
  readonly audit: AuditSink;
  readonly clock?: () => Date;
  /** Enquiries (and audit entries) a page; 25 unless given. */
  readonly pageSize?: number;
  /** Told after staff change an enquiry's status (a webhook's event, for one); a failure here does not undo the change. */
  readonly onStatusChange?: (
    enquiry: StoredEnquiry,
    previous: StoredEnquiry["status"],
    by: SignedInStaff,
  ) => Promise<void> | void;
}

export interface InboxContext {
  readonly store: EnquiryStore;
  readonly audit: AuditSink;
  readonly now: () => Date;
  readonly pageSize: number;
  readonly onStatusChange?: InboxOptions["onStatusChange"];
}

export const contextOf = (options: InboxOptions): InboxContext => ({
  store: options.store,
  audit: options.audit,
  now: options.clock ?? (() => new Date()),
  pageSize: options.pageSize ?? 25,
  onStatusChange: options.onStatusChange,
});

/** A form's body as urlencoded gives it, or nothing. */
export const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === "object" && req.body !== null ? (req.body as Record<string, unknown>) : {};

export type Handler = (req: Request, res: Response) => Promise<void>;
