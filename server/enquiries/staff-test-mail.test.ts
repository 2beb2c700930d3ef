import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../test/support/smtp-sink";
import { runCli } from "./staff-cli";

/** `npm run enquiries -- test-mail` in process, with this environment: what it printed and its exit code. */
async function testMail(env: NodeJS.ProcessEnv) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(["test-mail"], {
    env: { NODE_ENV: "test", ...env },
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    now: () => new Date("2026-05-04T00:30:00Z"),
  });
  return { code, stdout, stderr };
}

/** A port nothing listens on: one taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("npm run enquiries -- test-mail", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it("sends one test notification through SMTP_URL to ENQUIRY_TO from ENQUIRY_FROM, and prints the server's answer", async () => {
    const sink = await startSmtpSink();
    closers.push(sink.close);
    const run = await testMail({
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${sink.port}`,
      ENQUIRY_TO: "practice@example.net",
      ENQUIRY_FROM: "website@example.net",
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `Sending a test notification to practice@example.net from website@example.net through smtp://mailer@127.0.0.1:${sink.port}`,
    );
    expect(run.stdout).not.toContain("s3cret");
    expect(run.stdout).toMatch(/The mail server answered: 250 /);
    expect(run.stdout).toContain("Accepted for practice@example.net.");
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.from).toBe("website@example.net");
    expect(mail?.to).toEqual(["practice@example.net"]);
    expect(mail?.decoded).toContain("Subject: Test notification from the website");
    expect(mail?.decoded).toContain("4 May 2026");
  });

  it("says the server refused it, with the server's own answer, and exits 1", async () => {
    const sink = await startSmtpSink(0, { refuse: () => true });
    closers.push(sink.close);
    const run = await testMail({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ENQUIRY_TO: "practice@example.net" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("The test notification was not sent:");
    expect(run.stderr).toMatch(/The mail server answered to DATA: 451 Mailbox temporarily unavailable/);
  });

  it("names a port where nothing answers, and exits 1", async () => {
    const port = await closedPort();
    const run = await testMail({ SMTP_URL: `smtp://127.0.0.1:${port}`, ENQUIRY_TO: "practice@example.net" });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `The test notification was not sent: nothing answered at 127.0.0.1:${port}: check SMTP_URL's host and port, and that the mail server runs\n`,
    );
  });

  it("says mail is off when SMTP_URL or ENQUIRY_TO is unset, and exits 1", async () => {
    const run = await testMail({ ENQUIRY_TO: "practice@example.net" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Mail is off: SMTP_URL is not set");
    const neither = await testMail({});
    expect(neither.stderr).toContain("Mail is off: SMTP_URL and ENQUIRY_TO are not set");
  });
});
