import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../../test/support/enquiry-fixtures";
import { inboxApp, STAFF, type InboxApp } from "../../../test/support/inbox-app";
import { startTestPostgres, type TestPostgres } from "../../../test/support/postgres";
import { openPostgresStore } from "../../enquiries/store-postgres";

/** The inbox on PostgreSQL, end to end: what a staff member does in a morning, each step in the audit trail. */
let postgres: TestPostgres | undefined;
let inbox: InboxApp;

beforeAll(async () => {
  postgres = await startTestPostgres();
  const store = await openPostgresStore({
    connectionString: await postgres.createDatabase("inbox_router"),
    poolMax: 4,
  });
  inbox = inboxApp({ now: new Date("2026-05-06T00:00:00.000Z"), store });
}, 600_000);
afterAll(async () => {
  await inbox?.close();
  await postgres?.destroy();
}, 60_000);

const form = (fields: Record<string, string>) => new URLSearchParams({ _csrf: STAFF.csrfToken, ...fields }).toString();

describe("the inbox on PostgreSQL", () => {
  it("finds an enquiry by a phone written another way, marks it replied, assigns it, notes it, exports the week and deletes it, all in the audit trail", async () => {
    const { id } = await inbox.store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: "Zoë D'Arcy-Smith", phone: "+61 412 345 678" },
      receivedAt: new Date("2026-05-05T00:00:00.000Z"),
    });
    for (const q of ["0412 345 678", "zoe darcy smith"])
      expect((await request(inbox.app).get("/inbox").query({ q })).text).toContain(`/inbox/${id}`);
    const post = (action: string, fields: Record<string, string> = {}) =>
      request(inbox.app)
        .post(`/inbox/${id.slice(0, 8)}/${action}`)
        .type("form")
        .send(form(fields));
    expect((await post("replied")).status).toBe(303);
    expect((await post("assign", { assignee: "bob@practice.example" })).status).toBe(303);
    expect((await post("note", { note: "Zoë rang back" })).status).toBe(303);
    const csv = await request(inbox.app).get("/inbox/export?from=2026-04-30&to=2026-05-06");
    expect(csv.text).toContain('"Zoë D\'Arcy-Smith"');
    expect(await inbox.store.getEnquiry(id)).toMatchObject({
      status: "replied",
      repliedBy: STAFF.email,
      assignee: "bob@practice.example",
    });
    expect((await post("delete")).status).toBe(200);
    const entries = (await inbox.store.inbox.auditTrail({ limit: 50, offset: 0 })).entries.reverse();
    expect(entries.map((entry) => entry.action)).toEqual(["replied", "assign", "note", "export", "delete"]);
    expect(entries.every((entry) => entry.actor === STAFF.email)).toBe(true);
    const kept = JSON.stringify(entries).toLowerCase();
    for (const personal of ["zoë", "zoe", "arcy", "acme", "0412", "rang"]) expect(kept).not.toContain(personal);
  });
});
