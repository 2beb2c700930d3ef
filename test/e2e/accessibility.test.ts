// axe-core on every page and every interactive state, at desktop and phone width (WCAG 2.2 AA and best practice).
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FORM } from "../../shared/content/contact-form";
import { POLICY_LINKS } from "../../shared/content/navigation";
import { findViolations, describeViolations } from "../support/axe";
import { openPage, setUpSite, type OpenedPage, type ViewportName } from "../support/browser";
import { newestShippedPost } from "../support/blog";

const PAGES = [
  "/",
  "/blog",
  `/blog/${newestShippedPost().slug}`,
  "/terms-of-service",
  "/privacy-policy",
  "/accessibility",
  "/no-such-page",
  "/contact/received",
];
const VIEWPORTS: readonly ViewportName[] = ["desktop", "phone"];

// A roomy rate limit: this file posts enquiries at both widths.
const site = setUpSite({ env: { RATE_LIMIT_MAX: "1000" } });

function context(viewport: ViewportName, javaScriptEnabled = true): Promise<BrowserContext> {
  return site.context({ viewport, javaScriptEnabled });
}

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const findings = await findViolations(page);
  expect(
    findings.map((finding) => finding.id),
    `axe violations ${what}:\n${describeViolations(findings)}`,
  ).toEqual([]);
}

function field(page: Page, name: string) {
  return page.locator(`#contact form [name="${name}"]`);
}

