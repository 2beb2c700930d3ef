// Moving from SQLite to PostgreSQL: the copy command and the warning a start on PostgreSQL gives
// while the SQLite store still holds enquiries, against the real PostgreSQL the suite starts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { tempDir } from "../../test/support/cleanup";
import { startTestPostgres, type TestPostgres } from "../../test/support/postgres";
import { startServer } from "../../test/support/server-process";
import { runCli } from "./staff-cli";
import { openPostgresStore } from "./store-postgres";
import { openSqliteStore } from "./store-sqlite";

const CORRECTED_AT = new Date("2026-11-02T00:00:00.000Z");

describe("copy-to-postgres", () => {
  let postgres: TestPostgres | undefined;
  let dataDir: string;
  const ids: Record<string, string> = {};
  let sqliteSecret: string;

  const DUE = new Date("2026-11-03T07:00:00.000Z");
  const REPLIED_AT = new Date("2026-11-02T01:00:00.000Z");
  const AFTER_DUE = new Date("2026-11-03T08:00:00.000Z");

  beforeAll(async () => {
    postgres = await startTestPostgres();
    dataDir = tempDir("sqlite-to-pg-");
    const sqlite = openSqliteStore({ dataDir });
    // The secret a server on SQLite generated on its first start, which open forms carry.
    sqliteSecret = await sqlite.formTokenSecret();
    const now = new Date("2026-11-01T00:00:00.000Z");
    ids.sent = (
      await sqlite.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Sent" }, receivedAt: now, replyDueAt: DUE })
    ).id;
    ids.pending = (
      await sqlite.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Not yet mailed" },
        receivedAt: now,
        replyDueAt: DUE,
      })
    ).id;
    ids.spam = (
      await sqlite.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Quarantined" },
        spam: "honeypot",
        receivedAt: now,
      })
    ).id;
    await sqlite.correctEnquiry(ids.pending, "name", "Corrected Name", CORRECTED_AT);
    // The reply kept: one replied, the other reminded once, the spam named in a digest; none of it happens again after the move.
    await sqlite.markReplied(ids.sent, "Jo Staff", REPLIED_AT);
    await sqlite.inbox.setStatus(ids.pending, "client", "ann@practice.example", REPLIED_AT);
    await sqlite.inbox.assign(ids.pending, "ann@practice.example");
    await sqlite.inbox.addNote(ids.pending, "ann@practice.example", "Booked a call", REPLIED_AT);
    const [late] = await sqlite.claimReminders({ now: AFTER_DUE, limit: 10, leaseMs: 60_000 });
    await sqlite.markReminderSent(late!.id, AFTER_DUE);
    expect(await sqlite.claimDigest({ day: "2026-11-03", now: AFTER_DUE, leaseMs: 60_000 })).toHaveLength(1);
    const [first] = await sqlite.claimOutbox({ now, limit: 1, leaseMs: 60_000 });
    await sqlite.markSent(first!.outboxId, now);
    // The first one's webhook delivered, the second's not yet.
    const [hook] = await sqlite.claimWebhooks({ now, limit: 1, leaseMs: 60_000 });
    expect(hook?.enquiry.id).toBe(ids.sent);
    await sqlite.markWebhookDelivered(hook!.deliveryId, now);
    await sqlite.close();
  }, 600_000);
  afterAll(async () => {
    await postgres?.destroy();
  }, 60_000);

  async function cli(env: Record<string, string>, ...argv: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runCli(argv, {
      env: { NODE_ENV: "test", ...env },
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
    });
    return { code, stdout, stderr };
  }

  it("warns at start on PostgreSQL while the SQLite store in DATA_DIR still holds enquiries", async () => {
    const databaseUrl = await postgres!.createDatabase("warned");
    const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    try {
      const warning = server.logLines().find((line) => String(line.msg).includes("copy-to-postgres"));
      expect(warning).toMatchObject({ level: 40, enquiries: 3, unsent: 1 });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("copies every enquiry with its notification, once, and the unsent ones are sent from PostgreSQL", async () => {
    const databaseUrl = await postgres!.createDatabase("copied");
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    const first = await cli(env, "copy-to-postgres");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^Copied 3 enquiries from .*enquiries\.sqlite to the PostgreSQL database copied on .*\.\n1 notification is not sent yet/,
    );
    expect(first.stdout).toContain("Copied the form token secret: forms opened before the move are still accepted.\n");
    const again = await cli(env, "copy-to-postgres");
    expect(again.stdout).toMatch(/^Copied 0 enquiries .*; 3 were already there\.\nCopied the form token secret/);

    const store = await openPostgresStore({ connectionString: databaseUrl });
    try {
      // Forms opened on the SQLite store are still accepted on PostgreSQL.
      expect(await store.formTokenSecret()).toBe(sqliteSecret);
      const all = await store.listEnquiries({ includeSpam: true });
      const notificationOf = (id: string) => all.find((enquiry) => enquiry.id === id)?.notification;
      expect(all).toHaveLength(3);
      expect([notificationOf(ids.sent!), notificationOf(ids.pending!), notificationOf(ids.spam!)]).toEqual([
        "sent",
        "pending",
        null,
      ]);
      // A correction made before the move stays recorded.
      expect(all.find((enquiry) => enquiry.id === ids.pending)).toMatchObject({
        name: "Corrected Name",
        correctedAt: CORRECTED_AT.toISOString(),
      });
      expect(all.find((enquiry) => enquiry.id === ids.sent)).toMatchObject({
        correctedAt: null,
        replyDueAt: DUE.toISOString(),
        repliedAt: REPLIED_AT.toISOString(),
        repliedBy: "Jo Staff",
      });
      expect(all.find((enquiry) => enquiry.id === ids.pending)).toMatchObject({
        replyDueAt: DUE.toISOString(),
        repliedAt: null,
        status: "client",
        assignee: "ann@practice.example",
      });
      expect(await store.inbox.notes(ids.pending!)).toMatchObject([
        { author: "ann@practice.example", text: "Booked a call", at: REPLIED_AT.toISOString() },
      ]);
      // Copied rows are found by the inbox's search (their search keys filled after the copy).
      expect(
        (await store.inbox.search({ text: "corrected name", quarantined: false, limit: 10, offset: 0 })).enquiries.map(
          (each) => each.id,
        ),
      ).toEqual([ids.pending]);
      expect(all.find((enquiry) => enquiry.id === ids.sent)).toMatchObject({ status: "replied", assignee: null });
      expect(await store.claimReminders({ now: AFTER_DUE, limit: 10, leaseMs: 60_000 })).toEqual([]);
      expect(await store.claimDigest({ day: "2026-11-04", now: AFTER_DUE, leaseMs: 60_000 })).toEqual([]);
      const due = await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 60_000 });
      expect(due.map((item) => item.enquiry.id)).toEqual([ids.pending]);
      // Webhooks carry over with their ids: a delivered one is not sent again; the other goes with the id it had.
      const sqlite = openSqliteStore({ dataDir });
      const sqliteHooks = sqlite
        .transferRows()
        .flatMap((row) => row.webhooks.map((hook) => ({ id: row.id, messageId: hook.messageId, status: hook.status })));
      await sqlite.close();
      const hookOf = (id: string) => sqliteHooks.filter((hook) => hook.id === id);
      expect(
        [hookOf(ids.sent!), hookOf(ids.pending!), hookOf(ids.spam!)].map((hooks) => hooks.map((hook) => hook.status)),
      ).toEqual([["sent"], ["pending"], []]);
      const dueHooks = await store.claimWebhooks({ now: new Date(), limit: 10, leaseMs: 60_000 });
      expect(dueHooks.map((item) => [item.enquiry.id, item.messageId])).toEqual([
        [ids.pending, hookOf(ids.pending!)[0]?.messageId],
      ]);
    } finally {
      await store.close();
    }
  }, 120_000);

  it("keeps a secret PostgreSQL already keeps, and says what that means for forms opened before the move", async () => {
    const databaseUrl = await postgres!.createDatabase("own_secret");
    const store = await openPostgresStore({ connectionString: databaseUrl });
    const own = await store.formTokenSecret();
    await store.close();
    const { code, stdout } = await cli({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, "copy-to-postgres");
    expect(code).toBe(0);
    expect(stdout).toContain("PostgreSQL already keeps a form token secret of its own, so it was kept");
    const after = await openPostgresStore({ connectionString: databaseUrl });
    try {
      expect(await after.formTokenSecret()).toBe(own);
    } finally {
      await after.close();
    }
  }, 120_000);

  it("says what it needs without DATABASE_URL", async () => {
    const { code, stderr } = await cli({ DATA_DIR: dataDir }, "copy-to-postgres");
    expect(code).toBe(2);
    expect(stderr).toContain("copy-to-postgres needs DATABASE_URL");
  });
});
