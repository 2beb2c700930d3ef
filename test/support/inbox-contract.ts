import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EnquiryStore } from "../../server/enquiries/store";
import { SAMPLE_ENQUIRY } from "./enquiry-fixtures";
import type { StoreContractDatabase } from "./store-contract";

/** What every store's inbox promises (inbox-store.ts): status, assignee, notes, search, id prefixes, the audit trail. */
export function describeInboxContract(name: string, createDatabase: () => Promise<StoreContractDatabase>): void {
  describe(`${name}: InboxStore contract`, () => {
    let database: StoreContractDatabase;
    let store: EnquiryStore;
    const opened: EnquiryStore[] = [];
    const open = async () => {
      const next = await database.open();
      opened.push(next);
      return next;
    };
    const at = new Date("2026-05-04T01:00:00.000Z");
    const add = async (values: Partial<typeof SAMPLE_ENQUIRY>, more: { spam?: "honeypot"; receivedAt?: Date } = {}) =>
      (await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, ...values }, ...more })).id;
    const found = async (text: string, quarantined = false) =>
      (await store.inbox.search({ text, quarantined, limit: 50, offset: 0 })).enquiries.map((enquiry) => enquiry.name);

    beforeEach(async () => {
      database = await createDatabase();
      store = await open();
    });
    afterEach(async () => {
      for (const each of opened.splice(0)) await each.close();
      await database.destroy();
    });

    it("sets a status; replied keeps who replied and when as first recorded, and marking replied sets it", async () => {
      const id = await add({});
      expect(await store.getEnquiry(id)).toMatchObject({ status: "new", assignee: null });
      expect(await store.inbox.setStatus(id, "replied", "ann@practice.example", at)).toMatchObject({
        status: "replied",
        repliedAt: at.toISOString(),
        repliedBy: "ann@practice.example",
      });
      const later = new Date(at.getTime() + 60_000);
      expect(await store.inbox.setStatus(id, "client", "bob@practice.example", later)).toMatchObject({
        status: "client",
        repliedBy: "ann@practice.example",
      });
      expect(await store.inbox.setStatus(id, "replied", "bob@practice.example", later)).toMatchObject({
        repliedAt: at.toISOString(),
        repliedBy: "ann@practice.example",
      });
      const other = await add({ name: "Other" });
      expect(await store.markReplied(other, "cli:ops", at)).toMatchObject({ status: "replied" });
      expect(
        await store.inbox.setStatus("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "spam", "ann@practice.example", at),
      ).toBeUndefined();
    });

    it("assigns an enquiry and clears the assignment", async () => {
      const id = await add({});
      expect(await store.inbox.assign(id, "ann@practice.example")).toMatchObject({ assignee: "ann@practice.example" });
      expect((await (await open()).getEnquiry(id))?.assignee).toBe("ann@practice.example");
      expect(await store.inbox.assign(id, null)).toMatchObject({ assignee: null });
      expect(await store.inbox.assign("not-an-id", "ann@practice.example")).toBeUndefined();
    });

    it("keeps notes with their enquiry, oldest first, and deletes them with it", async () => {
      const id = await add({});
      const keep = await add({ name: "Kept" });
      await store.inbox.addNote(id, "ann@practice.example", "Called back, left a message", at);
      await store.inbox.addNote(id, "bob@practice.example", "Booked a call", new Date(at.getTime() + 1000));
      await store.inbox.addNote(keep, "bob@practice.example", "Other note", at);
      expect((await store.inbox.notes(id)).map((note) => [note.author, note.text, note.at])).toEqual([
        ["ann@practice.example", "Called back, left a message", at.toISOString()],
        ["bob@practice.example", "Booked a call", new Date(at.getTime() + 1000).toISOString()],
      ]);
      expect(
        await store.inbox.addNote("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "ann@practice.example", "x", at),
      ).toBeUndefined();
      await store.deleteEnquiry(id);
      expect(await store.inbox.notes(id)).toEqual([]);
      expect(await store.inbox.notes(keep)).toHaveLength(1);
      // Purged by retention too.
      await store.purgeEnquiries({ before: new Date("2100-01-01"), spamBefore: new Date("2100-01-01") });
      expect(await store.inbox.notes(keep)).toEqual([]);
    });

    it("finds names ignoring case, accents, apostrophes and hyphens, and phones however written", async () => {
      await add({ name: "Siobhan O'Brien", company: "Harbour Co", phone: "0412 345 678" });
      await add({ name: "José Núñez", company: "Café Órbita", phone: "(07) 3000 1234", email: "jose@orbita.example" });
      await add({ name: "Ann Smith-Jones", company: "Ridge", phone: "+61 2 9876 5432" });
      await add({ name: "Bot", company: "Spam", phone: "" }, { spam: "honeypot" });
      expect(await found("obrien")).toEqual(["Siobhan O'Brien"]);
      expect(await found("O’BRIEN")).toEqual(["Siobhan O'Brien"]);
      expect(await found("jose")).toEqual(["José Núñez"]);
      expect(await found("nunez")).toEqual(["José Núñez"]);
      expect(await found("cafe orbita")).toEqual(["José Núñez"]);
      expect(await found("smith jones")).toEqual(["Ann Smith-Jones"]);
      expect(await found("smithjones")).toEqual(["Ann Smith-Jones"]);
      expect(await found("JOSE@ORBITA")).toEqual(["José Núñez"]);
      for (const phone of ["0412345678", "+61 412 345 678", "0412-345-678"])
        expect(await found(phone)).toEqual(["Siobhan O'Brien"]);
      for (const phone of ["07 3000 1234", "+61 7 3000 1234", "(07)30001234"])
        expect(await found(phone)).toEqual(["José Núñez"]);
      expect(await found("02 9876 5432")).toEqual(["Ann Smith-Jones"]);
      expect(await found("Bot")).toEqual([]);
      expect(await found("Bot", true)).toEqual(["Bot"]);
      expect(await found("")).toHaveLength(3);
    });

    it("finds an enquiry by its corrected name, not its old one", async () => {
      const id = await add({ name: "Jane Citizen" });
      await store.correctEnquiry(id, "name", "Renée D'Arcy", at);
      expect(await found("citizen")).toEqual([]);
      expect(await found("renee darcy")).toEqual(["Renée D'Arcy"]);
    });

    it("filters by status and date, newest first, a page at a time with the total", async () => {
      const day = (n: number) => new Date(Date.UTC(2026, 4, n, 1));
      const ids = [];
      for (let n = 1; n <= 5; n++) ids.push(await add({ name: `Day ${n}` }, { receivedAt: day(n) }));
      await store.inbox.setStatus(ids[1]!, "client", "ann@practice.example", at);
      const page = await store.inbox.search({ quarantined: false, limit: 2, offset: 1 });
      expect(page).toMatchObject({ total: 5 });
      expect(page.enquiries.map((enquiry) => enquiry.name)).toEqual(["Day 4", "Day 3"]);
      const ranged = await store.inbox.search({
        quarantined: false,
        from: day(2),
        before: day(4),
        limit: 10,
        offset: 0,
      });
      expect(ranged.enquiries.map((enquiry) => enquiry.name)).toEqual(["Day 3", "Day 2"]);
      const clients = await store.inbox.search({ quarantined: false, status: "client", limit: 10, offset: 0 });
      expect(clients).toMatchObject({ total: 1, enquiries: [{ name: "Day 2" }] });
    });

    it("resolves an id from a unique prefix, and lists the matches of an ambiguous one", async () => {
      // Random ids: stored until two share their first four characters (a few hundred, by the birthday bound).
      const byPrefix = new Map<string, string[]>();
      let shared: string[] | undefined;
      for (let index = 0; index < 5000 && !shared; index++) {
        const id = await add({ name: `N${index}` });
        const same = [...(byPrefix.get(id.slice(0, 4)) ?? []), id];
        byPrefix.set(id.slice(0, 4), same);
        if (same.length > 1) shared = same;
      }
      const [id, other] = shared!;
      expect(await store.inbox.resolveId(id!)).toEqual({ ok: true, id });
      expect(await store.inbox.resolveId(id!.slice(0, 13).toUpperCase())).toEqual({ ok: true, id });
      expect(await store.inbox.resolveId(id!.slice(0, 4))).toEqual({ ok: false, matches: [id, other].sort() });
      expect(await store.inbox.resolveId(id!.slice(0, 3))).toEqual({ ok: false, matches: [] }); // too short to be taken
      expect(await store.inbox.resolveId("zzzz")).toEqual({ ok: false, matches: [] });
      expect(await store.inbox.resolveId("%%%%")).toEqual({ ok: false, matches: [] });
    });

    it("keeps the audit trail newest first, filtered by person and enquiry, outliving a deleted enquiry", async () => {
      const id = await add({});
      await store.inbox.record({ at, actor: "ann@practice.example", action: "sign-in" });
      await store.inbox.record({
        at: new Date(at.getTime() + 1000),
        actor: "ann@practice.example",
        action: "view",
        enquiryId: id,
      });
      await store.inbox.record({ at: new Date(at.getTime() + 2000), actor: "bob@practice.example", action: "sign-in" });
      await store.inbox.record({
        at: new Date(at.getTime() + 3000),
        actor: "bob@practice.example",
        action: "delete",
        enquiryId: id,
        detail: "received 2026-05-01",
      });
      await store.deleteEnquiry(id);
      const all = await store.inbox.auditTrail({ limit: 10, offset: 0 });
      expect(all.total).toBe(4);
      expect(all.entries.map((entry) => entry.action)).toEqual(["delete", "sign-in", "view", "sign-in"]);
      expect(
        (await store.inbox.auditTrail({ actor: "ann@practice.example", limit: 10, offset: 0 })).entries.map(
          (entry) => entry.action,
        ),
      ).toEqual(["view", "sign-in"]);
      expect((await store.inbox.auditTrail({ enquiryId: id, limit: 1, offset: 0 })).entries).toMatchObject([
        { actor: "bob@practice.example", action: "delete", enquiryId: id, detail: "received 2026-05-01" },
      ]);
      expect(await store.inbox.staffAddresses()).toEqual(["ann@practice.example", "bob@practice.example"]);
      expect(await store.inbox.forgetAuditBefore(new Date(at.getTime() + 2000))).toBe(2);
      expect((await store.inbox.auditTrail({ limit: 10, offset: 0 })).entries.map((entry) => entry.action)).toEqual([
        "delete",
        "sign-in",
      ]);
    });
  });
}
