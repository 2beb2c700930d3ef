// The FAQ accordion and the contact form with its toast, in a real browser (spec sections 2, 4 and 5).
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOAST_DURATION_MS } from "../../shared/content/behaviour";
import { BUSINESS_SIZES, CONTACT_FORM, ENQUIRY_ERRORS, LEGAL_PRIORITIES } from "../../shared/content/contact-form";
import { FAQS } from "../../shared/content/home";
import { openPage, setUpSite, type OpenedPage } from "../support/browser";

const site = setUpSite();

async function openFaqStates(page: Page): Promise<boolean[]> {
  return page.locator("#faqs details").evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
}

/** A form control by its name attribute, the contract with the server that survives markup changes. */
function field(page: Page, name: string) {
  return page.locator(`#contact form [name="${name}"]`);
}

/** Every field's value as the form holds it now; checkboxes as the list of checked priorities. */
async function formValues(page: Page) {
  return page.locator("#contact form").evaluate((form) => {
    const field = (name: string) => (form.querySelector(`[name="${name}"]`) as HTMLInputElement | null)?.value;
    return {
      name: field("name"),
      company: field("company"),
      role: field("role"),
      email: field("email"),
      phone: field("phone"),
      businessSize: field("businessSize"),
      message: field("message"),
      priorities: [...form.querySelectorAll<HTMLInputElement>('input[name="priorities"]:checked')].map(
        (box) => box.value,
      ),
    };
  });
}

