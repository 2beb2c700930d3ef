import { userInfo } from "node:os";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { tempDir } from "../../test/support/cleanup";
import { staffCliOn } from "../../test/support/staff-cli";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";

const NOW = new Date("2026-05-06T00:00:00.000Z");
const ACTOR = `cli:${userInfo().username}`;

describe("staff CLI: what the inbox has (status, note, assign, id prefixes, date filters, the audit trail)", () => {
  let dir: string;
  let store: SqliteEnquiryStore;
  const cli = staffCliOn(
    () => dir,
    () => NOW,
  );
  const trail = async () =>
    (await store.inbox.auditTrail({ limit: 100, offset: 0 })).entries
      .reverse()
      .map((entry) => [entry.actor, entry.action, entry.detail]);

  beforeEach(() => {
    dir = tempDir("staff-inbox-cli-");
    store = openSqliteStore({ dataDir: dir });
  });
  afterEach(async () => {
    await store.close();
  });

  it("sets a status, refusing an unknown one with the accepted values; list and show print it", async () => {
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    expect(await cli("status", id, "client")).toMatchObject({
      code: 0,
      stdout: `Enquiry ${id} is now client (it was new).\n`,
    });
    const refused = await cli("status", id, "archived");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('"archived" is not a status: use one of new, replied, client, not-a-fit, spam');
    expect((await cli("list")).stdout).toMatch(/ client +Acme Pty Ltd \/ Jane Citizen /);
    expect((await cli("show", id)).stdout).toMatch(/\nStatus: +client\n/);
    expect(await trail()).toEqual([
      [ACTOR, "status", "new → client"],
      [ACTOR, "view", null],
    ]);
  });

  it("adds a note and assigns, by an id's first characters; the trail keeps no note text", async () => {
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
    const short = id.slice(0, 6);
    expect((await cli("note", short, "Rang", "Jane", "back")).stdout).toBe(
      `Added a note to enquiry ${id} as ${ACTOR}: Rang Jane back\n`,
    );
    expect(await store.inbox.notes(id)).toMatchObject([
      { author: ACTOR, text: "Rang Jane back", at: NOW.toISOString() },
    ]);
    expect((await cli("assign", short, "Ann@Practice.example")).code).toBe(0);
    expect((await store.getEnquiry(id))?.assignee).toBe("ann@practice.example");
    expect((await cli("assign", short, "not-an-address")).code).toBe(2);
    expect((await cli("assign", short, "none")).stdout).toBe(`Enquiry ${id} is assigned to no one.\n`);
    expect(await trail()).toEqual([
      [ACTOR, "note", null],
      [ACTOR, "assign", "to ann@practice.example"],
      [ACTOR, "assign", "to no one"],
    ]);
  });

  it("refuses an ambiguous id prefix, listing the enquiries it could be", async () => {
    const byPrefix = new Map<string, string[]>();
    let shared: string[] | undefined;
    for (let index = 0; index < 5000 && !shared; index++) {
      const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      const same = [...(byPrefix.get(id.slice(0, 4)) ?? []), id];
      byPrefix.set(id.slice(0, 4), same);
      if (same.length > 1) shared = same;
    }
    const ambiguous = await cli("show", shared![0]!.slice(0, 4));
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toBe(
      `More than one enquiry has an ID starting ${shared![0]!.slice(0, 4)}; give more of it:\n${[...shared!]
        .sort()
        .map((id) => `  ${id}\n`)
        .join("")}`,
    );
    expect((await cli("show", "abc")).code).toBe(2); // too short to be an id's start
  });

  it("lists and exports a range of Queensland days, refusing one that is not", async () => {
    for (const [name, at] of [
      ["Before", "2026-05-03T13:59:59Z"],
      ["First", "2026-05-03T14:00:00Z"],
      ["Last", "2026-05-05T13:59:59Z"],
      ["After", "2026-05-05T14:00:00Z"],
    ] as const) {
      await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name }, receivedAt: new Date(at) });
    }
    const names = (text: string) =>
      ["Before", "First", "Last", "After"].filter((name) => text.includes(`/ ${name} `) || text.includes(`"${name}"`));
    expect(names((await cli("list", "--from", "2026-05-04", "--to", "2026-05-05")).stdout)).toEqual(["First", "Last"]);
    expect(names((await cli("list", "--from", "2026-05-05")).stdout)).toEqual(["Last", "After"]);
    expect(names((await cli("export", "--format", "json", "--to", "2026-05-03")).stdout)).toEqual(["Before"]);
    const refused = await cli("list", "--from", "5/5/2026");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--from and --to take Queensland days");
    expect(await trail()).toEqual([[ACTOR, "export", "start to 2026-05-03, 1 enquiry as json"]]);
  });

  it("records correct, replied and delete, keeping no personal information once the enquiry is gone", async () => {
    const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: NOW });
    expect((await cli("correct", id.slice(0, 8), "phone", "0412 345 678")).code).toBe(0);
    expect((await cli("replied", id.slice(0, 8), "--by", "Jo Staff")).code).toBe(0);
    expect((await cli("delete", id.slice(0, 8))).code).toBe(0);
    expect(await trail()).toEqual([
      [ACTOR, "correct", "phone"],
      [ACTOR, "replied", "by Jo Staff"],
      [ACTOR, "delete", "received 2026-05-06 10:00 +10:00"],
    ]);
    // The trail keeps the enquiry's id, a random UUID whose hex digits can spell "3123" or "0412".
    const kept = JSON.stringify(await store.inbox.auditTrail({ limit: 100, offset: 0 }))
      .replaceAll(id, "<enquiry id>")
      .toLowerCase();
    for (const personal of ["jane", "citizen", "acme", "0412", "3123", "hello", "ceo"])
      expect(kept).not.toContain(personal);
  });
});
