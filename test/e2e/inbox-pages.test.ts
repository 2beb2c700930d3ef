// The staff inbox's pages in a real browser at phone, tablet (768 px) and desktop width: axe-clean, no horizontal
// scroll, the staff sheet's rules applied under a CSP that allows no inline style or script.
import type { AddressInfo } from "node:net";
import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, findViolations } from "../support/axe";
import { launchBrowser, newContext, type ViewportName } from "../support/browser";
import { SAMPLE_ENQUIRY } from "../support/enquiry-fixtures";
import { inboxApp, type InboxApp } from "../support/inbox-app";

const VIEWPORTS: readonly ViewportName[] = ["phone", "tablet", "desktop"];
/** Set to a folder to keep a screenshot of each page at each width (never in the repository). */
const SHOTS = process.env.INBOX_SHOTS_DIR;

let inbox: InboxApp;
let server: Server;
let browser: Browser;
let base: string;
let id: string;

beforeAll(async () => {
  inbox = inboxApp({ now: new Date("2026-05-06T00:00:00.000Z") });
  // The staff app's policy: its own sheet only, no script at all.
  inbox.app.set("etag", false);
  const { app } = inbox;
  const outer = (await import("express")).default();
  outer.use((_req, res, next) => {
    res.set(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    next();
  });
  outer.use(app);
  const store = inbox.store;
  await store.inbox.record({ at: new Date("2026-05-05T22:00:00Z"), actor: "bob@practice.example", action: "sign-in" });
  // The longest detail the trail holds: a refused request's, with its count.
  await store.inbox.record({
    at: new Date("2026-05-05T22:30:00Z"),
    actor: "unknown",
    action: "request-refused",
    detail:
      "origin: POST /inbox/523a048a-149c-45a7-bb31-ab78b85e4346/status; 39 more refused since the last one recorded",
  });
  id = (
    await store.insertEnquiry({
      enquiry: {
        ...SAMPLE_ENQUIRY,
        name: "Siobhan O'Brien-Núñez",
        message:
          "We are opening a second site and need the lease and three supplier contracts reviewed before June.\nCan we talk this week?",
      },
      receivedAt: new Date("2026-05-05T00:00:00Z"),
      replyDueAt: new Date("2026-05-06T07:00:00Z"),
    })
  ).id;
  await store.insertEnquiry({
    enquiry: {
      ...SAMPLE_ENQUIRY,
      name: "Tom Nguyen",
      company: "Harbourside Logistics Pty Ltd",
      email: "tom.nguyen@harbourside-logistics.example",
      phone: "+61 412 345 678",
    },
    receivedAt: new Date("2026-05-04T00:00:00Z"),
    replyDueAt: new Date("2026-05-04T07:00:00Z"),
  });
  await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Quick Bot" }, spam: "honeypot" });
  await store.inbox.addNote(
    id,
    "bob@practice.example",
    "Left a voicemail; will try again at 2 pm.",
    new Date("2026-05-05T23:00:00Z"),
  );
  await store.inbox.setStatus(id, "replied", "bob@practice.example", new Date("2026-05-05T23:30:00Z"));
  server = outer.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await inbox?.close();
});

async function check(page: Page, name: string, viewport: ViewportName): Promise<void> {
  const findings = await findViolations(page);
  expect(
    findings.map((finding) => finding.id),
    `axe on ${name} at ${viewport}:\n${describeViolations(findings)}`,
  ).toEqual([]);
  // The sheet applied (no CSP refusal), and nothing is wider than the window.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("system-ui");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png`, fullPage: true });
}

describe.each(VIEWPORTS)("inbox pages at %s width", (viewport) => {
  it("are axe-clean: list, search, quarantined, one enquiry, a refused correction, delete confirmation, audit trail", async () => {
    const context = await newContext(browser, base, { viewport, javaScriptEnabled: false });
    const errors: string[] = [];
    const page = await context.newPage();
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    try {
      for (const [name, path] of [
        ["list", "/inbox"],
        ["search", "/inbox?q=0412345678"],
        ["quarantined", "/inbox?tab=quarantined"],
        ["enquiry", `/inbox/${id.slice(0, 8)}`],
        ["delete", `/inbox/${id}/delete`],
        ["audit", "/audit"],
      ] as const) {
        await page.goto(path);
        await check(page, name, viewport);
      }
      await page.goto(`/inbox/${id}`);
      await page.fill("#correct-email", "not an email");
      await page.fill("#correct-phone", "");
      await page.click("text=Save corrections");
      await page.waitForSelector("#correct-email-error");
      await check(page, "correction-refused", viewport);
      // The refused correction answers 422 and a favicon 404: statuses, not faults. A blocked style or script would be.
      expect(errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
