import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createSmtpMailer, type Mailer } from "./mailer";
import { createOutboxWorker, retryDelayMs, type OutboxWorker } from "./outbox-worker";
import { startSmtpSink, waitFor } from "../../scripts/testing/smtp-sink";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";
import { SAMPLE_ENQUIRY } from "../../scripts/testing/enquiry-fixtures";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const FAST = { pollMs: 50, baseBackoffMs: 100, maxBackoffMs: 400 };

describe("outbox worker", () => {
  let dir: string;
  let store: SqliteEnquiryStore;
  let worker: OutboxWorker | undefined;
  let mailer: Mailer | undefined;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "outbox-"));
    store = openSqliteStore({ dataDir: dir });
  });
  afterEach(async () => {
    await worker?.stop();
    mailer?.close();
    for (const close of closers.splice(0)) await close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("mails a stored enquiry to the practice with the visitor's input escaped", async () => {
    const sink = await startSmtpSink();
    closers.push(sink.close);
    mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, to: "practice@example.com", from: "website@example.com" });
    worker = createOutboxWorker({ store, mailer, logger, ...FAST });
    worker.start();

    const { id } = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, message: "<script>alert(1)</script>" } });
    worker.nudge();
    await waitFor(() => sink.received.length === 1);

    const [mail] = sink.received;
    expect(mail?.from).toBe("website@example.com");
    expect(mail?.to).toEqual(["practice@example.com"]);
    expect(mail?.decoded).toContain("Subject: New enquiry: Acme Pty Ltd (Jane Citizen)");
    expect(mail?.decoded).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.decoded).toContain(id);
    await waitFor(async () => (await store.listEnquiries())[0]?.notification === "sent");
  });

  it("does not mail spam", async () => {
    const sink = await startSmtpSink();
    closers.push(sink.close);
    mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, to: "practice@example.com" });
    worker = createOutboxWorker({ store, mailer, logger, ...FAST });
    worker.start();
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, spam: "honeypot" });
    await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Real person" } });
    worker.nudge();
    await waitFor(() => sink.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.decoded).toContain("Real person");
  });

  it("retries while the mail server is down and delivers once it is back, exactly once", async () => {
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close();

    mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, to: "practice@example.com", timeoutMs: 2000 });
    worker = createOutboxWorker({ store, mailer, logger, ...FAST });
    worker.start();
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });

    // Read the outbox as an operator would, through its own connection to the file.
    const db = new Database(store.file, { readonly: true });
    closers.push(async () => void db.close());
    const attempts = () => (db.prepare("SELECT attempts FROM outbox").get() as { attempts: number }).attempts;
    await waitFor(() => attempts() >= 2);
    expect(["pending", "sending"]).toContain((await store.listEnquiries())[0]?.notification);
    expect((db.prepare("SELECT last_error FROM outbox").get() as { last_error: string | null }).last_error).toMatch(/ECONNREFUSED|connect/i);

    const sink = await startSmtpSink(port);
    closers.push(sink.close);
    await waitFor(() => sink.received.length === 1);
    await waitFor(async () => (await store.listEnquiries())[0]?.notification === "sent");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(1);
  });

  it("marks a row failed after the last allowed attempt", async () => {
    let sends = 0;
    const failing: Mailer = {
      send: () => {
        sends += 1;
        return Promise.reject(new Error("550 rejected"));
      },
      close() {},
    };
    worker = createOutboxWorker({ store, mailer: failing, logger, ...FAST, baseBackoffMs: 1, maxBackoffMs: 1, maxAttempts: 3 });
    worker.start();
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    await waitFor(async () => (await store.listEnquiries())[0]?.notification === "failed");
    expect(sends).toBe(3);
  });

  it("stop() waits for the send in flight", async () => {
    let finish: () => void = () => {};
    let sent = false;
    const slow: Mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            sent = true;
            resolve();
          };
        }),
      close() {},
    };
    worker = createOutboxWorker({ store, mailer: slow, logger, ...FAST });
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    worker.start();
    await waitFor(async () => (await store.listEnquiries())[0]?.notification === "sending");
    const stopped = worker.stop();
    setTimeout(() => finish(), 100);
    await stopped;
    expect(sent).toBe(true);
    expect((await store.listEnquiries())[0]?.notification).toBe("sent");
  });

  it("backs off exponentially up to a cap", () => {
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, 5000, 60_000))).toEqual([5000, 10_000, 20_000, 40_000, 60_000]);
  });
});
