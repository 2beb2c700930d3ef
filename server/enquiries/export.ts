import { ENQUIRY_FIELDS } from "../../shared/lib/enquiry-schema";
import { withoutInvisibles } from "../../shared/lib/invisible-characters";
import { enquiryDetails } from "./enquiry-details";
import { queenslandStamp, queenslandTime } from "./queensland-time";
import type { StoredEnquiry } from "./store";

/** Enquiries as CSV (RFC 4180) or JSON, for staff tooling. */

const COLUMNS = [
  "id",
  "received",
  "receivedAt",
  ...ENQUIRY_FIELDS,
  "spam",
  "spamReason",
  "notification",
  "correctedAt",
  "replyDueAt",
  "repliedAt",
  "repliedBy",
] as const;

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"), including after a tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(cell: string): string {
  const value = withoutInvisibles(cell);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function enquiriesToCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = enquiries.map((enquiry) =>
    COLUMNS.map((column) => {
      // "received" is Queensland time, as the practice reads it; "receivedAt" the ISO timestamp, for programs.
      const value = column === "received" ? queenslandStamp(enquiry.receivedAt) : enquiry[column];
      if (Array.isArray(value)) return value.join("; ");
      return value === null ? "" : String(value);
    }),
  );
  // A byte-order mark first: without it Excel reads UTF-8 as the local code page, and "Zoë" as "ZoÃ«".
  return "\uFEFF" + [[...COLUMNS], ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export function enquiriesToJson(enquiries: readonly StoredEnquiry[]): string {
  // A row stored before the schema removed a character it now removes is exported without it, as everywhere else.
  const visible = (_key: string, value: unknown) => (typeof value === "string" ? withoutInvisibles(value) : value);
  return `${JSON.stringify(
    enquiries.map(({ id, receivedAt, ...rest }) => ({
      id,
      received: queenslandStamp(receivedAt),
      receivedAt,
      ...rest,
    })),
    visible,
    2,
  )}\n`;
}

/** Control and invisible characters (bidi overrides, zero-width, variation selectors) would reorder or hide what staff read in a terminal. */
/** Line and paragraph separators (U+2028, U+2029) break lines as a newline does: spaces on one line, newlines in the message. */
export const oneLine = (value: string) => withoutInvisibles(value).replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ");
const multiLine = (value: string) =>
  withoutInvisibles(value)
    .replace(/[\p{Zl}\p{Zp}]/gu, "\n")
    .replace(/(?![\n])\p{Cc}/gu, " ");

/**
 * Where the reply stands, in one column: "replied 2026-04-07 16:00 +10:00", "due …", "OVERDUE since …"
 * once `now` has passed the due time, "-" for an enquiry from before due times were kept (or spam).
 */
function replyState(enquiry: StoredEnquiry, now: Date): string {
  if (enquiry.repliedAt) return `replied ${queenslandStamp(enquiry.repliedAt)}`;
  if (!enquiry.replyDueAt || enquiry.spam) return "-";
  return `${new Date(enquiry.replyDueAt) <= now ? "OVERDUE since" : "due"} ${queenslandStamp(enquiry.replyDueAt)}`;
}

/** As wide as the widest status (not-a-fit), so the names line up. */
const STATUS_WIDTH = 9;

/** One line per enquiry for a terminal: when, notification state, where the reply stands, its status, who. */
export function enquiriesToList(enquiries: readonly StoredEnquiry[], now: Date = new Date()): string {
  if (enquiries.length === 0) return "No enquiries.\n";
  const states = enquiries.map((enquiry) => {
    // A mailed enquiry the checks flagged says why, as its mail's subject does ("[check: may be automated]").
    const check = enquiry.spamReason ? ` (check: ${enquiry.spamReason})` : "";
    return enquiry.spam ? `spam (${enquiry.spamReason ?? "?"})` : `${notificationState(enquiry)}${check}`;
  });
  // As wide as the widest state listed ("failing (…, next …)", "sent (check: …)"), so the columns after it line up.
  const width = Math.max(22, ...states.map((state) => state.length));
  const replies = enquiries.map((enquiry) => replyState(enquiry, now));
  const replyWidth = Math.max(...replies.map((reply) => reply.length));
  return (
    enquiries
      .map(
        (enquiry, index) =>
          `${queenslandStamp(enquiry.receivedAt)}  ${(states[index] ?? "").padEnd(width)}  ${(replies[index] ?? "").padEnd(replyWidth)}  ${enquiry.status.padEnd(STATUS_WIDTH)}  ${oneLine(enquiry.company)} / ${oneLine(enquiry.name)}  ${enquiry.id}`,
      )
      .join("\n") + "\n"
  );
}

/** One enquiry whole, a field a line (the message indented under its label), for a terminal. */
export function enquiryToText(enquiry: StoredEnquiry): string {
  const fields: Array<[string, string]> = [
    ["Id", enquiry.id],
    ["Received", queenslandTime(enquiry.receivedAt)],
    ...enquiryDetails(enquiry),
    [
      "Spam",
      enquiry.spam
        ? `yes (${enquiry.spamReason ?? "?"})`
        : enquiry.spamReason
          ? `no; mailed marked for checking (${enquiry.spamReason})`
          : "no",
    ],
    ["Notification", notificationState(enquiry)],
    ...notificationLines(enquiry),
    // APP 13: a corrected enquiry says when it was corrected (the old value is not kept).
    ["Corrected", enquiry.correctedAt ? queenslandTime(enquiry.correctedAt) : "never"],
    ["Reply due", enquiry.replyDueAt ? queenslandTime(enquiry.replyDueAt) : "-"],
    [
      "Replied",
      enquiry.repliedAt
        ? `${queenslandTime(enquiry.repliedAt)}${enquiry.repliedBy ? ` by ${enquiry.repliedBy}` : ""}`
        : "not recorded",
    ],
    // Where it stands and whose it is (the inbox's; `status` and `assign` set them here too).
    ["Status", enquiry.status],
    ["Assigned to", enquiry.assignee ?? "-"],
  ];
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  const lines = fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${oneLine(value) || "-"}`);
  const message = multiLine(enquiry.message.replace(/\r\n?/g, "\n"));
  return `${lines.join("\n")}\nMessage:\n${message ? message.replace(/^/gm, "  ") : "  -"}\n${whatToDo(enquiry)}`;
}

/** "failing (3 attempts, next 2026-03-01 10:05 +10:00)": enough in one line to know it is not delivered. */
function notificationState(enquiry: StoredEnquiry): string {
  const detail = enquiry.notificationDetail;
  if (!enquiry.notification || !detail) return enquiry.notification ?? "-";
  const attempts = `${detail.attempts} ${detail.attempts === 1 ? "attempt" : "attempts"}`;
  if (enquiry.notification === "failing")
    return `failing (${attempts}${detail.nextAttemptAt ? `, next ${queenslandStamp(detail.nextAttemptAt)}` : ""})`;
  if (enquiry.notification === "sending" && detail.leaseUntil)
    return `sending (claim ends ${queenslandStamp(detail.leaseUntil)})`;
  return enquiry.notification;
}

function notificationLines(enquiry: StoredEnquiry): Array<[string, string]> {
  const detail = enquiry.notificationDetail;
  if (!detail || enquiry.notification === "sent") return [];
  return [
    ["Attempts", String(detail.attempts)],
    ...(detail.lastError ? ([["Last error", detail.lastError]] as Array<[string, string]>) : []),
    ...(detail.nextAttemptAt && enquiry.notification !== "sending"
      ? ([["Next try", queenslandTime(detail.nextAttemptAt)]] as Array<[string, string]>)
      : []),
  ];
}

/** What staff should do about an enquiry whose email has not reached the practice. */
function whatToDo(enquiry: StoredEnquiry): string {
  if (enquiry.notification === "failing") {
    return (
      "\nThe practice has NOT received this enquiry by email: the mail server refused it or could not be reached.\n" +
      "Reply to the person from the details above, and tell whoever runs the server (give them the last error).\n" +
      "The server keeps trying; `npm run enquiries -- retry` makes it try again now.\n"
    );
  }
  if (enquiry.notification === "sending" && enquiry.notificationDetail?.leaseUntil) {
    return (
      `\nThis email is being sent. If the server stopped while sending it, another try starts when the claim ends (${queenslandTime(enquiry.notificationDetail.leaseUntil)});\n` +
      "`npm run enquiries -- retry` makes it due now (if it was in fact sent, the practice gets it twice).\n"
    );
  }
  return "";
}
