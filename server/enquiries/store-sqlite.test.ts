import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(3);
    db.close();
  });

  it("upgrades a database from before the email column, keeping its enquiries (email empty)", async () => {
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    await store.close();
    const db = new Database(join(dataDir, DATABASE_FILE));
    // Back to version 1: before the email column and the form-token/idempotency columns.
    db.exec(
      "DROP INDEX enquiries_form_token; ALTER TABLE enquiries DROP COLUMN form_token; ALTER TABLE enquiries DROP COLUMN request_hash; DROP TABLE settings",
    );
    db.exec("ALTER TABLE enquiries DROP COLUMN email");
    db.pragma("user_version = 1");
    db.close();
    store = openSqliteStore({ dataDir });
    expect(await store.listEnquiries()).toMatchObject([{ ...SAMPLE_ENQUIRY, id, email: "" }]);
  });

  it("retries notifications an older version gave up on ('failed'), shown as failing", async () => {
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: new Date("2026-01-01T00:00:00Z") });
    const db = new Database(join(dataDir, DATABASE_FILE));
    db.prepare("UPDATE outbox SET status = 'failed', attempts = 8, last_error = '550 rejected'").run();
    db.close();
    expect((await store.listEnquiries())[0]?.notification).toBe("failing");
    const [item] = await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 60_000 });
    expect(item).toMatchObject({ attempts: 9, enquiry: { id } });
  });
});
