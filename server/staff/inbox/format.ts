import { queenslandDue, queenslandStamp } from "../../enquiries/queensland-time";
import { STATUS_LABELS } from "../../enquiries/inbox-store";
import type { StoredEnquiry } from "../../enquiries/store";

/** The first words of a message, for the list: whole words up to about `chars` characters. */
export function firstWords(message: string, chars = 120): string {
  const flat = message.replace(/\s+/g, " ").trim();
  if (flat.length <= chars) return flat;
  const cut = flat.slice(0, chars);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), chars / 2))}…`;
}

/** Where the reply stands, in Queensland time: replied, overdue, due, or nothing to promise (quarantined, or from before due times). */
export function replyLine(enquiry: StoredEnquiry, now: Date): { readonly text: string; readonly overdue: boolean } {
  if (enquiry.repliedAt)
    return {
      text: `Replied ${queenslandStamp(enquiry.repliedAt)}${enquiry.repliedBy ? ` by ${enquiry.repliedBy}` : ""}`,
      overdue: false,
    };
  if (!enquiry.replyDueAt || enquiry.spam || enquiry.status === "spam") return { text: "No reply due", overdue: false };
  const overdue = new Date(enquiry.replyDueAt) <= now;
  return { text: `${overdue ? "Overdue since" : "Reply due"} ${queenslandDue(enquiry.replyDueAt)}`, overdue };
}

export const statusLabel = (enquiry: StoredEnquiry) => STATUS_LABELS[enquiry.status] ?? enquiry.status;

/** Query values as Express 5 gives them: a string, or the first of several; anything else is absent. */
export function queryText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}

/** A 1-based page number from the query; undefined when it is not one. */
export function pageNumber(value: unknown): number | undefined {
  const text = queryText(value);
  if (text === undefined || text === "") return 1;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) return undefined;
  return Number(text);
}
