import nodemailer from "nodemailer";
import { loadConfig } from "../../platform/config";
import { smtpRequiresStartTls, smtpTransportOptions } from "../mailer";
import { queenslandTime } from "../queensland-time";
import { noArguments, nowOf, type StaffCommand } from "./command";

/** What nodemailer's errors carry beyond the message: its code, and the SMTP server's words when it answered. */
interface SmtpError extends Error {
  readonly code?: string;
  readonly command?: string;
  readonly response?: string;
  readonly responseCode?: number;
}

/** SMTP_URL as it may be printed: never the password. */
function shownSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.password = "";
  return url.toString().replace(/\/$/, "");
}

/** Why the mail did not go, in the operator's words, with what to check. */
function explain(error: SmtpError, smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const where = `${url.hostname}:${url.port || (url.protocol === "smtps:" ? "465" : "587")}`;
  const message = error.message ?? "";
  if (error.code === "ESOCKET" && /ECONNREFUSED/.test(message))
    return `nothing answered at ${where}: check SMTP_URL's host and port, and that the mail server runs`;
  if (error.code === "EDNS" || /ENOTFOUND|EAI_AGAIN/.test(message))
    return `the host ${url.hostname} was not found: check SMTP_URL's host name`;
  if (error.code === "ETIMEDOUT" || error.code === "ECONNECTION" || /timeout/i.test(message)) {
    return `no answer from ${where} in time: check SMTP_URL's host and port, and that a firewall lets this machine reach it`;
  }
  if (error.code === "EAUTH")
    return "the mail server refused the user name or password in SMTP_URL (or asks for another way to sign in)";
  if (error.code === "ETLS" || /STARTTLS/i.test(message)) {
    return smtpRequiresStartTls(smtpUrl)
      ? `the mail server at ${where} did not set up TLS (STARTTLS), which any server off this machine must: use its TLS port with smtps://, or its STARTTLS port with smtp://`
      : `TLS with the mail server at ${where} failed: check the port matches smtps:// (TLS from the start) or smtp:// (STARTTLS)`;
  }
  if (error.code === "EENVELOPE")
    return "the mail server refused the sender or the recipient: check ENQUIRY_FROM (an address the server may send from) and ENQUIRY_TO";
  return message;
}

/**
 * `test-mail`: one test notification through the configured transport, to ENQUIRY_TO from
 * ENQUIRY_FROM as every notification goes, and what the mail server answered; exit 1 when it was
 * not accepted, with why and what to check. It touches no enquiry and no store.
 */
export const testMailCommand: StaffCommand = (command, args) => {
  noArguments(command, args);
  return async (io) => {
    const config = loadConfig(io.env);
    if (!config.SMTP_URL || !config.ENQUIRY_TO) {
      const missing = [config.SMTP_URL ? "" : "SMTP_URL", config.ENQUIRY_TO ? "" : "ENQUIRY_TO"]
        .filter(Boolean)
        .join(" and ");
      io.stderr(
        `Mail is off: ${missing} ${missing.includes(" and ") ? "are" : "is"} not set, so no notification is sent (enquiries wait in the outbox). Set them as the server has them.\n`,
      );
      return 1;
    }
    const from = config.ENQUIRY_FROM ?? config.ENQUIRY_TO;
    const via = shownSmtpUrl(config.SMTP_URL);
    io.stdout(
      `Sending a test notification to ${config.ENQUIRY_TO} from ${from} through ${via}${smtpRequiresStartTls(config.SMTP_URL) ? " (STARTTLS required)" : ""}...\n`,
    );
    const transport = nodemailer.createTransport(smtpTransportOptions(config.SMTP_URL));
    const sentAt = queenslandTime(nowOf(io).toISOString());
    try {
      const info = await transport.sendMail({
        from,
        to: config.ENQUIRY_TO,
        subject: "Test notification from the website",
        text: `A test sent with npm run enquiries -- test-mail on ${sentAt} (Queensland time). It carries no enquiry. Enquiry notifications go to this address the same way.\n`,
      });
      const rejected = info.rejected.map(String);
      io.stdout(`The mail server answered: ${info.response}\n`);
      if (rejected.length > 0) {
        io.stderr(`Not accepted for ${rejected.join(", ")}: check ENQUIRY_TO.\n`);
        return 1;
      }
      io.stdout(
        `Accepted for ${info.accepted.map(String).join(", ")}. If it does not arrive within minutes, look in the mailbox's spam folder and at the mail service's own log.\n`,
      );
      return 0;
    } catch (error) {
      const smtp = error as SmtpError;
      io.stderr(`The test notification was not sent: ${explain(smtp, config.SMTP_URL)}\n`);
      if (smtp.response)
        io.stderr(`The mail server answered${smtp.command ? ` to ${smtp.command}` : ""}: ${smtp.response}\n`);
      return 1;
    } finally {
      transport.close();
    }
  };
};