describe.each(VIEWPORTS)("at %s width", (viewport) => {
  let ctx: BrowserContext;

  beforeAll(async () => {
    ctx = await context(viewport);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function open(path: string): Promise<OpenedPage> {
    return openPage(ctx, path);
  }

  it.each(PAGES)("%s has no violations", async (path) => {
    const { page, expectCleanConsole } = await open(path);
    try {
      await expectNoViolations(page, `on ${path} (${viewport})`);
      expectCleanConsole();
    } finally {
      await page.close();
    }
  });

  it("has no violations with an FAQ item open", async () => {
    const { page, expectCleanConsole } = await open("/");
    try {
      await page.locator("#faqs summary").first().click();
      expect(
        await page
          .locator("#faqs details")
          .first()
          .evaluate((item) => (item as HTMLDetailsElement).open),
      ).toBe(true);
      await expectNoViolations(page, `with an FAQ item open (${viewport})`);
      expectCleanConsole();
    } finally {
      await page.close();
    }
  });

  it.runIf(viewport === "phone")("has no violations with the mobile menu open", async () => {
    const { page, expectCleanConsole } = await open("/blog");
    try {
      const toggle = page.locator(".site-header__toggle");
      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
      await expectNoViolations(page, `with the mobile menu open (${viewport})`);
      expectCleanConsole();
    } finally {
      await page.close();
    }
  });

  it("has no violations while the enquiry toast shows", async () => {
    const { page, expectCleanConsole } = await open("/");
    try {
      await field(page, "name").fill("Jane Citizen");
      await field(page, "company").fill("Acme Pty Ltd");
      await field(page, "email").fill("jane@acme.example");
      await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
      const toast = page.locator(".toast");
      await toast.waitFor({ state: "visible", timeout: 8000 });
      expect(await toast.locator(".toast__title").textContent()).toBe(CONTACT_FORM.success.title);
      await expectNoViolations(page, `with the toast shown (${viewport})`);
      expect(await toast.count(), "the toast was still on screen when axe finished").toBe(1);
      expectCleanConsole();
    } finally {
      await page.close();
    }
  });

  it("has no violations with form errors shown, and the error is tied to its field and focused", async () => {
    const { page, expectCleanConsole } = await open("/");
    try {
      await field(page, "name").fill("Jane Citizen");
      await field(page, "company").fill("Acme Pty Ltd");
      await field(page, "phone").fill("abc");
      await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
      const phone = field(page, "phone");
      await page.locator("#enquiry-phone-error").waitFor({ state: "visible" });
      expect(await phone.getAttribute("aria-invalid")).toBe("true");
      expect(await phone.getAttribute("aria-describedby")).toContain("enquiry-phone-error");
      expect(
        await phone.evaluate((input) => input === document.activeElement),
        "focus goes to the first invalid field",
      ).toBe(true);
      expect(await page.locator(".toast").count(), "the message at the field is the only one").toBe(0);
      await expectNoViolations(page, `with form errors shown (${viewport})`);
      expectCleanConsole();
    } finally {
      await page.close();
    }
  });

  it("has no violations with the email-or-phone message shown once, tied to both fields", async () => {
    const { page, expectCleanConsole } = await open("/");
    try {
      await field(page, "name").fill("Jane Citizen");
      await field(page, "company").fill("Acme Pty Ltd");
      await page.getByRole("button", { name: CONTACT_FORM.submit }).click();
      await page.locator("#enquiry-email-error").waitFor({ state: "visible" });
      for (const name of ["email", "phone"])
        expect(await field(page, name).getAttribute("aria-describedby")).toBe(
          "enquiry-contact-hint enquiry-email-error",
        );
      await expectNoViolations(page, `with the email-or-phone message shown (${viewport})`);
      expectCleanConsole();
    } finally {
      await page.close();
    }
  });

  it("has no violations on the form the server re-renders with errors (no JavaScript)", async () => {
    const noScript = await context(viewport, false);
    try {
      const { page, messages, pageErrors } = await openPage(noScript, "/");
      await field(page, "name").fill("Jane Citizen");
      await field(page, "company").fill("Acme Pty Ltd");
      await field(page, "phone").fill("abc");
      const [response] = await Promise.all([
        page.waitForResponse(
          (candidate) => candidate.request().method() === "POST" && new URL(candidate.url()).pathname === "/contact",
        ),
        page.getByRole("button", { name: CONTACT_FORM.submit }).click(),
      ]);
      expect(response.status()).toBe(400);
      await page.waitForLoadState("load");
      const phone = field(page, "phone");
      expect(await phone.getAttribute("aria-invalid")).toBe("true");
      expect(await phone.getAttribute("aria-describedby")).toContain("enquiry-phone-error");
      expect(await page.locator("#enquiry-phone-error").isVisible()).toBe(true);
      expect(
        await phone.evaluate((input) => input === document.activeElement),
        "autofocus puts the first invalid field in focus",
      ).toBe(true);
      await expectNoViolations(page, `on the re-rendered form (${viewport}, no JavaScript)`);
      // Chromium reports the 400 document itself as a failed resource; nothing else may appear.
      const problems = messages.filter(
        (line) => /^(error|warning): /.test(line) && !/status of 400 \(Bad Request\)/.test(line),
      );
      expect(pageErrors).toEqual([]);
      expect(problems, "console errors or warnings").toEqual([]);
    } finally {
      await noScript.close();
    }
  });

  it("has no violations on a policy page reached by client-side navigation, with focus on its heading", async () => {
    const { page, expectCleanConsole } = await open("/");
    try {
      const privacy = POLICY_LINKS.find((link) => link.to === "/privacy-policy");
      if (!privacy) throw new Error("no Privacy Policy link in the content");
      await page.getByRole("contentinfo").getByRole("link", { name: privacy.label, exact: true }).click();
      await page.waitForFunction(
        () =>
          document.querySelector("main h1")?.textContent === "Privacy Policy" &&
          document.querySelector("[data-fragment]") !== null,
      );
      await page.waitForFunction(() => document.activeElement === document.querySelector("main h1"));
      expect(await page.title()).toContain("Privacy Policy");
      expect(new URL(page.url()).pathname).toBe("/privacy-policy");
      await expectNoViolations(page, `on /privacy-policy after client-side navigation (${viewport})`);
      expectCleanConsole();
    } finally {
      await page.close();
    }
  });
});
