// A confirmation that stays: 15 s after a stored enquiry the form's place still says it arrived and
// what happens next, with focus in it; 15 s after a send that failed (the request aborted) the
// failure is still stated beside Send with what to do, and what was typed is kept.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONTACT_FORM } from "../../shared/content/contact-form";
import { ENQUIRY_RECEIVED } from "../../shared/content/pages";
import type { BrowserContext } from "playwright-core";
import { openPage, setUpSite, waitForHydration, type OpenedPage } from "../support/browser";
import { waitForScrollToSettle } from "../support/scroll";

const site = setUpSite();
/** Well past the toast (5 s) and any animation: what is on screen now is what stays. */
const HELD_MS = 15_000;

/**
 * The home page on a page whose clock the test moves (Playwright's page.clock): time still flows
 * as usual, and runFor(HELD_MS) then fires every timer of the next 15 s at once, so the test does
 * not wait 15 real seconds.
 */
async function homeWithClock(context: BrowserContext): Promise<OpenedPage> {
  const opened = await openPage(context, undefined);
  await opened.page.clock.install();
  await opened.page.goto("/", { waitUntil: "load" });
  await waitForHydration(opened.page);
  return opened;
}

/** Wholly inside the viewport and below the fixed header. */
const onScreen = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const header = document.querySelector("header.site-header")?.getBoundingClientRect().bottom ?? 0;
      return box.width > 0 && box.top >= header - 1 && box.bottom <= window.innerHeight + 1;
    });

async function fill(page: Page, company: string) {
  const form = page.locator("#contact form");
  await form.locator('[name="name"]').fill("Robin Example");
  await form.locator('[name="company"]').fill(company);
  await form.locator('[name="email"]').fill("robin@example.net.au");
  await form.locator('[name="message"]').fill("About an annual arrangement.");
}

// Side by side: each test spends its time in the 15 s it waits, and each has a context of its own.
describe.concurrent("a confirmation that stays", () => {
  it.each(["phone", "desktop"] as const)(
    "at the %s width, the confirmation and the next steps are on screen 15 s after a send, with focus in it",
    async (viewport) => {
      const context = await site.context({ viewport });
      const { page, expectCleanConsole } = await homeWithClock(context);
      await fill(page, `Lasting Pty Ltd ${viewport} ${Date.now()}`);
      await page.locator("#contact form").getByRole("button", { name: CONTACT_FORM.submit }).click();
      await page.locator(".enquiry-confirmation").waitFor({ timeout: 15_000 });
      await page.clock.runFor(HELD_MS);
      // The browser's own smooth scroll to the confirmation runs in real time, not on the page's clock.
      await waitForScrollToSettle(page);
      expect(await page.locator(".toast").count(), "the toast has gone by now").toBe(0);
      expect(await page.getByRole("heading", { name: ENQUIRY_RECEIVED.heading }).isVisible()).toBe(true);
      expect(await onScreen(page, ".enquiry-confirmation h3")).toBe(true);
      expect(await page.locator(".enquiry-confirmation .next-steps").isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.closest(".enquiry-confirmation") !== null)).toBe(true);
      expectCleanConsole();
      await context.close();
    },
    60_000,
  );

  it("a failed send (the request aborted) is still stated beside Send 15 s later, with the phone and email, and what was typed is kept", async () => {
    const context = await site.context({ viewport: "phone" });
    const { page } = await homeWithClock(context);
    await fill(page, `Aborted Pty Ltd ${Date.now()}`);
    await page.route("**/api/enquiries", (route) => route.abort("failed"));
    const send = page.locator("#contact form").getByRole("button", { name: CONTACT_FORM.submit });
    await send.click();
    const note = page.locator(".contact-form__failure");
    await note.waitFor({ timeout: 15_000 });
    await page.clock.runFor(HELD_MS);
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain(CONTACT_FORM.failure.network.title);
    expect(await note.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await note.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await page.locator("#contact form [name=company]").inputValue()).toMatch(/^Aborted Pty Ltd/);
    expect(await page.locator("#contact form [name=message]").inputValue()).toBe("About an annual arrangement.");
    expect(await page.locator(".enquiry-confirmation").count(), "no confirmation for a send that failed").toBe(0);
    // Focus stayed on Send through the send.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(CONTACT_FORM.submit);
    await context.close();
  }, 60_000);
});

describe("a page opened at an anchor, without JavaScript", () => {
  it("jumps to /how-we-work#plans at once, rather than gliding there through the page", async () => {
    const context = await site.context({ viewport: "phone", javaScriptEnabled: false });
    const { page } = await openPage(context, "/how-we-work#plans");
    const top = () => page.locator("#plans").evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const first = await top();
    await page.waitForTimeout(600);
    expect(await top(), "the plans did not move after the load: no glide").toBe(first);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(200);
    await context.close();
  }, 60_000);
});

describe("reflow at 320 px", () => {
  it("a profile's page never scrolls sideways at 320 px (long area names wrap)", async () => {
    const context = await site.context({ viewport: "phone" });
    const { page } = await openPage(context, "/about");
    const profile = await page.locator(".person-list a").first().getAttribute("href");
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(profile ?? "/about");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  }, 60_000);
});
