// The enquiry really reaches the store: a network failure keeps every field and a retry is not a
// duplicate; success shows the spec's toast and resets; without JavaScript the form posts and the
// confirmation page shows.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONTACT_FORM } from "../../shared/content/contact-form";
import { ENQUIRY_RECEIVED } from "../../shared/content/pages";
import { openPage, setUpSite } from "../support/browser";
import { storedEnquiries } from "../support/stored-enquiries";

const site = setUpSite();

async function fillEverything(page: Page, company: string) {
  const form = page.locator("#contact form");
  await form.locator('[name="name"]').fill("Robin Example");
  await form.locator('[name="company"]').fill(company);
  await form.locator('[name="role"]').fill("Chief Financial Officer");
  await form.locator('[name="email"]').fill("robin@example.net.au");
  await form.locator('[name="phone"]').fill("+61 7 3000 0000");
  await form.locator('[name="businessSize"]').selectOption("51-200");
  await form.getByLabel("Employment Law").check();
  await form.getByLabel("Property").check();
  await form.locator('[name="message"]').fill("We would like to talk about an annual arrangement.\nSecond line.");
}

async function formValues(page: Page) {
  return page.locator("#contact form").evaluate((form) => {
    const value = (name: string) => (form.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
    return {
      name: value("name"),
      company: value("company"),
      role: value("role"),
      email: value("email"),
      phone: value("phone"),
      businessSize: value("businessSize"),
      message: value("message"),
      priorities: [...form.querySelectorAll<HTMLInputElement>('input[name="priorities"]:checked')].map(
        (box) => box.value,
      ),
    };
  });
}

describe("enquiries in the browser", () => {
  it("keeps every field and says what happened when the network fails after the server stored it; the retry is not a duplicate", async () => {
    const context = await site.context();
    const { page, messages, pageErrors } = await openPage(context, "/");
    const company = `Network Failure Pty Ltd ${Date.now()}`;
    await fillEverything(page, company);
    const typed = await formValues(page);

    // The request reaches the server and is stored, but the answer never arrives.
    await page.route("**/api/enquiries", async (route) => {
      await route.fetch();
      await route.abort("internetdisconnected");
    });
    await page.locator("#contact form").getByRole("button", { name: CONTACT_FORM.submit }).click();
    const toast = page.getByRole("status").locator(".toast");
    await toast.waitFor({ state: "visible", timeout: 15_000 });
    expect(await toast.locator(".toast__title").textContent()).toBe(CONTACT_FORM.failure.network.title);
    expect(await toast.locator(".toast__description").textContent()).toBe(CONTACT_FORM.failure.network.description);
    expect(await formValues(page)).toEqual(typed);
    expect(await page.locator("#contact form button[type=submit]").isEnabled()).toBe(true);
    expect(storedEnquiries(site.dataDir, company)).toHaveLength(1);

    // The network is back: the same submission goes again and lands once.
    await page.unroute("**/api/enquiries");
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await page.locator("#contact form").getByRole("button", { name: CONTACT_FORM.submit }).click();
    await page
      .getByRole("status")
      .locator(".toast__title", { hasText: CONTACT_FORM.success.title })
      .waitFor({ timeout: 15_000 });
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
    expect(storedEnquiries(site.dataDir, company)).toHaveLength(1);
    // The browser reports the cut connection itself; nothing else may be logged.
    const problems = messages.filter((line) => line.startsWith("error:") || line.startsWith("warning:"));
    expect(problems).toEqual(["error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED"]);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it("without JavaScript posts the form and shows the confirmation", async () => {
    const context = await site.context({ javaScriptEnabled: false });
    const { page, expectCleanConsole } = await openPage(context, "/");
    const company = `No Script Pty Ltd ${Date.now()}`;
    await fillEverything(page, company);
    await page.locator("#contact form").getByRole("button", { name: CONTACT_FORM.submit }).click();
    await page.waitForURL(`${site.url}/contact/received`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(ENQUIRY_RECEIVED.heading);
    expect(await page.getByText(ENQUIRY_RECEIVED.body).isVisible()).toBe(true);
    const [stored] = storedEnquiries(site.dataDir, company);
    expect(stored?.message).toBe("We would like to talk about an annual arrangement.\nSecond line.");
    expectCleanConsole();
    await context.close();
  }, 60_000);
});
