import { enquiryDetails } from "./enquiry-details";
import { CHECK_REASONS, renderStaffMail, replyToVisitor, singleLine, type NotificationMail } from "./mailer";
import { queenslandDue, queenslandStamp, queenslandTime } from "./queensland-time";
import type { StoredEnquiry } from "./store";

/** The staff command that marks an enquiry replied, as the mails quote it. */
const repliedCommand = (id: string) => `npm run enquiries -- replied ${id} --by "YOUR NAME"`;

/** The one reminder an enquiry gets when its reply is late: the enquiry again, when it was due, and how to mark it replied. */
export function composeReminder(enquiry: StoredEnquiry): NotificationMail {
  const due = enquiry.replyDueAt ?? enquiry.receivedAt;
  const subject = singleLine(
    `Reply overdue since ${queenslandDue(due)}: ${singleLine(enquiry.company, 80)} (${singleLine(enquiry.name, 60)})`,
  );
  const intro =
    `The reply to this enquiry was due by ${queenslandTime(due)}, and no reply is recorded. ` +
    `Once someone has replied, record it: ${repliedCommand(enquiry.id)}. This is the only reminder for this enquiry.`;
  const rows: [string, string][] = [
    ...enquiryDetails(enquiry),
    ["Received", queenslandTime(enquiry.receivedAt)],
    ["Reference", enquiry.id],
  ];
  return { subject, replyTo: replyToVisitor(enquiry), ...renderStaffMail(intro, rows, enquiry.message) };
}

/**
 * The day's digest of quarantined enquiries (never mailed one by one): each with who sent it and why
 * it was held back, so a person sees a genuine one in time to reply. The messages are not in it
 * (held back as likely spam); `show` prints one.
 */
export function composeDigest(enquiries: readonly StoredEnquiry[]): NotificationMail {
  const count = enquiries.length === 1 ? "1 enquiry" : `${enquiries.length} enquiries`;
  const subject = `Quarantined as likely spam: ${count} since the last digest`;
  const intro =
    `The website held back ${count} as likely spam since the last digest; none was mailed on its own. ` +
    `Check each (npm run enquiries -- show ID): a genuine one is answered like any other, and its reply recorded with ${repliedCommand("ID")}.`;
  const rows = enquiries.map((enquiry): [string, string] => [
    queenslandStamp(enquiry.receivedAt),
    [
      `${enquiry.name} (${enquiry.company})`,
      [enquiry.email, enquiry.phone].filter(Boolean).join(", "),
      `held back because ${enquiry.spamReason ? CHECK_REASONS[enquiry.spamReason] : "it was flagged"}`,
      enquiry.id,
    ]
      .filter(Boolean)
      .join("; "),
  ]);
  return { subject, ...renderStaffMail(intro, rows) };
}
