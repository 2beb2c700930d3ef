import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "./sqlite-driver";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_HASH_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS } from "../../shared/lib/retention";
import { scheduleRetention } from "./retention";
import { DATABASE_FILE, openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";
import { describeEnquiryStoreContract } from "../../test/support/store-contract";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { tempDir } from "../../test/support/cleanup";

describeEnquiryStoreContract("SQLite", async () => {
  const dir = tempDir("enquiries-contract-");
  return {
    open: async () => openSqliteStore({ dataDir: dir }),
    destroy: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

// The behaviour every store shares is in store-contract.ts; here only what is SQLite's own.
describe("SQLite enquiry store", () => {
  let dataDir: string;
  let store: SqliteEnquiryStore;

  beforeEach(() => {
    dataDir = join(tempDir("enquiries-"), "nested", "data");
    store = openSqliteStore({ dataDir });
  });
  afterEach(async () => {
    await store.close();
  });

  it("creates the folder and a WAL database with the schema at its latest version", () => {
    const db = openDatabase(join(dataDir, DATABASE_FILE), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(8);
    db.close();
  });

  it("upgrades a database from before the email column, keeping its enquiries (email empty)", async () => {
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Bot" }, spam: "honeypot" });
    await store.close();
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    db.exec("DROP TABLE webhooks");
    // Back to version 1: before the inbox's columns and tables, the email column and the form-token/idempotency columns.
    db.exec(
      `DROP TABLE audit_events; DROP TABLE enquiry_notes;
       ${["status", "assignee", "search_key"].map((column) => `ALTER TABLE enquiries DROP COLUMN ${column};`).join(" ")}`,
    );
    db.exec(
      "DROP INDEX enquiries_form_token; ALTER TABLE enquiries DROP COLUMN form_token; ALTER TABLE enquiries DROP COLUMN request_hash; DROP TABLE settings",
    );
    db.exec("ALTER TABLE enquiries DROP COLUMN email; ALTER TABLE enquiries DROP COLUMN corrected_at");
    db.exec(
      `DROP INDEX enquiries_reply_due; DROP TABLE quarantine_digests; DROP TABLE staff_sessions; DROP TABLE staff_sign_ins;
       ${["reply_due_at", "replied_at", "replied_by", "reminder_lease_until", "reminder_sent_at", "digested_on"].map((column) => `ALTER TABLE enquiries DROP COLUMN ${column};`).join(" ")}`,
    );
    db.pragma("user_version = 1");
    db.close();
    store = openSqliteStore({ dataDir });
    // Enquiries from before due times were kept have none, so no reminder is ever sent for them.
    expect(await store.listEnquiries()).toMatchObject([
      { ...SAMPLE_ENQUIRY, id, email: "", replyDueAt: null, repliedAt: null, status: "new" },
    ]);
    expect(await store.claimReminders({ now: new Date("2099-01-01T00:00:00Z"), limit: 10, leaseMs: 1000 })).toEqual([]);
    // The practice's system hears of every enquiry already kept once a webhook is set, never of a quarantined one.
    const webhooks = await store.claimWebhooks({ now: new Date(), limit: 10, leaseMs: 1000 });
    expect(webhooks.map((item) => [item.type, item.enquiry.id, item.messageId])).toEqual([
      ["enquiry.received", id, expect.stringMatching(/^msg_[0-9a-f]{32}$/)],
    ]);
    // Its search key was filled when the store opened: the inbox finds it.
    expect(
      (await store.inbox.search({ text: "JANE citizen", quarantined: false, limit: 10, offset: 0 })).enquiries.map(
        (each) => each.id,
      ),
    ).toEqual([id]);
  });

  it("retries notifications an older version gave up on ('failed'), shown as failing", async () => {
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: new Date("2026-01-01T00:00:00Z") });
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    db.prepare("UPDATE outbox SET status = 'failed', attempts = 8, last_error = '550 rejected'").run();
    db.close();
    expect((await store.listEnquiries())[0]?.notification).toBe("failing");
    const [item] = await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 60_000 });
    expect(item).toMatchObject({ attempts: 9, enquiry: { id } });
  });
});

// What the store deletes is gone from the files on disk, not only from query results.
describe("SQLite enquiry store: deleted means destroyed", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  let dataDir: string;
  let store: SqliteEnquiryStore;
  let file: string;

  /** Every byte of the database and its write-ahead log, as a copy of the folder (or a thief) would read them. */
  const rawBytes = () =>
    Buffer.concat([readFileSync(file), ...(existsSync(`${file}-wal`) ? [readFileSync(`${file}-wal`)] : [])]);
  const onDisk = (marker: string) => rawBytes().includes(Buffer.from(marker, "utf8"));
  /** Moves everything written so far from the log into the database file, as SQLite does by itself every 1,000 pages. */
  const checkpoint = () => {
    const other = openDatabase(file);
    other.pragma("wal_checkpoint(TRUNCATE)");
    other.close();
  };

  beforeEach(() => {
    dataDir = tempDir("enquiries-destroyed-");
    store = openSqliteStore({ dataDir });
    file = join(dataDir, DATABASE_FILE);
  });
  afterEach(async () => {
    await store.close();
  });

  it("leaves nothing of an enquiry the retention sweep deleted in the database file or its write-ahead log", async () => {
    const marker = "Expired-Marker-7f3a91c2";
    const now = new Date();
    await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: `Jane ${marker}`, message: `${marker} `.repeat(400) },
      clientHash: `hash-${marker}`,
      receivedAt: new Date(now.getTime() - (ENQUIRY_RETENTION_DAYS + 1) * DAY_MS),
    });
    const kept = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Kept Person" }, receivedAt: now });
    // Once in the database file (a checkpoint) and once only in the log: both must go.
    checkpoint();
    const fresh = "Spam-Marker-0c44e1d9";
    await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: fresh },
      spam: "honeypot",
      receivedAt: new Date(now.getTime() - 31 * DAY_MS),
    });
    expect(onDisk(marker)).toBe(true);
    expect(onDisk(fresh)).toBe(true);

    const logs: string[] = [];
    const stop = scheduleRetention({
      store,
      logger: pino({ base: undefined }, { write: (line: string) => void logs.push(line) }),
      now: () => now,
    });
    try {
      await vi.waitFor(() => expect(logs.join("")).toContain("enquiries past their retention deleted"));
    } finally {
      stop();
    }
    expect((await store.listEnquiries({ includeSpam: true })).map((enquiry) => enquiry.id)).toEqual([kept.id]);
    expect(onDisk(marker)).toBe(false);
    expect(onDisk(fresh)).toBe(false);
    expect(onDisk("Kept Person")).toBe(true);
  });

  it("leaves nothing of an enquiry staff deleted, of a value they corrected, or of a client hash past its period", async () => {
    const now = new Date();
    const deleted = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Deleted-Marker-51b0" } });
    const corrected = await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, email: "old-address-9d2e@acme.example" },
    });
    await store.insertEnquiry({
      enquiry: SAMPLE_ENQUIRY,
      clientHash: "client-hash-marker-44aa",
      formToken: "form-token-marker-9b1f",
      idempotencyKey: "idempotency-marker-17cc",
      requestHash: "fingerprint-marker-e0e0",
      receivedAt: new Date(now.getTime() - (CLIENT_HASH_RETENTION_DAYS + 1) * DAY_MS),
    });
    checkpoint();
    const markers = [
      "Deleted-Marker-51b0",
      "old-address-9d2e",
      "client-hash-marker-44aa",
      "form-token-marker-9b1f",
      "idempotency-marker-17cc",
      "fingerprint-marker-e0e0",
    ];
    for (const marker of markers) expect(onDisk(marker)).toBe(true);

    expect(await store.deleteEnquiry(deleted.id)).toBeDefined();
    expect(await store.correctEnquiry(corrected.id, "email", "new-address@acme.example", now)).toMatchObject({
      email: "new-address@acme.example",
      correctedAt: now.toISOString(),
    });
    expect(await store.forgetClientHashes(new Date(now.getTime() - CLIENT_HASH_RETENTION_DAYS * DAY_MS))).toBe(1);
    for (const marker of markers) expect(onDisk(marker), marker).toBe(false);
    expect(onDisk("new-address@acme.example")).toBe(true);
  });
});

describe("SQLite enquiry store: corrections", () => {
  let dataDir: string;
  let store: SqliteEnquiryStore;

  beforeEach(() => {
    dataDir = tempDir("enquiries-corrections-");
    store = openSqliteStore({ dataDir });
  });
  afterEach(async () => {
    await store.close();
  });

  it("records when an enquiry was corrected, keeps it across a reopen, and leaves the others alone", async () => {
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    const other = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    expect((await store.getEnquiry(id))?.correctedAt).toBeNull();
    const at = new Date("2026-07-01T00:00:00.000Z");
    expect(await store.correctEnquiry(id, "businessSize", "51-200", at)).toMatchObject({
      id,
      businessSize: "51-200",
      correctedAt: at.toISOString(),
    });
    await store.close();
    store = openSqliteStore({ dataDir });
    expect(await store.getEnquiry(id)).toMatchObject({ businessSize: "51-200", correctedAt: at.toISOString() });
    expect(await store.getEnquiry(other.id)).toMatchObject({
      businessSize: SAMPLE_ENQUIRY.businessSize,
      correctedAt: null,
    });
    expect(await store.correctEnquiry("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "name", "Nobody", at)).toBeUndefined();
  });
});
