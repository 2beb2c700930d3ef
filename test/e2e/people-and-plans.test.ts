// The team, plans and their pages in the browser, at the phone, tablet and desktop widths: the new pages are axe-clean and
// never scroll sideways; the header's Pricing item reaches the plans with and without JavaScript;
// the panel saying what happens after an enquiry is still on screen ten seconds after a send.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONTACT_FORM } from "../../shared/content/contact-form";
import { PLANS_PATH, PLANS_SECTION_ID } from "../../shared/content/navigation";
import { describeViolations, findViolations } from "../support/axe";
import { openPage, setUpSite, VIEWPORTS, type ViewportName } from "../support/browser";

const site = setUpSite();
const WIDTHS = Object.keys(VIEWPORTS) as ViewportName[];
const PANEL_HELD_MS = 10_000;

/** Whether any part of the element is inside the viewport. */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.height > 0;
  });

/** The first profile's address, as /about links it (no shipped name in the test). */
async function firstProfile(page: Page): Promise<string> {
  await page.goto("/about");
  const href = await page.locator(".person-list a").first().getAttribute("href");
  if (!href) throw new Error("/about links no profile");
  return href;
}

describe("the people and the plans", () => {
  it.each(WIDTHS)(
    "at the %s width, the new and changed pages have no axe violations and no sideways scroll",
    async (viewport) => {
      const context = await site.context({ viewport });
      const { page } = await openPage(context, undefined);
      const profile = await firstProfile(page);
      for (const path of [
        "/about",
        profile,
        "/how-we-work",
        "/contact/received",
        "/cost-comparison",
        "/practice-areas/corporate-commercial",
        "/",
      ]) {
        await page.goto(path, { waitUntil: "load" });
        const findings = await findViolations(page);
        expect(findings, `${path}: ${describeViolations(findings)}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), path).toBe(true);
      }
      await context.close();
    },
    180_000,
  );

  it.each([
    ["phone", true],
    ["phone", false],
    ["desktop", true],
    ["desktop", false],
  ] as const)(
    "the header's Pricing item leads to the plans (%s, JavaScript %s)",
    async (viewport, javaScriptEnabled) => {
      const context = await site.context({ viewport, javaScriptEnabled });
      const { page, expectCleanConsole } = await openPage(context, "/blog");
      if (viewport === "phone") await page.locator("header .site-header__toggle").click();
      await page.locator("header nav").getByRole("link", { name: "Pricing" }).click();
      await page.waitForURL((url) => url.pathname === PLANS_PATH.split("#")[0] && url.hash === `#${PLANS_SECTION_ID}`);
      await page.locator(`#${PLANS_SECTION_ID}`).waitFor();
      // The plans' heading is on screen, below the fixed header.
      await expect.poll(() => onScreen(page, `#${PLANS_SECTION_ID} h2`), { timeout: 5_000 }).toBe(true);
      const headerBottom = await page
        .locator("header.site-header")
        .evaluate((header) => header.getBoundingClientRect().bottom);
      const headingTop = await page
        .locator(`#${PLANS_SECTION_ID} h2`)
        .evaluate((heading) => heading.getBoundingClientRect().top);
      expect(headingTop).toBeGreaterThanOrEqual(headerBottom - 1);
      expectCleanConsole();
      await context.close();
    },
    60_000,
  );

  // Side by side: each width's test spends its time in the ten seconds it waits, and each has a
  // context of its own.
  it.concurrent.each(WIDTHS)(
    "at the %s width, what happens next is still on screen ten seconds after a successful send",
    async (viewport) => {
      const context = await site.context({ viewport });
      const { page, expectCleanConsole } = await openPage(context, "/");
      const form = page.locator("#contact form");
      await form.locator('[name="name"]').fill("Robin Example");
      await form.locator('[name="company"]').fill(`Next Steps Pty Ltd ${viewport} ${Date.now()}`);
      await form.locator('[name="email"]').fill("robin@example.net");
      await form.getByRole("button", { name: CONTACT_FORM.submit }).click();
      await page
        .getByRole("status")
        .locator(".toast__title", { hasText: CONTACT_FORM.success.title })
        .waitFor({ timeout: 15_000 });
      expect(await form.locator('[name="name"]').inputValue()).toBe("");
      await page.waitForTimeout(PANEL_HELD_MS);
      expect(await onScreen(page, "#contact .next-steps")).toBe(true);
      // The test server has no mail set up, so it promises no reply time (site-content.ts, replyPromiseKept).
      expect(await page.locator("#contact .next-steps").textContent()).toMatch(/as soon as we can/);
      expectCleanConsole();
      await context.close();
    },
    60_000,
  );
});
