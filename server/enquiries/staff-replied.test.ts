import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { tempDir } from "../../test/support/cleanup";
import { staffCliOn } from "../../test/support/staff-cli";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";

/** Brisbane time (UTC+10, no daylight saving). */
const brisbane = (local: string) => new Date(`${local}+10:00`);
const NOW = brisbane("2026-04-07T18:00:00"); // an hour after the Easter enquiries' reply fell due

describe("staff CLI: the reply kept (replied, list, list --overdue)", () => {
  let dir: string;
  let store: SqliteEnquiryStore;

  const cli = staffCliOn(
    () => dir,
    () => NOW,
  );

  beforeEach(() => {
    dir = tempDir("staff-replied-");
    store = openSqliteStore({ dataDir: dir });
  });
  afterEach(async () => {
    await store.close();
  });

  async function seed() {
    const received = brisbane("2026-04-02T10:00:00");
    const late = await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, company: "Late Co" },
      receivedAt: received,
      replyDueAt: brisbane("2026-04-07T17:00:00"),
    });
    const notYet = await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, company: "Later Co" },
      receivedAt: received,
      replyDueAt: brisbane("2026-04-08T17:00:00"),
    });
    const spam = await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, company: "Spam Co" },
      receivedAt: received,
      replyDueAt: brisbane("2026-04-07T17:00:00"),
      spam: "honeypot",
    });
    return { late: late.id, notYet: notYet.id, spam: spam.id };
  }

  it("list shows each enquiry's reply: due, OVERDUE once due has passed, or replied", async () => {
    const { late, notYet } = await seed();
    const lines = (await cli("list")).stdout.split("\n");
    expect(lines.find((line) => line.includes(late))).toContain("OVERDUE since 2026-04-07 17:00 +10:00");
    expect(lines.find((line) => line.includes(notYet))).toContain("due 2026-04-08 17:00 +10:00");
  });

  it("replied records now and who, leaves the overdue list, and show prints it", async () => {
    const { late, notYet, spam } = await seed();
    const overdue = await cli("list", "--overdue");
    expect(overdue.code).toBe(0);
    expect(overdue.stdout).toContain(late);
    expect(overdue.stdout).not.toContain(notYet);
    expect(overdue.stdout).not.toContain(spam);

    const replied = await cli("replied", late, "--by", "Jo Staff");
    expect(replied.code).toBe(0);
    expect(replied.stdout).toContain(
      `Recorded enquiry ${late} as replied at 7 April 2026, 6:00 pm Queensland time (UTC+10:00) by Jo Staff.`,
    );
    expect(await store.getEnquiry(late)).toMatchObject({ repliedAt: NOW.toISOString(), repliedBy: "Jo Staff" });

    expect((await cli("list", "--overdue")).stdout).toBe(
      `No enquiry in the SQLite store ${store.file} is overdue: every reply due by now is recorded.\n`,
    );
    expect((await cli("list")).stdout.split("\n").find((line) => line.includes(late))).toContain(
      "replied 2026-04-07 18:00 +10:00",
    );
    expect((await cli("show", late)).stdout).toMatch(
      /Replied:\s+7 April 2026, 6:00 pm Queensland time \(UTC\+10:00\) by Jo Staff/,
    );
  });

  it("replied without --by records when only; refuses an empty name, an unknown id (exit 1) and a malformed one (exit 2)", async () => {
    const { late } = await seed();
    expect((await cli("replied", late)).code).toBe(0);
    expect(await store.getEnquiry(late)).toMatchObject({ repliedAt: NOW.toISOString(), repliedBy: null });

    const empty = await cli("replied", late, "--by", " ");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("--by needs the NAME of who replied");
    const unknown = await cli("replied", "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe("No enquiry has the ID 0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d.\n");
    expect((await cli("replied", "nope")).code).toBe(2);
    expect((await cli("list", "--overdue", "--spam")).code).toBe(2);
  });
});
