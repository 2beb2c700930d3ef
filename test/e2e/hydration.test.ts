// Behaviours before, during and after hydration: the server's HTML works as sent (FAQ, phone menu,
// the form's plain POST) while the code that hydrates it is still on its way, a menu opened while
// it arrives survives hydration, and once hydrated the same controls behave as the app makes them.
import type { BrowserContext, Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FORM, ENQUIRY_ERRORS } from "../../shared/content/contact-form";
import { ENQUIRY_RECEIVED } from "../../shared/content/pages";
import { ACTION_TIMEOUT_MS, openPage, setUpSite, waitForHydration, type OpenedPage } from "../support/browser";
import { waitForScrollToSettle } from "../support/scroll";
import { storedEnquiries } from "../support/stored-enquiries";

const site = setUpSite();

/** What the entry script imports once the page has painted: React's runtime, the app and their shared chunks. */
const HYDRATING_CODE = /\/assets\/(react-runtime|app|chunk)-[A-Z0-9]{8}\.js$/;
const APP_CODE = /\/assets\/app-[A-Z0-9]{8}\.js$/;

interface HeldScripts {
  /** Resolves once the entry script has asked for code matching `pattern` (the page painted; its scripts are arriving). */
  requested(pattern?: RegExp): Promise<void>;
  /** Lets the held responses matching `pattern` (all by default) through, and any later ones. */
  release(pattern?: RegExp): void;
}

/**
 * Holds every response of the code that hydrates the page until released, as a slow network would.
 * The entry script itself (client-*.js) loads: it is what asks for the rest after the first paint.
 */
