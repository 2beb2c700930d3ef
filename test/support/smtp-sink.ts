import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The message exactly as it arrived (CRLF line ends, dot-stuffing undone by the server). */
  readonly raw: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded (enough to search the parts). */
  readonly decoded: string;
}

/** The header section of a raw message, unfolded: one entry per header line, as [name, value]. */
export function rawHeaders(raw: string): [string, string][] {
  const block = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return block
    .replace(/\r\n(?=[ \t])/g, "")
    .split("\r\n")
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]);
}

interface SmtpSinkOptions {
  /**
   * Awaited after a message has arrived (it is already in `received`) and before the sink answers
   * 250: holding it keeps senders mid-send, as a slow mail server would.
   */
  readonly beforeAccept?: () => Promise<void>;
  /** Asked as each message arrives: true answers 451 (try again later) and keeps nothing, as a mail server in trouble would. */
  readonly refuse?: () => boolean;
}

/** A local SMTP server for tests: plain text on 127.0.0.1, any sender, no authentication. */
export async function startSmtpSink(
  port = 0,
  options: SmtpSinkOptions = {},
): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    // No reverse DNS lookup of 127.0.0.1 per connection (slow where DNS is slow or missing).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (options.refuse?.()) {
          callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        if (options.beforeAccept) void options.beforeAccept().then(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting for a condition");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
