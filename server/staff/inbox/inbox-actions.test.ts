import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../../test/support/enquiry-fixtures";
import { inboxApp, STAFF, type InboxApp } from "../../../test/support/inbox-app";
import { parseMarkup } from "../../../test/support/parse-markup";
import type { StoredEnquiry } from "../../enquiries/store";

const NOW = new Date("2026-05-06T00:00:00.000Z");
const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams({ _csrf: STAFF.csrfToken });
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
  return body.toString();
};
const PERSONAL = [
  SAMPLE_ENQUIRY.name,
  SAMPLE_ENQUIRY.company,
  SAMPLE_ENQUIRY.email,
  SAMPLE_ENQUIRY.phone,
  SAMPLE_ENQUIRY.message,
  "Citizen",
  "acme",
];

describe("inbox actions", () => {
  let inbox: InboxApp;
  let id: string;
  const changes: Array<[string, string]> = [];
  const trail = async () => (await inbox.store.inbox.auditTrail({ limit: 100, offset: 0 })).entries.reverse();
  const post = (path: string, fields: Record<string, string | string[]>) =>
    request(inbox.app).post(path).type("form").send(form(fields));
  const current = async () => (await inbox.store.getEnquiry(id))!;

  beforeEach(async () => {
    changes.length = 0;
    inbox = inboxApp({
      now: NOW,
      onStatusChange: (enquiry: StoredEnquiry, previous) => void changes.push([previous, enquiry.status]),
    });
    id = (
      await inbox.store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, message: "Please call about our lease" },
        receivedAt: new Date("2026-05-05T00:00:00.000Z"),
      })
    ).id;
  });
  afterEach(async () => {
    await inbox.close();
  });

  it("marks replied by the signed-in staff member, now, and says so after a 303 back to the enquiry", async () => {
    const response = await post(`/inbox/${id}/replied`, {});
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`/inbox/${id}?done=replied`);
    expect(await current()).toMatchObject({ status: "replied", repliedAt: NOW.toISOString(), repliedBy: STAFF.email });
    expect(changes).toEqual([["new", "replied"]]);
    expect((await request(inbox.app).get(response.headers.location!)).text).toContain("Marked replied.");
    expect((await trail()).map((entry) => [entry.actor, entry.action])).toEqual([
      [STAFF.email, "replied"],
      [STAFF.email, "view"],
    ]);
  });

  it("sets a status (telling the webhook hook), refusing one it does not know with the accepted values", async () => {
    expect((await post(`/inbox/${id}/status`, { status: "client" })).status).toBe(303);
    expect((await current()).status).toBe("client");
    expect(changes).toEqual([["new", "client"]]);
    const refused = await post(`/inbox/${id}/status`, { status: "archived" });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(
      "&quot;archived&quot; is not a status: choose one of New, Replied, Became a client, Not a fit, Spam.",
    );
    expect((await current()).status).toBe("client");
    expect(await trail()).toMatchObject([{ action: "status", enquiryId: id, detail: "new → client" }]);
  });

  it("assigns to a colleague seen signing in or typed, and refuses what is not an email address, keeping it", async () => {
    await inbox.store.inbox.record({ at: NOW, actor: "bob@practice.example", action: "sign-in" });
    expect((await request(inbox.app).get(`/inbox/${id}`)).text).toContain('<option value="bob@practice.example">');
    expect((await post(`/inbox/${id}/assign`, { assignee: "Bob@Practice.example" })).status).toBe(303);
    expect((await current()).assignee).toBe("bob@practice.example");
    const refused = await post(`/inbox/${id}/assign`, { assignee: "bob at practice" });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('value="bob at practice"');
    expect(refused.text).toContain("Enter a colleague&#x27;s email address");
    expect((await post(`/inbox/${id}/assign`, { assignee: "" })).status).toBe(303);
    expect((await current()).assignee).toBeNull();
    expect((await trail()).filter((entry) => entry.action === "assign").map((entry) => entry.detail)).toEqual([
      "to bob@practice.example",
      "to no one",
    ]);
  });

  it("adds a note shown with its author and time; the trail records that a note was added, not its words", async () => {
    expect((await post(`/inbox/${id}/note`, { note: "  Rang Jane, call back Friday  " })).status).toBe(303);
    const page = await request(inbox.app).get(`/inbox/${id}`);
    expect(page.text).toContain("Rang Jane, call back Friday");
    expect(page.text).toContain(`${STAFF.email}, 2026-05-06 10:00 +10:00`);
    expect((await post(`/inbox/${id}/note`, { note: "   " })).status).toBe(422);
    const notes = (await trail()).filter((entry) => entry.action === "note");
    expect(notes).toMatchObject([{ actor: STAFF.email, enquiryId: id, detail: null }]);
  });

  it("corrects with the form's rules and labels: errors beside the fields, values kept, nothing saved until all pass", async () => {
    const fields = {
      name: "Jane Q Citizen",
      company: "Acme Pty Ltd",
      role: "CEO",
      email: "not-an-email",
      phone: "",
      businessSize: "11-50",
      priorities: ["Property"],
      message: "Please call about our lease",
    };
    const refused = await post(`/inbox/${id}/correct`, fields);
    expect(refused.status).toBe(422);
    expect(refused.text).toMatch(
      /<label for="correct-email">Email<\/label><p id="correct-email-error" class="field-error">[^<]+<\/p><input id="correct-email"[^>]*value="not-an-email"/,
    );
    expect(refused.text).toContain('value="Jane Q Citizen"');
    expect((await current()).name).toBe(SAMPLE_ENQUIRY.name);
    const saved = await post(`/inbox/${id}/correct`, { ...fields, email: "jane@acme.example", phone: "0412 345 678" });
    expect(saved.headers.location).toBe(`/inbox/${id}?done=corrected`);
    expect(await current()).toMatchObject({
      name: "Jane Q Citizen",
      phone: "0412 345 678",
      priorities: ["Property"],
      correctedAt: NOW.toISOString(),
    });
    expect(await trail()).toMatchObject([{ action: "correct", detail: "name, phone, priorities" }]);
    expect(
      (await post(`/inbox/${id}/correct`, { ...fields, email: "jane@acme.example", phone: "0412 345 678" })).headers
        .location,
    ).toBe(`/inbox/${id}?done=unchanged`);
  });

  it("sends back every correctable field from its correction form: saved unchanged, it corrects nothing", async () => {
    const page = parseMarkup((await request(inbox.app).get(`/inbox/${id}`)).text);
    const correction = page.querySelector<HTMLFormElement>(`form[action="/inbox/${id}/correct"]`);
    if (!correction) throw new Error("the enquiry page has no correction form");
    const fields: Record<string, string[]> = {};
    for (const control of correction.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]")) {
      const unticked = (control.type === "checkbox" || control.type === "radio") && !control.hasAttribute("checked");
      if (control.name === "_csrf" || unticked) continue;
      const value =
        control.tagName === "SELECT"
          ? (control.querySelector<HTMLOptionElement>("option[selected]")?.value ?? "")
          : control.tagName === "TEXTAREA"
            ? (control.textContent ?? "")
            : control.value;
      (fields[control.name] ??= []).push(value);
    }
    const saved = await post(`/inbox/${id}/correct`, fields);
    expect(saved.headers.location, `the form sent ${Object.keys(fields).join(", ")}`).toBe(
      `/inbox/${id}?done=unchanged`,
    );
  });

  it("deletes after a confirmation that names the enquiry, says what it cannot reach, and keeps no personal information in the trail", async () => {
    await post(`/inbox/${id}/note`, { note: "Jane Citizen of Acme rang" });
    await post(`/inbox/${id}/correct`, {
      ...SAMPLE_ENQUIRY,
      phone: "0412 345 678",
      message: "Please call about our lease",
    });
    await request(inbox.app).get(`/inbox/${id}`);
    const confirm = await request(inbox.app).get(`/inbox/${id}/delete`);
    expect(confirm.text).toContain("Delete the enquiry from Jane Citizen of Acme Pty Ltd?");
    expect(await inbox.store.getEnquiry(id)).toBeDefined();
    const deleted = await post(`/inbox/${id}/delete`, {});
    expect(deleted.status).toBe(200);
    expect(deleted.text).toContain("notification email in the practice");
    expect(deleted.text).toMatch(/backups made before now/);
    expect(await inbox.store.getEnquiry(id)).toBeUndefined();
    expect(await inbox.store.inbox.notes(id)).toEqual([]);
    const entries = await trail();
    expect(entries.map((entry) => entry.action)).toEqual(["note", "correct", "view", "delete"]);
    expect(entries.at(-1)).toMatchObject({
      actor: STAFF.email,
      enquiryId: id,
      detail: "received 2026-05-05 10:00 +10:00",
    });
    const kept = JSON.stringify(entries).toLowerCase();
    for (const personal of [...PERSONAL, "0412 345 678", "lease"]) expect(kept).not.toContain(personal.toLowerCase());
    expect((await request(inbox.app).get(`/inbox/${id}`)).status).toBe(404);
  });

  it("exports a range of Queensland days as CSV headed by the form's labels, and records the export", async () => {
    await inbox.store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: "Before" },
      receivedAt: new Date("2026-04-27T13:59:00.000Z"),
    });
    await inbox.store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: "Held" },
      spam: "honeypot",
      receivedAt: new Date("2026-05-05T00:00:00.000Z"),
    });
    const response = await request(inbox.app).get("/inbox/export?from=2026-04-28&to=2026-05-06");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="enquiries-2026-04-28-to-2026-05-06.csv"',
    );
    const [header, ...rows] = response.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      '"Reference","Received (Queensland time)","Name","Company","Role","Email","Phone","Business Size","Key Legal Priorities","Message","Status","Assigned to","Reply due","Replied","Replied by","Corrected"',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('"Jane Citizen"');
    expect(await trail()).toMatchObject([
      { actor: STAFF.email, action: "export", enquiryId: null, detail: "2026-04-28 to 2026-05-06, 1 enquiry" },
    ]);
  });

  it("shows the audit trail newest first, filtered by person and by enquiry", async () => {
    await inbox.store.inbox.record({
      at: new Date("2026-05-01T00:00:00Z"),
      actor: "bob@practice.example",
      action: "sign-in",
    });
    await request(inbox.app).get(`/inbox/${id}`);
    const all = await request(inbox.app).get("/audit");
    expect(all.text.indexOf("<td>Viewed</td>")).toBeGreaterThan(0);
    expect(all.text.indexOf("<td>Viewed</td>")).toBeLessThan(all.text.indexOf("<td>Signed in</td>"));
    const bob = await request(inbox.app).get("/audit?actor=bob@practice.example");
    expect(bob.text).toContain("<td>Signed in</td>");
    expect(bob.text).not.toContain("<td>Viewed</td>");
    const one = await request(inbox.app).get(`/audit?enquiry=${id}`);
    expect(one.text).toContain("<td>Viewed</td>");
    expect(one.text).not.toContain("<td>Signed in</td>");
  });
});