async function holdHydration(page: Page): Promise<HeldScripts> {
  const held: Array<{ route: Route; url: string }> = [];
  const seen: string[] = [];
  const waiting: Array<{ pattern: RegExp; resolve: () => void }> = [];
  const released: RegExp[] = [];
  const isReleased = (url: string) => released.some((pattern) => pattern.test(url));
  await page.route(HYDRATING_CODE, async (route) => {
    const url = route.request().url();
    seen.push(url);
    for (const waiter of waiting.filter((waiter) => waiter.pattern.test(url))) waiter.resolve();
    if (isReleased(url)) await route.continue().catch(() => undefined);
    else held.push({ route, url });
  });
  return {
    requested(pattern = HYDRATING_CODE) {
      if (seen.some((url) => pattern.test(url))) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the page never asked for ${pattern}`)), ACTION_TIMEOUT_MS);
        waiting.push({ pattern, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    release(pattern = HYDRATING_CODE) {
      released.push(pattern);
      for (const entry of held.filter(({ url }) => pattern.test(url))) {
        held.splice(held.indexOf(entry), 1);
        void entry.route.continue().catch(() => undefined);
      }
    },
  };
}

/** True once React has taken over the header (its elements carry React's fiber keys). */
async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const header = document.querySelector("header.site-header");
    return header !== null && Object.keys(header).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** The home page at phone width with the hydrating code held back; the page has painted and asked for it. */
async function openHeld(context: BrowserContext, path = "/"): Promise<OpenedPage & { scripts: HeldScripts }> {
  const opened = await openPage(context, undefined);
  const scripts = await holdHydration(opened.page);
  await opened.page.goto(path, { waitUntil: "load" });
  await scripts.requested();
  expect(await isHydrated(opened.page), "the page is not hydrated while its scripts are held").toBe(false);
  return { ...opened, scripts };
}

async function openFaqStates(page: Page): Promise<boolean[]> {
  return page.locator("#faqs details").evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
}

/** Scrolls 1,500 px down with the mouse wheel, as a visitor would; where the page settled. */
async function wheelDown(page: Page): Promise<number> {
  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, 1500);
  return waitForScrollToSettle(page);
}

function field(page: Page, name: string): Locator {
  return page.locator(`#contact form [name="${name}"]`);
}

function menuButton(page: Page): Locator {
  return page.locator("header .site-header__toggle");
}

function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

async function isMenuOpen(page: Page): Promise<boolean> {
  // By id: getByRole finds no closed menu, being hidden.
  return page.locator("header nav#site-menu").evaluate((nav) => nav.matches(":popover-open"));
}

describe("behaviours before, during and after hydration, at phone width", () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await site.context({ viewport: "phone" });
  });

  afterAll(async () => {
    await context?.close();
  });

  describe("before hydration (its scripts held)", () => {
    it("opens an FAQ answer, and opening another closes the first", async () => {
      const { page, scripts, expectCleanConsole } = await openHeld(context);
      try {
        const summaries = page.locator("#faqs summary");
        await summaries.nth(0).click();
        expect(await openFaqStates(page)).toEqual([true, false, false, false]);
        expect(await page.locator("#faqs details").nth(0).locator(".faq__answer").isVisible()).toBe(true);
        await summaries.nth(1).click();
        expect(await openFaqStates(page)).toEqual([false, true, false, false]);
        expect(await isHydrated(page), "all of it before hydration").toBe(false);
        expectCleanConsole();
      } finally {
        scripts.release();
        await page.close();
      }
    });

    it("opens the phone menu from its button, and its links work", async () => {
      const { page, scripts, expectCleanConsole } = await openHeld(context);
      try {
        const nav = mainNav(page);
        expect(await nav.isVisible(), "the menu starts closed").toBe(false);
        await menuButton(page).click();
        expect(await nav.isVisible(), "the button opens the menu").toBe(true);
        expect(await isMenuOpen(page)).toBe(true);
        expect(
          await menuButton(page).locator(".site-header__icon-close").isVisible(),
          "its button shows the close icon",
        ).toBe(true);
        await nav.getByRole("link", { name: "FAQs", exact: true }).click();
        await page.waitForURL(`${site.url}/#faqs`);
        expect(await isHydrated(page), "all of it before hydration").toBe(false);
        expectCleanConsole();
      } finally {
        scripts.release();
        await page.close();
      }
    });

    it("leaves a menu opened before hydration open after it, its button then saying Close menu", async () => {
      const { page, scripts, expectCleanConsole } = await openHeld(context);
      try {
        await menuButton(page).click();
        expect(await isMenuOpen(page)).toBe(true);
        expect(await isHydrated(page), "opened before hydration").toBe(false);
        scripts.release();
        await waitForHydration(page);
        expect(await isMenuOpen(page), "still open after hydration").toBe(true);
        expect(await menuButton(page).getAttribute("aria-expanded")).toBe("true");
        expect(await page.getByRole("button", { name: "Close menu", exact: true }).isVisible()).toBe(true);
        // The hydrated button closes it.
        await menuButton(page).click();
        expect(await isMenuOpen(page)).toBe(false);
        expect(await menuButton(page).getAttribute("aria-expanded")).toBe("false");
        expect(await mainNav(page).isVisible()).toBe(false);
        expectCleanConsole();
      } finally {
        scripts.release();
        await page.close();
      }
    });

    it("sends a valid enquiry with Send Message as a plain POST, and the server stores it", async () => {
      const { page, scripts, expectCleanConsole } = await openHeld(context);
      try {
        const company = `Before Hydration Pty Ltd ${Date.now()}`;
        await field(page, "name").fill("Robin Example");
        await field(page, "company").fill(company);
        await field(page, "email").fill("robin@example.net.au");
        await field(page, "message").fill("Sent before the scripts arrived.");
        expect(await isHydrated(page), "filled in before hydration").toBe(false);
        await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
        await page.waitForURL(`${site.url}/contact/received`);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(ENQUIRY_RECEIVED.heading);
        expect(storedEnquiries(site.dataDir, company)).toEqual([
          { name: "Robin Example", message: "Sent before the scripts arrived." },
        ]);
        expectCleanConsole();
      } finally {
        scripts.release();
        await page.close();
      }
    });

    it("keeps everything typed when the server refuses the enquiry, with its reason next to the field", async () => {
      const { page, scripts, messages, pageErrors } = await openHeld(context);
      try {
        const company = `Refused Before Hydration Pty Ltd ${Date.now()}`;
        await field(page, "name").fill("Robin Example");
        await field(page, "company").fill(company);
        await field(page, "role").fill("Director");
        await page.getByRole("checkbox", { name: "Property", exact: true }).check();
        await field(page, "message").fill("No email and no phone: the server says so.");
        await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
        await page.waitForURL(`${site.url}/contact`);
        // The page that came back is the form again, still unhydrated (its scripts are held too).
        await page.locator("#enquiry-email-error").waitFor({ state: "visible" });
        expect(await page.locator("#enquiry-email-error").textContent()).toBe(ENQUIRY_ERRORS.emailOrPhone.required);
        expect(await field(page, "name").inputValue()).toBe("Robin Example");
        expect(await field(page, "company").inputValue()).toBe(company);
        expect(await field(page, "role").inputValue()).toBe("Director");
        expect(await field(page, "message").inputValue()).toBe("No email and no phone: the server says so.");
        expect(await page.getByRole("checkbox", { name: "Property", exact: true }).isChecked()).toBe(true);
        expect(storedEnquiries(site.dataDir, company)).toEqual([]);
        // The browser reports the 400 the refused form came back with; nothing else may be logged.
        const problems = messages.filter((line) => line.startsWith("error:") || line.startsWith("warning:"));
        expect(problems).toEqual([
          "error: Failed to load resource: the server responded with a status of 400 (Bad Request)",
        ]);
        expect(pageErrors).toEqual([]);
      } finally {
        scripts.release();
        await page.close();
      }
    });
  });

  describe("during hydration", () => {
    it("keeps a menu opened while the app arrives open once hydrated, labelled Close menu, and Escape closes it", async () => {
      const { page, scripts, expectCleanConsole } = await openHeld(context);
      try {
        // React's runtime arrives and runs; the app follows, and the menu is opened as it does.
        scripts.release(/\/assets\/(react-runtime|chunk)-/);
        await scripts.requested(APP_CODE);
        scripts.release();
        await menuButton(page).click();
        // For the record only: where hydration stood when the click landed varies from run to run.
        console.info(
          `during hydration: the menu was opened with the header ${(await isHydrated(page)) ? "already" : "not yet"} hydrated`,
        );
        await waitForHydration(page);
        expect(await isHydrated(page)).toBe(true);
        expect(await isMenuOpen(page), "still open after hydration").toBe(true);
        expect(await mainNav(page).isVisible()).toBe(true);
        expect(await menuButton(page).getAttribute("aria-expanded")).toBe("true");
        expect(await page.getByRole("button", { name: "Close menu", exact: true }).isVisible()).toBe(true);
        expect(await page.locator("header.site-header").getAttribute("data-menu-open")).toBe("true");

        await page.keyboard.press("Escape");
        expect(await isMenuOpen(page)).toBe(false);
        expect(await mainNav(page).isVisible()).toBe(false);
        expect(await menuButton(page).getAttribute("aria-expanded")).toBe("false");
        expect(await page.getByRole("button", { name: "Open menu", exact: true }).isVisible()).toBe(true);
        expect(
          await menuButton(page).evaluate((button) => button === document.activeElement),
          "focus back on the menu button",
        ).toBe(true);
        expectCleanConsole();
      } finally {
        scripts.release();
        await page.close();
      }
    });
  });

  describe("typed before hydration, sent after it", () => {
    it("sends what the visitor typed while the scripts arrived, in place, with no message at a field", async () => {
      const { page, scripts, expectCleanConsole } = await openHeld(context);
      try {
        const company = `Typed Before Hydration Pty Ltd ${Date.now()}`;
        await field(page, "name").fill("Robin Example");
        await field(page, "company").fill(company);
        await field(page, "email").fill("robin@example.net.au");
        await field(page, "message").fill("Typed before the scripts arrived.");
        scripts.release();
        await waitForHydration(page);
        await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
        // The toast, or a message at a field: whichever the hydrated form answers with.
        await page.locator(".toast__title, #contact .field__error:not(:empty)").first().waitFor({ timeout: 15_000 });
        expect(await page.locator("#contact .field__error:not(:empty)").allTextContents()).toEqual([]);
        await page
          .getByRole("status")
          .locator(".toast__title", { hasText: CONTACT_FORM.success.title })
          .waitFor({ timeout: 15_000 });
        expect(page.url(), "sent in place, by the hydrated form").toBe(`${site.url}/`);
        const [stored] = storedEnquiries(site.dataDir, company);
        expect(stored).toEqual({ name: "Robin Example", message: "Typed before the scripts arrived." });
        expectCleanConsole();
      } finally {
        scripts.release();
        await page.close();
      }
    });
  });

  describe("where the page is once hydrated", () => {
    it("stays where the visitor scrolled to while the scripts arrived", async () => {
      const { page, scripts, expectCleanConsole } = await openHeld(context);
      try {
        const scrolled = await wheelDown(page);
        expect(scrolled, "the visitor scrolled down before hydration").toBeGreaterThan(1000);
        scripts.release();
        await waitForHydration(page);
        await waitForScrollToSettle(page);
        expect(await page.evaluate(() => window.scrollY), "where the visitor left it").toBe(scrolled);
        expectCleanConsole();
      } finally {
        scripts.release();
        await page.close();
      }
    });

    it("starts at the top after a reload, where the browser would put back the old place", async () => {
      const { page, expectCleanConsole } = await openPage(context, "/");
      try {
        expect(await wheelDown(page)).toBeGreaterThan(1000);
        await page.reload({ waitUntil: "load" });
        await waitForHydration(page);
        await waitForScrollToSettle(page);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expectCleanConsole();
      } finally {
        await page.close();
      }
    });
  });

  describe("after hydration", () => {
    let opened: OpenedPage;
    let page: Page;

    beforeAll(async () => {
      opened = await openPage(context, "/");
      page = opened.page;
      expect(await isHydrated(page)).toBe(true);
    });

    afterAll(async () => {
      await page?.close();
    });

    it("opens an FAQ answer", async () => {
      await page.locator("#faqs summary").nth(2).click();
      expect(await openFaqStates(page)).toEqual([false, false, true, false]);
    });

    it("opens and closes the phone menu from its button", async () => {
      const button = menuButton(page);
      await button.click();
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await mainNav(page).isVisible()).toBe(true);
      await button.click();
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await mainNav(page).isVisible()).toBe(false);
    });

    it("sends the enquiry in place and shows the toast", async () => {
      await field(page, "name").fill("Jane Citizen");
      await field(page, "company").fill(`After Hydration Pty Ltd ${Date.now()}`);
      await field(page, "email").fill("jane@acme.example");
      await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
      await page
        .getByRole("status")
        .locator(".toast__title", { hasText: CONTACT_FORM.success.title })
        .waitFor({ timeout: 15_000 });
      expect(page.url()).toBe(`${site.url}/`);
    });

    it("kept a clean console", () => {
      opened.expectCleanConsole();
    });
  });
});
