import { queenslandDue, queenslandTime } from "./queensland-time";
import nodemailer from "nodemailer";
import type { AppConfig } from "../platform/config";
import type { Logger } from "../platform/logger";
import { PRACTICE } from "../../shared/content/practice";
import { isEmailAddress } from "../../shared/lib/enquiry-schema";
import { escapeHtml } from "../../shared/lib/escape-html";
import { withoutInvisibles } from "../../shared/lib/invisible-characters";
import { enquiryDetails } from "./enquiry-details";
import type { SpamReason, StoredEnquiry } from "./store";

/** Sends the practice one notification per enquiry, and the mails that keep the reply promise (reply-mail.ts). */
export interface Mailer {
  send(enquiry: StoredEnquiry): Promise<void>;
  /** A mail to the practice (ENQUIRY_TO) that is not a notification: a late reply's reminder, the quarantine digest. */
  sendToStaff(mail: NotificationMail): Promise<void>;
  close(): void;
}

export interface NotificationMail {
  readonly subject: string;
  /** The visitor, so staff can press Reply; absent when no usable address was given. */
  readonly replyTo?: { readonly name: string; readonly address: string };
  readonly text: string;
  readonly html: string;
}

interface SmtpMailerOptions {
  /** smtp:// or smtps:// URL, credentials included (nodemailer's connection URL). */
  readonly smtpUrl: string;
  readonly to: string;
  /** Defaults to `to`. Never the visitor's address (DMARC would reject it): the visitor is in Reply-To. */
  readonly from?: string;
  /** Socket timeouts, so a hung server cannot hold the outbox worker (or shutdown) for long. */
  readonly timeoutMs?: number;
}

/**
 * An smtp:// URL to another machine must upgrade with STARTTLS: without requireTLS nodemailer sends
 * in clear text when the server offers no STARTTLS, and the mail holds a visitor's enquiry.
 * smtps:// is TLS from the first byte; a relay on this machine never crosses the network.
 */
export function smtpRequiresStartTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const loopback = host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  return !loopback;
}

