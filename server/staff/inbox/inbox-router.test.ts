import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../../test/support/enquiry-fixtures";
import { inboxApp, STAFF, type InboxApp } from "../../../test/support/inbox-app";

const NOW = new Date("2026-05-06T00:00:00.000Z"); // 10 am, Wednesday 6 May in Queensland
const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams({ _csrf: STAFF.csrfToken });
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
  return body.toString();
};

describe("inbox router", () => {
  let inbox: InboxApp;
  const add = async (
    values: Partial<typeof SAMPLE_ENQUIRY>,
    more: { spam?: "honeypot"; receivedAt?: Date; replyDueAt?: Date } = {},
  ) =>
    (
      await inbox.store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, ...values },
        receivedAt: more.receivedAt ?? new Date("2026-05-05T00:00:00.000Z"),
        ...more,
      })
    ).id;
  const trail = async () => (await inbox.store.inbox.auditTrail({ limit: 100, offset: 0 })).entries.reverse();
  const post = (path: string, fields: Record<string, string | string[]>) =>
    request(inbox.app).post(path).type("form").send(form(fields));

  beforeEach(() => {
    inbox = inboxApp({ now: NOW });
  });
  afterEach(async () => {
    await inbox.close();
  });

  it("lists newest first with due time, status, contact details, priorities and the message's first words", async () => {
    await add(
      { name: "Older Person", company: "Old Co" },
      { receivedAt: new Date("2026-05-01T00:00:00.000Z"), replyDueAt: new Date("2026-05-04T07:00:00.000Z") },
    );
    await add(
      { name: "Newer Person", message: `${"word ".repeat(60)}END` },
      { replyDueAt: new Date("2026-05-07T07:00:00.000Z") },
    );
    const { status, text, headers } = await request(inbox.app).get("/inbox");
    expect(status).toBe(200);
    expect(headers["cache-control"]).toBe("no-store");
    expect(text.indexOf("Newer Person")).toBeLessThan(text.indexOf("Older Person"));
    expect(text).toContain("Reply due Thu 7 May, 5:00 pm");
    expect(text).toContain("Overdue since Mon 4 May, 5:00 pm");
    for (const shown of ["New", "jane@acme.example", "07 3123 4567", "Commercial Contracts, Property", "word word"])
      expect(text).toContain(shown);
    expect(text).not.toContain("END");
    expect(text).toContain('href="/staff.css"');
    expect(text).not.toMatch(/<script|style=/);
  });

  it("searches by name ignoring case, accents and apostrophes, and by phone however written", async () => {
    await add({ name: "Siobhan O'Brien", phone: "+61 412 345 678" });
    await add({ name: "José Núñez", phone: "07 3000 1234" });
    const names = async (q: string) => {
      const { text } = await request(inbox.app).get("/inbox").query({ q });
      return ["Siobhan O&#x27;Brien", "José Núñez"].filter((name) => text.includes(name));
    };
    expect(await names("obrien")).toEqual(["Siobhan O&#x27;Brien"]);
    expect(await names("JOSE")).toEqual(["José Núñez"]);
    for (const phone of ["0412 345 678", "0412345678", "+61412345678"])
      expect(await names(phone)).toEqual(["Siobhan O&#x27;Brien"]);
  });

  it("keeps quarantined enquiries in a tab of their own, and filters by status", async () => {
    await add({ name: "Real Person" });
    await add({ name: "Bot Person" }, { spam: "honeypot" });
    expect((await request(inbox.app).get("/inbox")).text).not.toContain("Bot Person");
    const quarantined = await request(inbox.app).get("/inbox?tab=quarantined");
    expect(quarantined.text).toContain("Bot Person");
    expect(quarantined.text).not.toContain("Real Person");
    expect((await request(inbox.app).get("/inbox?status=client")).text).not.toContain("Real Person");
    expect((await request(inbox.app).get("/inbox?status=new")).text).toContain("Real Person");
  });

  it("pages through the list", async () => {
    await inbox.close();
    inbox = inboxApp({ now: NOW, pageSize: 2 });
    for (let day = 1; day <= 3; day++)
      await add({ name: `Person ${day}` }, { receivedAt: new Date(Date.UTC(2026, 4, day)) });
    const first = await request(inbox.app).get("/inbox");
    expect(first.text).toContain("Showing 1–2 of 3.");
    expect(first.text).toContain('href="/inbox?page=2"');
    const second = await request(inbox.app).get("/inbox?page=2");
    expect(second.text).toContain("Person 1");
    expect(second.text).not.toContain("Person 3");
  });

  it("answers bad input with a 4xx and a clear message, never a 5xx", async () => {
    const id = await add({});
    const cases: Array<[string, number, string]> = [
      ["/inbox?status=archived", 400, "is not a status"],
      ["/inbox?page=0", 400, "whole number"],
      ["/inbox/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", 404, "No enquiry has the reference"],
      ["/inbox/%25%25", 404, "No enquiry has the reference"],
      ["/inbox/export?from=2026-05-01", 400, "needs both dates"],
      ["/inbox/export?from=2026-02-30&to=2026-03-01", 400, "YYYY-MM-DD"],
      ["/inbox/export?from=2026-05-07&to=2026-05-01", 400, "starts (2026-05-07) after it ends"],
      ["/audit?page=x", 400, "whole number"],
    ];
    for (const [path, status, message] of cases) {
      const response = await request(inbox.app).get(path);
      expect([path, response.status]).toEqual([path, status]);
      expect(response.text).toContain(message);
    }
    expect((await post(`/inbox/${id}/status`, { status: "archived" })).status).toBe(422);
    expect(
      (await request(inbox.app).post(`/inbox/${id}/note`).type("form").send("_csrf=x&note=%E0%A4%A")).status,
    ).toBeLessThan(500);
    expect((await post(`/inbox/${id}/note`, { note: "x".repeat(70_000) })).status).toBe(413);
    expect((await post("/inbox/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d/replied", {})).status).toBe(404);
  });

  it("shows one enquiry whole by its id or a prefix of it, and records the view", async () => {
    const id = await add({ message: "First line\nSecond line" });
    const { status, text } = await request(inbox.app).get(`/inbox/${id.slice(0, 8)}`);
    expect(status).toBe(200);
    for (const shown of ["Jane Citizen", "Acme Pty Ltd", "CEO", "11-50 employees", "First line\nSecond line", id])
      expect(text).toContain(shown);
    expect(await trail()).toMatchObject([{ actor: STAFF.email, action: "view", enquiryId: id, detail: null }]);
  });
});
