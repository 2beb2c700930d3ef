import type { EnquiryStore, StatusChange, WebhookItem } from "./store";

/**
 * What the practice's own system receives (docs/operations.md, "Connecting the practice's system"):
 * Standard Webhooks' shape, `{ type, timestamp, data }`, times as ISO 8601 in Queensland time with
 * its offset. Made when sent, never stored: an enquiry's body comes from the enquiry as kept then.
 */
export interface EnquiryReceivedData {
  readonly id: string;
  readonly receivedAt: string;
  readonly name: string;
  readonly company: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  readonly businessSize: string;
  readonly priorities: readonly string[];
  readonly message: string;
  /** When the site promised a reply by, or null where it promised no time. */
  readonly replyDueAt: string | null;
  /** Why a person should check it before acting (a form used twice, a form left open too long), or null. */
  readonly checkReason: string | null;
  /** The site the visitor filled the form in (SITE_URL), for a practice with more than one. */
  readonly site: string;
}

export interface EnquiryStatusChangedData {
  readonly id: string;
  readonly status: string;
  readonly by: string;
  readonly at: string;
}

export interface WebhookPayload {
  readonly type: WebhookItem["type"];
  readonly timestamp: string;
  readonly data: EnquiryReceivedData | EnquiryStatusChangedData;
}

/** Queensland keeps no daylight saving, so its offset is always ten hours. */
const QUEENSLAND_OFFSET_MS = 10 * 60 * 60_000;

/** "2026-01-16T09:30:00.000+10:00": the same instant as `iso`, written in Queensland time. */
function queenslandIso(iso: string): string {
  return new Date(Date.parse(iso) + QUEENSLAND_OFFSET_MS).toISOString().replace("Z", "+10:00");
}

export function webhookPayload(item: WebhookItem, site: string): WebhookPayload {
  const { enquiry } = item;
  const timestamp = queenslandIso(item.occurredAt);
  if (item.type === "enquiry.status_changed") {
    const change = item.change ?? { status: "", by: "" };
    return {
      type: item.type,
      timestamp,
      data: { id: enquiry.id, status: change.status, by: change.by, at: timestamp },
    };
  }
  return {
    type: item.type,
    timestamp,
    data: {
      id: enquiry.id,
      receivedAt: queenslandIso(enquiry.receivedAt),
      name: enquiry.name,
      company: enquiry.company,
      role: enquiry.role,
      email: enquiry.email,
      phone: enquiry.phone,
      businessSize: enquiry.businessSize,
      priorities: enquiry.priorities,
      message: enquiry.message,
      replyDueAt: enquiry.replyDueAt === null ? null : queenslandIso(enquiry.replyDueAt),
      checkReason: enquiry.spamReason,
      site,
    },
  };
}

/**
 * Tells the practice's system that staff set an enquiry's status: queued in the store, beside the
 * enquiry's own webhook, and sent after it by whichever instance's worker claims it (nothing is
 * sent while WEBHOOK_URL is unset; the webhook waits, and goes once it is set). False when there is
 * no such enquiry, or it is quarantined (the practice's system never hears of those).
 */
export function queueStatusWebhook(store: EnquiryStore, change: StatusChange): Promise<boolean> {
  return store.queueStatusChange(change);
}