/** How every mail leaves: SMTP_URL, STARTTLS required off this machine, and the time limits (the test notification uses the same). */
export function smtpTransportOptions(smtpUrl: string, timeoutMs = 20_000) {
  return {
    url: smtpUrl,
    requireTLS: smtpRequiresStartTls(smtpUrl),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

export function createSmtpMailer({ smtpUrl, to, from = to, timeoutMs = 20_000 }: SmtpMailerOptions): Mailer {
  // One kept-open connection: the worker sends one at a time, and a new connection per mail
  // (greeting, EHLO, TLS) costs more than the mail itself.
  const transport = nodemailer.createTransport({
    ...smtpTransportOptions(smtpUrl, timeoutMs),
    pool: true,
    maxConnections: 1,
  });
  return {
    async send(enquiry) {
      const mail = composeNotification(enquiry);
      // nodemailer writes the headers: it quotes or encodes the display name, and the address passed the schema's check.
      await transport.sendMail({
        from,
        to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async sendToStaff(mail) {
      await transport.sendMail({
        from,
        to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The mailer the configuration asks for, or none (logged once): enquiries are then stored but not mailed. */
export function mailerFromConfig(
  config: Pick<AppConfig, "SMTP_URL" | "ENQUIRY_TO" | "ENQUIRY_FROM">,
  logger: Logger,
): Mailer | undefined {
  if (config.SMTP_URL && config.ENQUIRY_TO) {
    logger.info({ to: config.ENQUIRY_TO }, "enquiry mail is on");
    return createSmtpMailer({ smtpUrl: config.SMTP_URL, to: config.ENQUIRY_TO, from: config.ENQUIRY_FROM });
  }
  const missing = [config.SMTP_URL ? "" : "SMTP_URL", config.ENQUIRY_TO ? "" : "ENQUIRY_TO"].filter(Boolean);
  logger.warn({ missing }, "enquiry mail is off: enquiries are stored and their notifications wait in the outbox");
  return undefined;
}

const SUBJECT_MAX = 150;
const CHECK_MARK = "[check: may be automated]";
/** What each flag means, for the person reading the mail (README, "Spam and checks"). */
export const CHECK_REASONS: Record<SpamReason, string> = {
  honeypot: "the hidden anti-spam field was filled in",
  "token-too-fast": "the form was sent faster than a person can type",
  "token-missing": "the form was sent without the token the page fetches",
  "token-invalid": "the form's token was not one this site issued",
  "token-expired": "the form was opened more than a day before it was sent",
  "token-reused": "the form's token had already been used for another enquiry",
};

/** Controls: none belongs in a header or a one-line label (invisible characters are removed before). */
const UNSAFE_IN_LINE = /\p{Cc}/gu;
const UNSAFE_IN_TEXT = /(?![\r\n])\p{Cc}/gu;

/** One line, no control characters, bounded: safe for a Subject header whatever was stored. */
export function singleLine(value: string, max = SUBJECT_MAX): string {
  const line = withoutInvisibles(value).replace(UNSAFE_IN_LINE, " ").replace(/\s+/g, " ").trim();
  return [...line].length > max ? `${[...line].slice(0, max - 1).join("")}…` : line;
}

/**
 * The visitor as a Reply-To, or nothing. The address must pass the same check as the form (so no
 * quotes, brackets, spaces or line breaks reach the header); the name is one line, without the
 * characters that could make it read as an address ("<>@), and without "=?", which some mail programs
 * decode as an encoded word even inside quotes (a display name that says something else).
 */
export function replyToVisitor(enquiry: Pick<StoredEnquiry, "name" | "email">): NotificationMail["replyTo"] {
  if (!isEmailAddress(enquiry.email)) return undefined;
  const name = singleLine(enquiry.name.replace(DISPLAY_NAME_UNSAFE, ""), 100).replaceAll("=?", "= ?");
  return { name, address: enquiry.email };
}
const DISPLAY_NAME_UNSAFE = /["<>@]/g;

/**
 * Every line of the visitor's message starts with this in the plain-text mail, as a quoted reply's
 * lines do: a line they wrote to look like one of the practice's rows ("Phone: ...") reads as theirs.
 */
const MESSAGE_QUOTE = "| ";

/** The notification for an enquiry: subject, plain text and HTML, with every user value escaped. */
export function composeNotification(enquiry: StoredEnquiry): NotificationMail {
  // Flagged but not quarantined (an old or reused token, say): mailed so a person decides, marked so they know to.
  const check = enquiry.spamReason && !enquiry.spam ? `${CHECK_MARK} ` : "";
  // The due time leads, so a long company or name never cuts it off.
  const due = enquiry.replyDueAt ? `, reply by ${queenslandDue(enquiry.replyDueAt)}` : "";
  const subject = singleLine(
    `${check}New enquiry${due}: ${singleLine(enquiry.company, 80)} (${singleLine(enquiry.name, 60)})`,
  );
  const rows: [string, string][] = [
    ...enquiryDetails(enquiry),
    ["Received", queenslandTime(enquiry.receivedAt)],
    ["Reply due", enquiry.replyDueAt ? queenslandTime(enquiry.replyDueAt) : ""],
    ["Check", enquiry.spamReason && !enquiry.spam ? CHECK_REASONS[enquiry.spamReason] : ""],
    ["Reference", enquiry.id],
  ];
  const { text, html } = renderStaffMail(
    `New enquiry through the ${PRACTICE.tradingName} website.`,
    rows,
    enquiry.message,
  );
  return { subject, replyTo: replyToVisitor(enquiry), text, html };
}

/**
 * A mail to staff as plain text and HTML: an opening line, a table of the rows that have a value
 * (each one line), and a message kept whole when given (`undefined` leaves it out). Every value is
 * escaped in the HTML and freed of control characters in the text.
 */
export function renderStaffMail(
  intro: string,
  rows: readonly [string, string][],
  messageText?: string,
): { text: string; html: string } {
  const present = rows.filter(([, value]) => value !== "");
  const message = messageText === undefined ? undefined : withoutInvisibles(messageText).replace(UNSAFE_IN_TEXT, " ");
  const messageLines =
    message === undefined
      ? []
      : message === ""
        ? ["", "Message: (none)"]
        : [
            "",
            `Message, as the visitor wrote it (each of its lines after "${MESSAGE_QUOTE.trim()}"):`,
            ...message.split("\n").map((line) => `${MESSAGE_QUOTE}${line}`),
          ];
  const messageHtml =
    message === undefined
      ? []
      : [
          "<p><strong>Message</strong>, as the visitor wrote it</p>",
          message === ""
            ? "<p>(none)</p>"
            : `<blockquote style="white-space: pre-wrap; margin: 0; padding: 0 0 0 12px; border-left: 4px solid #999">${escapeHtml(message)}</blockquote>`,
        ];
  const text = [
    intro,
    "",
    ...present.map(([label, value]) => `${label}: ${singleLine(value, 1000)}`),
    ...messageLines,
    "",
  ].join("\n");
  const html = [
    "<!DOCTYPE html>",
    '<html lang="en-AU"><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse: collapse">',
    ...present.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(singleLine(value, 1000))}</td></tr>`,
    ),
    "</table>",
    ...messageHtml,
    "</body></html>",
  ].join("\n");
  return { text, html };
}