describe.each(["desktop", "phone"] as const)("at %s width", (viewport) => {
  let opened: OpenedPage;
  let page: Page;
  const posts: Request[] = [];

  beforeAll(async () => {
    const context = await site.context({ viewport });
    opened = await openPage(context, "/");
    page = opened.page;
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request);
    });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  describe("FAQ accordion", () => {
    it("opens one item at a time, and the open one closes again leaving none open", async () => {
      const summaries = page.locator("#faqs summary");
      expect(await summaries.count()).toBe(FAQS.items.length);
      expect(await openFaqStates(page)).toEqual([false, false, false, false]);
      await summaries.nth(0).click();
      expect(await openFaqStates(page)).toEqual([true, false, false, false]);
      expect(await page.locator("#faqs details").nth(0).locator(".faq__answer").isVisible()).toBe(true);
      await summaries.nth(2).click();
      expect(await openFaqStates(page)).toEqual([false, false, true, false]);
      await summaries.nth(3).click();
      expect(await openFaqStates(page)).toEqual([false, false, false, true]);
      await summaries.nth(3).click();
      expect(await openFaqStates(page)).toEqual([false, false, false, false]);
      await summaries.nth(1).focus();
      await page.keyboard.press("Enter");
      expect(await openFaqStates(page), "the keyboard opens an item too").toEqual([false, true, false, false]);
    });
  });

  describe("contact form", () => {
    it("adds and removes a priority when it is toggled", async () => {
      const box = (priority: string) => page.getByRole("checkbox", { name: priority, exact: true });
      await box(LEGAL_PRIORITIES[0]).check();
      await box(LEGAL_PRIORITIES[3]).check();
      expect((await formValues(page)).priorities).toEqual([LEGAL_PRIORITIES[0], LEGAL_PRIORITIES[3]]);
      await box(LEGAL_PRIORITIES[0]).uncheck();
      expect((await formValues(page)).priorities).toEqual([LEGAL_PRIORITIES[3]]);
      await box(LEGAL_PRIORITIES[0]).click();
      expect((await formValues(page)).priorities).toEqual([LEGAL_PRIORITIES[0], LEGAL_PRIORITIES[3]]);
    });

    it("without a Name, the form's own check stops the submit: its message at the field, nothing sent, no toast", async () => {
      posts.length = 0;
      await field(page, "company").fill("Acme Pty Ltd");
      await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
      const name = field(page, "name");
      await page.locator("#enquiry-name-error").waitFor({ state: "visible" });
      expect(await page.locator("#enquiry-name-error").textContent()).toBe(ENQUIRY_ERRORS.name.required);
      expect(await name.evaluate((input) => input === document.activeElement), "the empty field takes focus").toBe(
        true,
      );
      await page.waitForTimeout(300);
      expect(posts.map((request) => request.url())).toEqual([]);
      expect(await page.locator(".toast").count()).toBe(0);
      expect(page.url()).toBe(`${site.url}/`);
    });

    it("with neither email nor phone, shows the message once, under Email, tied to both, and sends nothing", async () => {
      await field(page, "name").fill("Jane Citizen");
      await field(page, "company").fill("Acme Pty Ltd");
      await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
      const email = field(page, "email");
      await page.locator("#enquiry-email-error").waitFor({ state: "visible" });
      expect(await page.locator("#enquiry-email-error").textContent()).toBe(ENQUIRY_ERRORS.emailOrPhone.required);
      expect(await page.locator("#enquiry-phone-error").count()).toBe(0);
      for (const input of [email, field(page, "phone")]) {
        expect(await input.getAttribute("aria-invalid")).toBe("true");
        expect(await input.getAttribute("aria-describedby")).toContain("enquiry-email-error");
      }
      expect(await email.evaluate((input) => input === document.activeElement), "the pair takes focus").toBe(true);
      await page.waitForTimeout(300);
      expect(posts.map((request) => request.url())).toEqual([]);
      expect(await page.locator(".toast").count()).toBe(0);
      // Typing either one lets go of the message.
      await email.fill("j");
      expect(await page.locator("#enquiry-email-error, #enquiry-phone-error").count()).toBe(0);
      await email.fill("");
    });

    it("on submit with an email only shows the toast, announced, and resets every field without posting the page", async () => {
      await field(page, "name").fill("Jane Citizen");
      await field(page, "company").fill("Acme Pty Ltd");
      await field(page, "role").fill("CEO");
      await field(page, "email").fill("jane@acme.example");
      await field(page, "businessSize").selectOption(BUSINESS_SIZES[1]);
      await field(page, "message").fill("We'd like to talk about the 2026 launch.");
      const before = await formValues(page);
      expect(before.priorities.length).toBeGreaterThan(0);
      expect(before.businessSize).toBe(BUSINESS_SIZES[1]);

      let navigated = false;
      page.once("framenavigated", (frame) => {
        if (frame === page.mainFrame()) navigated = true;
      });
      await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
      const region = page.getByRole("status");
      const toast = region.locator(".toast");
      await toast.waitFor({ state: "visible", timeout: 5000 });
      expect(await toast.locator(".toast__title").textContent()).toBe(CONTACT_FORM.success.title);
      expect(await toast.locator(".toast__description").textContent()).toBe(CONTACT_FORM.success.description);
      expect(await region.getAttribute("aria-live")).toBe("polite");
      expect(navigated, "the form must not post the page").toBe(false);
      expect(page.url()).toBe(`${site.url}/`);

      await page.waitForFunction(
        () => (document.querySelector("#contact input[name='name']") as HTMLInputElement).value === "",
      );
      expect(await formValues(page)).toEqual({
        name: "",
        company: "",
        role: "",
        email: "",
        phone: "",
        businessSize: "",
        message: "",
        priorities: [],
      });

      // Silent beside the focused confirmation (heard once), so not a named button to assistive technology.
      await toast.locator(".toast__close").click();
      expect(await region.locator(".toast").count()).toBe(0);
    });

    if (viewport === "desktop") {
      it("lets a toast go by itself after a few seconds", async () => {
        // The send before this one left its lasting confirmation in the form's place: ask for the form again.
        const again = page.getByRole("button", { name: CONTACT_FORM.sendAnother });
        if ((await again.count()) > 0) await again.click();
        await field(page, "name").fill("Sam");
        await field(page, "company").fill("Beta Co");
        await field(page, "phone").fill("0412 345 678");
        await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
        const toast = page.getByRole("status").locator(".toast");
        await toast.waitFor({ state: "visible", timeout: 5000 });
        const shown = Date.now();
        await toast.waitFor({ state: "detached", timeout: TOAST_DURATION_MS + 3000 });
        const lasted = Date.now() - shown;
        console.info(`toast stayed ${lasted} ms`);
        expect(lasted).toBeGreaterThan(2000);
      });
    }

    it("kept a clean console", () => {
      opened.expectCleanConsole();
    });
  });
});
