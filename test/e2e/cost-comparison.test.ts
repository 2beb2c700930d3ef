// The cost comparison in a browser: without JavaScript the GET form answers with the figures; with it
// the result and the URL follow as the visitor types; axe finds nothing at phone and desktop widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PAYROLL_TAX_COPY } from "../../shared/content/cost-comparison";
import { describeViolations, findViolations } from "../support/axe";
import { openPage, setUpSite } from "../support/browser";

const site = setUpSite();
const total = (page: Page) => page.locator('[data-cost="total"]').textContent();

describe("the cost comparison", () => {
  it.each(["phone", "desktop"] as const)(
    "has no axe violations at %s width, with and without an error",
    async (viewport) => {
      const context = await site.context({ viewport });
      try {
        for (const path of ["/cost-comparison", "/cost-comparison?salary=abc&outsourcedBudget=90000"]) {
          const { page, expectCleanConsole } = await openPage(context, path);
          const findings = await findViolations(page);
          expect(
            findings.map((finding) => finding.id),
            describeViolations(findings),
          ).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          if (!path.includes("abc")) expectCleanConsole();
          await page.close();
        }
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it("without JavaScript, submits the form and reads the result from the server", async () => {
    const context = await site.context({ javaScriptEnabled: false });
    try {
      const { page } = await openPage(context, "/cost-comparison");
      expect(await total(page)).toBe("$197,763");
      await page.locator("#cost-salary").fill("200000");
      await page.locator("#cost-outsourcedBudget").fill("120000");
      await page.getByRole("button", { name: "Work it out" }).click();
      await page.waitForURL(/salary=200000/);
      expect(await total(page)).toBe("$245,453");
      expect(await page.locator('[data-cost="comparison"] p').first().textContent()).toContain(
        "$125,453 a year more than your outsourced budget of $120,000",
      );
    } finally {
      await context.close();
    }
  }, 60_000);

  it("with JavaScript, follows the visitor as they type: the result and the URL, with no request", async () => {
    const context = await site.context();
    try {
      const { page, expectCleanConsole } = await openPage(context, "/cost-comparison");
      const requests: string[] = [];
      // Documents and data requests only: Chromium fetches the tab's icon again when the URL changes.
      page.on("request", (request) => {
        if (["document", "fetch", "xhr"].includes(request.resourceType())) requests.push(request.url());
      });
      await page.locator("#cost-salary").fill("200000");
      await expect.poll(() => total(page)).toBe("$245,453");
      expect(new URL(page.url()).search).toBe("?salary=200000");
      await page.getByRole("radio", { name: PAYROLL_TAX_COPY.options.standard }).check();
      await expect.poll(() => total(page)).toBe("$256,093");
      expect(await page.locator('tr[data-line="payrollTax"]').isVisible()).toBe(true);
      await page.locator("#cost-tenureYears").fill("0");
      await expect
        .poll(() => page.locator("#cost-tenureYears-error").textContent())
        .toBe("Enter a number between 0.25 and 40");
      expect(await page.locator('[data-cost="invalid"]').isVisible()).toBe(true);
      expect(requests).toEqual([]);
      // A reload of the URL the page now shows gives the same figures from the server.
      await page.locator("#cost-tenureYears").fill("3");
      await expect.poll(() => total(page)).toBe("$256,093");
      await page.reload();
      expect(await total(page)).toBe("$256,093");
      expectCleanConsole();
    } finally {
      await context.close();
    }
  }, 60_000);

  it("with JavaScript, catches up with a figure typed before the page's script arrived", async () => {
    const context = await site.context();
    try {
      // The script is fetched after hydration; held back here until the visitor has typed.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/cost-comparison-form-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const { page, expectCleanConsole } = await openPage(context, "/cost-comparison");
      await page.locator("#cost-salary").fill("200000");
      expect(await total(page)).toBe("$197,763");
      release();
      await expect.poll(() => total(page), { timeout: 5_000 }).toBe("$245,453");
      expect(new URL(page.url()).search).toBe("?salary=200000");
      expectCleanConsole();
    } finally {
      await context.close();
    }
  }, 60_000);

  it.each([
    ["without", false],
    ["with", true],
  ] as const)(
    "%s JavaScript, prices the work the visitor expects on the hire and each plan, and names the cheaper on the figures shown",
    async (_label, javaScriptEnabled) => {
      const context = await site.context({ javaScriptEnabled });
      try {
        const { page } = await openPage(context, "/cost-comparison");
        const figures = page.locator('#cost-compare [data-need="figures"]');
        for (const need of ["40", "120", "10"]) {
          await page.locator("#cost-needHoursPerMonth").fill(need);
          if (javaScriptEnabled) {
            // The server's comparison is for the figures it was drawn for: never left showing another sum.
            // (Polled for up to 5 s, not Vitest's 1 s: a browser file beside another on two busy cores.)
            await expect.poll(() => figures.isVisible(), { timeout: 5_000 }).toBe(false);
            expect(await page.locator('#cost-compare [data-need="stale"]').isVisible()).toBe(true);
          }
          await page.getByRole("button", { name: "Work it out" }).click();
          await page.waitForURL(new RegExp(`needHoursPerMonth=${need}(&|#|$)`));
          expect(await figures.isVisible()).toBe(true);
          const verdict = page.locator('#cost-compare [data-need="sentences"] p').first();
          expect(await verdict.textContent()).toContain(`For ${need} hours of legal work a month`);
          const rows = await page.locator("#cost-compare tbody tr").evaluateAll((trs) =>
            trs.map((tr) => ({
              name: tr.querySelector("th a")?.textContent ?? "the in-house role",
              cost: Number((tr.querySelector('[data-cell="needCostYear"]')?.textContent ?? "").replace(/[^\d]/g, "")),
            })),
          );
          const cheapest = rows.reduce((best, row) => (row.cost < best.cost ? row : best));
          expect(await verdict.textContent()).toContain(`${cheapest.name} costs least`);
        }
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it("prints on one A4 sheet: the figures, the sum and the sources", async () => {
    const context = await site.context();
    try {
      const { page } = await openPage(context, "/cost-comparison?payrollTax=upper&outsourcedBudget=150000");
      const pdf = await page.pdf({ format: "A4" });
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
      await page.emulateMedia({ media: "print" });
      for (const part of ["#cost-salary", '[data-cost="total"]', ".cost__sources"])
        expect(await page.locator(part).isVisible(), part).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);
});
