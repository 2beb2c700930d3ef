import { openDatabase } from "./sqlite-driver";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../platform/logger";
import { createSmtpMailer, type Mailer } from "./mailer";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker";
import { retryDelayMs } from "./retrying-delivery";
import { startSmtpSink, waitFor } from "../../test/support/smtp-sink";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { tempDir } from "../../test/support/cleanup";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const FAST = { pollMs: 50, baseBackoffMs: 100, maxBackoffMs: 400 };

describe("outbox worker", () => {
  let dir: string;
  let store: SqliteEnquiryStore;
  let worker: OutboxWorker | undefined;
  let mailer: Mailer | undefined;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(() => {
    dir = tempDir("outbox-");
    store = openSqliteStore({ dataDir: dir });
  });
  afterEach(async () => {
    await worker?.stop();
    mailer?.close();
    for (const close of closers.splice(0)) await close();
    await store.close();
  });

  it("mails a stored enquiry to the practice with the visitor's input escaped", async () => {
    const sink = await startSmtpSink();
    closers.push(sink.close);
    mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      to: "practice@example.net",
      from: "website@example.net",
    });
    worker = createOutboxWorker({ store, mailer, logger, ...FAST });
    worker.start();

    const { id } = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, message: "<script>alert(1)</script>" } });
    worker.nudge();
    await waitFor(() => sink.received.length === 1);

    const [mail] = sink.received;
    expect(mail?.from).toBe("website@example.net");
    expect(mail?.to).toEqual(["practice@example.net"]);
    expect(mail?.decoded).toContain("Subject: New enquiry: Acme Pty Ltd (Jane Citizen)");
    expect(mail?.decoded).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.decoded).toContain(id);
    await waitFor(async () => (await store.listEnquiries())[0]?.notification === "sent");
  });

  it("does not mail spam on its own (only the daily digest names it)", async () => {
    const sink = await startSmtpSink();
    closers.push(sink.close);
    mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, to: "practice@example.net" });
    worker = createOutboxWorker({ store, mailer, logger, ...FAST });
    worker.start();
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, spam: "honeypot" });
    await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Real person" } });
    worker.nudge();
    const notifications = () => sink.received.filter((mail) => mail.decoded.includes("Subject: New enquiry"));
    await waitFor(() => notifications().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notifications()).toHaveLength(1);
    expect(notifications()[0]?.decoded).toContain("Real person");
  });

  it("retries while the mail server is down and delivers once it is back, exactly once", async () => {
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close();

    mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, to: "practice@example.net", timeoutMs: 2000 });
    worker = createOutboxWorker({ store, mailer, logger, ...FAST });
    worker.start();
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });

    // Read the outbox as an operator would, through its own connection to the file.
    const db = openDatabase(store.file, { readonly: true });
    closers.push(async () => void db.close());
    const attempts = () => (db.prepare("SELECT attempts FROM outbox").get() as { attempts: number }).attempts;
    await waitFor(() => attempts() >= 2);
    expect(["failing", "sending"]).toContain((await store.listEnquiries())[0]?.notification);
    expect((db.prepare("SELECT last_error FROM outbox").get() as { last_error: string | null }).last_error).toMatch(
      /ECONNREFUSED|connect/i,
    );

    const sink = await startSmtpSink(port);
    closers.push(sink.close);
    await waitFor(() => sink.received.length === 1);
    await waitFor(async () => (await store.listEnquiries())[0]?.notification === "sent");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(1);
  });

  it("never gives up: through a day of refusals it retries (errors logged after the fast attempts) and then delivers each notification exactly once", async () => {
    // The clock moves ten minutes each time the worker reads it, so a day passes in a few hundred polls.
    const start = Date.now();
    let clock = start;
    const now = () => new Date((clock += 10 * 60_000));
    const sink = await startSmtpSink(0, { refuse: () => clock < start + 24 * 3_600_000 });
    closers.push(sink.close);
    const lines: Array<Record<string, unknown>> = [];
    const log = pino(
      { level: "warn", base: undefined },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      to: "practice@example.net",
      timeoutMs: 2000,
    });
    const ids: string[] = [];
    for (const name of ["First", "Second", "Third"])
      ids.push((await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name }, receivedAt: new Date(start) })).id);
    worker = createOutboxWorker({ store, mailer, logger: log, pollMs: 2, now });
    worker.start();

    const errorsFor = (id: string) => lines.filter((line) => line.level === 50 && line.enquiryId === id);
    await waitFor(() => ids.every((id) => errorsFor(id).length > 0), 20_000);
    expect((await store.listEnquiries()).map((enquiry) => enquiry.notification)).not.toContain("sent");
    expect((await store.listEnquiries()).map((enquiry) => enquiry.notification)).toContain("failing");

    await waitFor(() => sink.received.length === 3, 20_000);
    await waitFor(async () => (await store.listEnquiries()).every((enquiry) => enquiry.notification === "sent"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received).toHaveLength(3);
    for (const id of ids) {
      expect(sink.received.filter((mail) => mail.decoded.includes(id))).toHaveLength(1);
      // The eight fast attempts fail at warn; every one after them at error, naming the enquiry.
      const failures = lines.filter((line) => line.enquiryId === id);
      expect(failures.filter((line) => line.level === 40).map((line) => line.attempt)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8,
      ]);
      expect(errorsFor(id).length).toBeGreaterThan(5);
      expect(
        errorsFor(id).every(
          (line) =>
            (line.attempt as number) > 8 &&
            line.msg ===
              "enquiry notification still failing; will retry (`npm run enquiries -- list` shows it failing)",
        ),
      ).toBe(true);
    }
  });

  it("keeps working when a purge from another connection (the staff CLI) deletes the enquiry it is sending", async () => {
    let finish: () => void = () => {};
    const started: string[] = [];
    const slow: Mailer = {
      send: (enquiry) =>
        new Promise<void>((resolve) => {
          started.push(enquiry.name);
          finish = resolve;
        }),
      sendToStaff: async () => {},
      close() {},
    };
    const lines: Array<Record<string, unknown>> = [];
    const log = pino(
      { level: "warn", base: undefined },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    worker = createOutboxWorker({ store, mailer: slow, logger: log, ...FAST });
    await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: "Expired" },
      receivedAt: new Date("2020-01-01T00:00:00Z"),
    });
    worker.start();
    await waitFor(async () => (await store.listEnquiries())[0]?.notification === "sending");

    const cli = openSqliteStore({ dataDir: dir });
    closers.push(() => cli.close());
    const cutoff = new Date("2021-01-01T00:00:00Z");
    expect(await cli.purgeEnquiries({ before: cutoff, spamBefore: cutoff })).toHaveLength(1);
    finish();
    await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Next" } });
    worker.nudge();
    await waitFor(() => started.length === 2);
    finish();
    await waitFor(async () => (await store.listEnquiries())[0]?.notification === "sent");
    expect(started).toEqual(["Expired", "Next"]);
    expect(lines).toEqual([]);
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
      sendToStaff: async () => {},
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
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, 5000, 60_000))).toEqual([
      5000, 10_000, 20_000, 40_000, 60_000,
    ]);
  });
});
