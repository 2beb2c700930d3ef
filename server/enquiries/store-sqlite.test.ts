import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE, openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";
import { StoreUnavailableError } from "./store";
import { SAMPLE_ENQUIRY } from "./test-fixtures";

describe("SQLite enquiry store", () => {
  let dataDir: string;
  let store: SqliteEnquiryStore;

  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), "enquiries-")), "nested", "data");
    store = openSqliteStore({ dataDir });
  });
  afterEach(async () => {
    await store.close();
    rmSync(join(dataDir, "..", ".."), { recursive: true, force: true });
  });

  it("creates the folder and a WAL database with the schema at its latest version", () => {
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(1);
    db.close();
  });

  it("runs migrations once: reopening keeps the data", async () => {
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    await store.close();
    store = openSqliteStore({ dataDir });
    expect((await store.listEnquiries()).map((enquiry) => enquiry.id)).toEqual([id]);
  });

  it("stores an enquiry with a pending notification and reads it back", async () => {
    const { id, duplicate } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, clientHash: "abc" });
    expect(duplicate).toBe(false);
    const [stored] = await store.listEnquiries();
    expect(stored).toMatchObject({ ...SAMPLE_ENQUIRY, id, spam: false, spamReason: null, notification: "pending" });
  });

  it("returns the first id for a repeated idempotency key and stores once", async () => {
    const first = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-1" });
    const again = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-1" });
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(await store.listEnquiries()).toHaveLength(1);
  });

  it("stores spam without a notification and hides it unless asked", async () => {
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, spam: "honeypot" });
    expect(await store.listEnquiries()).toEqual([]);
    const [spam] = await store.listEnquiries({ includeSpam: true });
    expect(spam).toMatchObject({ spam: true, spamReason: "honeypot", notification: null });
    expect(await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 1000 })).toEqual([]);
  });

  it("leases due notifications once, then again only after the lease ran out", async () => {
    const now = new Date();
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: now });
    const [claimed] = await store.claimOutbox({ now, limit: 10, leaseMs: 60_000 });
    expect(claimed).toMatchObject({ attempts: 1, enquiry: { id } });
    expect(await store.claimOutbox({ now, limit: 10, leaseMs: 60_000 })).toEqual([]);
    const afterCrash = await store.claimOutbox({ now: new Date(now.getTime() + 60_000), limit: 10, leaseMs: 60_000 });
    expect(afterCrash.map((item) => item.attempts)).toEqual([2]);
  });

  it("reschedules a failed attempt, gives up when told, and marks sent", async () => {
    const now = new Date();
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: now });
    const [first] = await store.claimOutbox({ now, limit: 1, leaseMs: 60_000 });
    await store.markFailed(first!.outboxId, "connection refused", new Date(now.getTime() + 5000));
    expect(await store.claimOutbox({ now: new Date(now.getTime() + 4999), limit: 1, leaseMs: 60_000 })).toEqual([]);
    const [second] = await store.claimOutbox({ now: new Date(now.getTime() + 5000), limit: 1, leaseMs: 60_000 });
    expect(second?.attempts).toBe(2);
    await store.markSent(second!.outboxId, new Date());
    expect((await store.listEnquiries())[0]?.notification).toBe("sent");

    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: now });
    const [third] = await store.claimOutbox({ now, limit: 1, leaseMs: 60_000 });
    await store.markFailed(third!.outboxId, "rejected", null);
    expect(await store.claimOutbox({ now: new Date(now.getTime() + 86_400_000), limit: 1, leaseMs: 1 })).toEqual([]);
  });

  it("forgets client hashes older than a date", async () => {
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, clientHash: "old", receivedAt: new Date("2020-01-01T00:00:00Z") });
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, clientHash: "new" });
    expect(await store.forgetClientHashes(new Date("2021-01-01T00:00:00Z"))).toBe(1);
  });

  it("reports unhealthy and refuses work once closed", async () => {
    expect(await store.isHealthy()).toBe(true);
    await store.close();
    expect(await store.isHealthy()).toBe(false);
    await expect(store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY })).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
