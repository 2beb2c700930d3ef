import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { startTestPostgres, type TestPostgres } from "../../test/support/postgres";
import { freePort } from "../../test/support/server-process";
import { PROJECT_ROOT } from "../platform/paths";
import { waitFor } from "../../test/support/smtp-sink";
import { StoreUnavailableError } from "./store";
import { describeEnquiryStoreContract } from "../../test/support/store-contract";
import { openPostgresStore } from "./store-postgres";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";

/** The PostgreSQL store against a real, throwaway PostgreSQL server (test/support/postgres.ts). */
let postgres: TestPostgres | undefined;
let databases = 0;

async function createDatabase(): Promise<string> {
  if (!postgres) throw new Error("PostgreSQL did not start");
  return postgres.createDatabase(`enquiries_${++databases}`);
}

// Generous: on a fresh machine this installs PostgreSQL first.
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 600_000);
afterAll(async () => {
  await postgres?.destroy();
}, 60_000);

describeEnquiryStoreContract("PostgreSQL", async () => {
  const connectionString = await createDatabase();
  return {
    open: () => openPostgresStore({ connectionString, poolMax: 4 }),
    destroy: async () => {},
  };
});

describe("PostgreSQL enquiry store", () => {
  it("migrates once when several instances start together (advisory lock)", async () => {
    const connectionString = await createDatabase();
    const stores = await Promise.all(
      Array.from({ length: 6 }, () => openPostgresStore({ connectionString, poolMax: 2 })),
    );
    try {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        const { rows } = await client.query<{ version: number }>(
          "SELECT version FROM schema_migrations ORDER BY version",
        );
        expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      } finally {
        await client.end();
      }
      expect(await Promise.all(stores.map((store) => store.isHealthy()))).toEqual(stores.map(() => true));
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it("upgrades a database from before the email column, keeping its enquiries (email empty)", async () => {
    const connectionString = await createDatabase();
    const before = await openPostgresStore({ connectionString, poolMax: 2 });
    const { id } = await before.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    await before.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Bot" }, spam: "honeypot" });
    await before.close();
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      // Back to version 1: before the email column, the form-token/idempotency columns and the rate-limit table.
      await client.query(
        "ALTER TABLE enquiries DROP COLUMN email, DROP COLUMN form_token, DROP COLUMN request_hash, DROP COLUMN corrected_at, DROP COLUMN reply_due_at, DROP COLUMN replied_at, DROP COLUMN replied_by, DROP COLUMN reminder_lease_until, DROP COLUMN reminder_sent_at, DROP COLUMN digested_on, DROP COLUMN status, DROP COLUMN assignee, DROP COLUMN search_key; DROP TABLE enquiry_notes; DROP TABLE audit_events; DROP TABLE settings; DROP TABLE quarantine_digests; DROP TABLE enquiry_rate_limits; DROP TABLE webhooks; DROP TABLE staff_sessions; DROP TABLE staff_sign_ins; DELETE FROM schema_migrations WHERE version >= 2",
      );
    } finally {
      await client.end();
    }
    const after = await openPostgresStore({ connectionString, poolMax: 2 });
    try {
      // The practice's system hears of every enquiry already kept once a webhook is set, never of a quarantined one.
      const webhooks = await after.claimWebhooks({ now: new Date(), limit: 10, leaseMs: 1000 });
      expect(webhooks.map((item) => [item.type, item.enquiry.id, item.messageId])).toEqual([
        ["enquiry.received", id, expect.stringMatching(/^msg_[0-9a-f]{32}$/)],
      ]);
      expect(await after.listEnquiries()).toMatchObject([{ ...SAMPLE_ENQUIRY, id, email: "", status: "new" }]);
      // Its search key was filled when the store opened: the inbox finds it.
      expect(
        (await after.inbox.search({ text: "JANE citizen", quarantined: false, limit: 10, offset: 0 })).enquiries.map(
          (each) => each.id,
        ),
      ).toEqual([id]);
    } finally {
      await after.close();
    }
  });

  // A deleted row is a dead tuple in the table's files until VACUUM; these tables
  // are vacuumed as soon as autovacuum next looks (about a minute), not once a fifth of them is dead.
  it("asks autovacuum to vacuum the enquiry tables after any deletion or correction", async () => {
    const connectionString = await createDatabase();
    const store = await openPostgresStore({ connectionString, poolMax: 2 });
    await store.close();
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      const { rows } = await client.query<{ relname: string; reloptions: string[] }>(
        "SELECT relname, reloptions FROM pg_class WHERE relname IN ('enquiries', 'outbox', 'enquiry_rate_limits', 'enquiry_notes') ORDER BY relname",
      );
      expect(rows).toEqual(
        ["enquiries", "enquiry_notes", "enquiry_rate_limits", "outbox"].map((relname) => ({
          relname,
          reloptions: ["autovacuum_vacuum_scale_factor=0", "autovacuum_vacuum_threshold=0"],
        })),
      );
    } finally {
      await client.end();
    }
  });

  // The rate-limit counters are keyed by the salted client hash; the hourly sweep deletes expired ones.
  it("deletes expired rate-limit counters, and only those", async () => {
    const connectionString = await createDatabase();
    const store = await openPostgresStore({ connectionString, poolMax: 2 });
    try {
      const now = new Date("2026-06-30T00:00:00.000Z");
      await store.pool.query(
        "INSERT INTO enquiry_rate_limits (key, points, expire) VALUES ('enquiries:old', 1, $1), ('enquiries:live', 1, $2)",
        [now.getTime() - 1, now.getTime() + 60_000],
      );
      expect(await store.forgetExpiredCounters(now)).toBe(1);
      const { rows } = await store.pool.query<{ key: string }>("SELECT key FROM enquiry_rate_limits");
      expect(rows).toEqual([{ key: "enquiries:live" }]);
    } finally {
      await store.close();
    }
  });

  it("logs and replaces an idle connection the server dropped, instead of crashing", async () => {
    const connectionString = await createDatabase();
    const lines: string[] = [];
    const logger = pino(
      { level: "warn" },
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString("utf8"));
          callback();
        },
      }),
    );
    const store = await openPostgresStore({ connectionString, poolMax: 2, logger });
    try {
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      try {
        const database = new URL(connectionString).pathname.slice(1);
        const { rowCount } = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'your-counsel-site'",
          [database],
        );
        expect(rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await waitFor(() => lines.some((line) => line.includes("idle PostgreSQL connection lost")), 5_000);
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      expect(await store.listEnquiries()).toHaveLength(2);
      expect(await store.isHealthy()).toBe(true);
    } finally {
      await store.close();
    }
  });

  it("is what the staff CLI reads when DATABASE_URL is set (built CLI, npm run build first)", async () => {
    const connectionString = await createDatabase();
    const store = await openPostgresStore({ connectionString });
    const { id } = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, company: "Postgres Pty Ltd" } });
    await store.close();
    const scratch = tempDir("cli-");
    const dataDir = join(scratch, "unused");
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [join(PROJECT_ROOT, "dist/server/enquiries-cli.js"), "export", "--format", "json"],
        { env: { ...process.env, DATABASE_URL: connectionString, DATA_DIR: dataDir }, timeout: 20_000 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });
    expect(JSON.parse(output)).toEqual([
      expect.objectContaining({ id, company: "Postgres Pty Ltd", notification: "pending" }),
    ]);
    expect(existsSync(dataDir)).toBe(false); // no SQLite file beside it
  });

  it("refuses to open, with StoreUnavailableError, when no server answers", async () => {
    const port = await freePort();
    await expect(
      openPostgresStore({ connectionString: `postgres://postgres@127.0.0.1:${port}/nothing` }),
    ).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
