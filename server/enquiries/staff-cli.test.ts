import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../scripts/testing/enquiry-fixtures";
import { runCli, USAGE } from "./staff-cli";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-30T00:00:00.000Z");

describe("staff CLI (npm run enquiries)", () => {
  let dir: string;
  let store: SqliteEnquiryStore;

  async function cli(...argv: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runCli(argv, {
      env: { DATA_DIR: dir, NODE_ENV: "test" },
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      now: () => NOW,
    });
    return { code, stdout, stderr };
  }
  const ids = async () => (await store.listEnquiries({ includeSpam: true })).map((enquiry) => enquiry.id).sort();

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "staff-cli-"));
    store = openSqliteStore({ dataDir: dir });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe("purge", () => {
    async function seed() {
      const old = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: new Date(NOW.getTime() - 731 * DAY_MS) });
      const spam = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, spam: "honeypot", receivedAt: new Date(NOW.getTime() - 31 * DAY_MS) });
      const kept = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: new Date(NOW.getTime() - 729 * DAY_MS) });
      return { old: old.id, spam: spam.id, kept: kept.id };
    }

    it("--dry-run prints what it would delete and deletes nothing", async () => {
      const { old, spam, kept } = await seed();
      const { code, stdout } = await cli("purge", "--dry-run");
      expect(code).toBe(0);
      expect(stdout).toContain("Would delete 2 enquiries (1 spam) received before 2024-06-30T00:00:00.000Z (spam before 2026-05-31T00:00:00.000Z)");
      expect(stdout).toContain(old);
      expect(stdout).toMatch(new RegExp(`${spam}  spam`));
      expect(stdout).not.toContain(kept);
      expect(stdout).not.toContain(SAMPLE_ENQUIRY.name);
      expect(await ids()).toEqual([old, spam, kept].sort());
    });

    it("deletes what is past its retention, with its notification, and prints it", async () => {
      const { old, spam, kept } = await seed();
      const { code, stdout } = await cli("purge");
      expect(code).toBe(0);
      expect(stdout.split("\n")[0]).toBe(
        "Deleted 2 enquiries (1 spam) received before 2024-06-30T00:00:00.000Z (spam before 2026-05-31T00:00:00.000Z), with their notifications:",
      );
      expect(stdout).toContain(old);
      expect(stdout).toContain(spam);
      expect(await ids()).toEqual([kept]);
      expect((await cli("purge")).stdout).toMatch(/^Nothing to delete/);
    });

    it("honours ENQUIRY_RETENTION_DAYS", async () => {
      await seed();
      let stdout = "";
      const code = await runCli(["purge"], {
        env: { DATA_DIR: dir, ENQUIRY_RETENTION_DAYS: "7" },
        stdout: (text) => void (stdout += text),
        stderr: () => {},
        now: () => NOW,
      });
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Deleted 3 enquiries \(1 spam\) received before 2026-06-23/);
      expect(await ids()).toEqual([]);
    });

    it("refuses arguments with usage (exit 2)", async () => {
      const { code, stderr } = await cli("purge", "everything");
      expect(code).toBe(2);
      expect(stderr).toContain(USAGE);
    });
  });
});
