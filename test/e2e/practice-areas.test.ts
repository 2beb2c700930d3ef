// The pages a prospective client looks for: how an engagement works and each practice area. Clean
// for axe at phone, tablet and desktop widths; an area's "Discuss … with us" opens the enquiry form
// with its priorities ticked, with and without JavaScript, and the enquiry sent from it keeps them.
import { join } from "node:path";
import { openDatabase } from "../../server/enquiries/sqlite-driver";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FORM } from "../../shared/content/contact-form";
import { ENQUIRY_RECEIVED } from "../../shared/content/pages";
import { PRACTICE_AREA_COPY } from "../../shared/content/practice-area-pages";
import { MIN_FILL_TIME_MS } from "../../shared/lib/enquiry-api";
import { DATABASE_FILE } from "../../server/enquiries/store-sqlite";
import { describeViolations, findViolations } from "../support/axe";
import { openPage, setUpSite, type ViewportName } from "../support/browser";

const site = setUpSite({ env: { RATE_LIMIT_MAX: "1000" } });
const AREA = "/practice-areas/employment-workplace-relations";
const AREA_TITLE = "Employment & Workplace Relations";

function storedPriorities(company: string): string[] | undefined {
  const db = openDatabase(join(site.dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT priorities FROM enquiries WHERE company = ?").get(company) as
      { priorities: string } | undefined;
    return row ? (JSON.parse(row.priorities) as string[]) : undefined;
  } finally {
    db.close();
  }
}

const checkedPriorities = (page: Page) =>
  page
    .locator('#contact form input[name="priorities"]:checked')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));

describe.each(["phone", "tablet", "desktop"] as const satisfies readonly ViewportName[])("at %s width", (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await site.context({ viewport });
  });
  afterAll(() => context?.close());

  it.each(["/how-we-work", AREA, "/practice-areas/dispute-resolution-litigation"])(
    "%s has no axe violations and no horizontal overflow",
    async (path) => {
      const { page, expectCleanConsole } = await openPage(context, path);
      const findings = await findViolations(page);
      expect(
        findings.map((finding) => finding.id),
        describeViolations(findings),
      ).toEqual([]);
      // The scope table scrolls inside its own region; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expectCleanConsole();
      await page.close();
    },
  );
});

describe.each([true, false])("Discuss an area with us (JavaScript %s)", (javaScriptEnabled) => {
  it("opens the enquiry form with the area's priority ticked, and the enquiry sent keeps it", async () => {
    const context = await site.context({ javaScriptEnabled });
    try {
      const { page, expectCleanConsole } = await openPage(context, AREA, { hydrated: javaScriptEnabled });
      await page.getByRole("link", { name: PRACTICE_AREA_COPY.discuss(AREA_TITLE) }).click();
      await page.waitForURL(/\/(contact\?priority=|#contact)/);
      await page.locator("#contact form").waitFor();
      // The link is answered by the server (a new page, its form filled in from the query), whose
      // script hydrates the form after the first paint: this test types once it has.
      if (javaScriptEnabled)
        await page.waitForFunction(() =>
          Object.keys(document.querySelector("#contact form") ?? {}).some((key) => key.startsWith("__reactFiber$")),
        );
      expect(await checkedPriorities(page)).toEqual(["Employment Law"]);

      const company = `Discuss Area Pty Ltd ${javaScriptEnabled} ${Date.now()}`;
      const form = page.locator("#contact form");
      await form.locator('[name="name"]').fill("Robin Example");
      await form.locator('[name="company"]').fill(company);
      await form.locator('[name="email"]').fill("robin@example.net.au");
      // A person takes longer than the form's minimum fill time.
      await page.waitForTimeout(MIN_FILL_TIME_MS);
      await form.getByRole("button", { name: CONTACT_FORM.submit }).click();
      if (javaScriptEnabled) {
        // The server's answer, on two busy cores beside the audit; on a timeout, what the form says instead.
        await page
          .getByRole("heading", { name: CONTACT_FORM.success.title })
          .waitFor({ timeout: 30_000 })
          .catch(async (error: Error) => {
            throw new Error(`${error.message}\nthe form says: ${await form.innerText().catch(() => "(gone)")}`);
          });
      } else {
        await page.waitForURL(`${site.url}/contact/received`);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(ENQUIRY_RECEIVED.heading);
      }
      expect(storedPriorities(company)).toEqual(["Employment Law"]);
      expectCleanConsole();
    } finally {
      await context.close();
    }
  }, 60_000);
});
