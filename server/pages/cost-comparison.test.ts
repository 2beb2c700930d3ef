import request from "supertest";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { shippedContent } from "../../test/support/blog";
import { createTestApp, TEST_ASSETS, UNSPENT_RENDER_BUDGET } from "../../test/support/test-app";
import { PRACTICE } from "../../shared/content/practice";
import { COST_PAGE } from "../../shared/content/cost-comparison";
import { COST_FIELDS } from "../../shared/lib/cost-comparison/inputs";
import { PUBLISHED_FIGURES, ASSUMPTIONS } from "../../shared/lib/cost-comparison/rates";
import { displayDate } from "../../shared/content/cost-comparison";
import { MAX_COST_PARAMETERS } from "./cost-comparison-handler";
import { createPageRenderer } from "./render-page";
import { parseMarkup } from "../../test/support/parse-markup";

const SITE = "https://counsel.example.au";
const { app } = createTestApp({ prerenderPages: false });

async function page(query = "", status = 200) {
  const response = await request(app).get(`/cost-comparison${query}`).expect(status);
  const document = parseMarkup(response.text);
  const cost = (name: string) => document.querySelector(`[data-cost="${name}"]`)?.textContent;
  const lines = [...document.querySelectorAll<HTMLTableRowElement>("tr[data-line]")]
    .filter((row) => !row.hidden)
    .map((row) => [row.querySelector("th")?.textContent, row.querySelector("td")?.textContent]);
  return { response, document, cost, lines };
}

describe("/cost-comparison with the defaults", () => {
  it("works out the sum shown by hand: every line, the total, the days and the cost per day", async () => {
    const { document, cost, lines, response } = await page();
    expect(document.title).toBe(`${COST_PAGE.title} | ${PRACTICE.tradingName}`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/cost-comparison`);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // 160,000 + 12% super 19,200 + 0.5% workers' comp on 179,200 = 896 + 2,000 + 5,000 + 20% x 160,000 / 3 = 10,667.
    expect(lines).toEqual([
      ["Salary", "$160,000"],
      ["Superannuation (12%)", "$19,200"],
      ["Workers' compensation (0.5% of salary and super)", "$896"],
      ["Practising certificate and CPD", "$2,000"],
      ["Equipment and software", "$5,000"],
      ["Recruitment (20% of salary over 3 years)", "$10,667"],
    ]);
    expect(cost("total")).toBe("$197,763");
    // 260 - 20 - 5 - 10 - 5 = 220 days; 197,763 / 220 = 898.92.
    expect([cost("workingDays"), cost("availableDays"), cost("perDay")]).toEqual(["260", "220", "$899"]);
  });

  it("shows every default's source and date, or labels it plainly as an assumption", async () => {
    const { document } = await page();
    const text = document.body.textContent ?? "";
    for (const figure of Object.values(PUBLISHED_FIGURES)) {
      if (figure === PUBLISHED_FIGURES["Queensland payroll tax deduction phase-out"]) continue;
      expect(
        document.querySelector(`.cost__sources a[href="${figure.source.url}"]`),
        figure.source.title,
      ).not.toBeNull();
      expect(text).toContain(COST_PAGE.appliesFrom(figure.appliesFrom));
    }
    expect(text).toContain(displayDate("2025-07-01"));
    for (const assumption of Object.values(ASSUMPTIONS)) expect(text).toContain(assumption.note);
    // Every box on the form says where its default comes from.
    for (const field of COST_FIELDS) {
      if (field === "outsourcedBudget") continue;
      const hint = document.getElementById(`cost-${field}-hint`)?.textContent ?? "";
      expect(hint, field).toMatch(new RegExp(`${COST_PAGE.published}|${COST_PAGE.assumption}`));
    }
    expect(text).toContain(COST_PAGE.estimateNote);
  });

  it("has its own structured data and share image, and the sitemap lists it without a query", async () => {
    const { document } = await page();
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      `${SITE}/images/share/cost-comparison.png`,
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
    );
    expect(jsonLd).toEqual([
      expect.objectContaining({ "@type": "WebPage", url: `${SITE}/cost-comparison`, isAccessibleForFree: true }),
    ]);
    expect((await request(app).get("/sitemap.xml").expect(200)).text).toContain(
      "<loc>https://counsel.example.au/cost-comparison</loc>",
    );
  });
});

describe("/cost-comparison with figures in the query", () => {
  it("renders the visitor's figures per request, never kept, not indexed, and says the comparison both ways", async () => {
    const { response, cost, document } = await page("?salary=200000&payrollTax=standard&outsourcedBudget=120000");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    // 200,000 + 24,000 + payroll tax 4.75% of 224,000 = 10,640 + workers' comp 1,120 + 2,000 + 5,000 + 13,333 = 256,093.
    expect(cost("total")).toBe("$256,093");
    const sentences = [...document.querySelectorAll('[data-cost="comparison"] p')].map((p) => p.textContent);
    expect(sentences[0]).toBe(
      "On these figures, the in-house role costs $136,093 a year more than your outsourced budget of $120,000.",
    );
    expect(sentences[1]).toBe("An outsourced budget above $256,093 a year would cost more than this hire.");
    expect(document.querySelector<HTMLInputElement>("#cost-salary")?.value).toBe("200000");
    const discuss = new URL(document.querySelector('[data-cost="discuss"]')?.getAttribute("href") ?? "", SITE);
    expect(discuss.pathname).toBe("/contact");
    expect(discuss.searchParams.get("message")).toMatch(
      /^Cost comparison: in-house salary \$200,000; estimated total \$256,093 a year/,
    );
  });

  it("answers bad figures 400 with the form as typed and a message per field, never NaN", async () => {
    const { response, document, cost } = await page("?salary=abc&tenureYears=0&superRate=-5", 400);
    expect(document.querySelector<HTMLInputElement>("#cost-salary")?.value).toBe("abc");
    expect(document.querySelector<HTMLInputElement>("#cost-tenureYears")?.value).toBe("0");
    expect(document.getElementById("cost-salary-error")?.textContent).toBe(
      "Enter the salary as a number of dollars, for example 200000",
    );
    expect(document.getElementById("cost-tenureYears-error")?.textContent).toMatch(
      /^Enter a number between 0\.25 and 40$/,
    );
    expect(document.getElementById("cost-superRate-error")?.textContent).toMatch(/^Enter a number between 0 and 30$/);
    expect(document.querySelector("#cost-salary")?.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("cost-errors")?.querySelectorAll("li")).toHaveLength(3);
    expect(cost("total")).toBe("");
    expect(response.text).not.toMatch(/NaN|Infinity/);
  });

  it.each([
    ["an absurd salary", "?salary=1000000000000"],
    ["an exponent", "?salary=1e12"],
    ["Infinity", "?salary=Infinity"],
    ["a value given twice", "?salary=1&salary=2"],
    ["markup", `?salary=${encodeURIComponent('"><script>alert(1)</script>')}`],
    ["a long value", `?salary=${"9".repeat(500)}`],
    ["leave that leaves no day", "?annualLeaveDays=200&publicHolidays=200&trainingDays=200&personalLeaveDays=200"],
    ["an unknown payroll option", "?payrollTax=maybe"],
  ])("refuses %s with 400, a message and no 5xx", async (_what, query) => {
    const { response, document } = await page(query, 400);
    expect(document.getElementById("cost-errors")).not.toBeNull();
    expect(response.text).not.toContain("<script>alert(1)");
    expect(response.text).not.toMatch(/NaN|Infinity<\/td>/);
  });

  it("bounds the number of parameters, and ignores ones it does not know", async () => {
    const many = Array.from({ length: MAX_COST_PARAMETERS + 1 }, (_, index) => `p${index}=1`).join("&");
    await request(app).get(`/cost-comparison?${many}`).expect(400);
    const { cost } = await page("?utm_source=newsletter");
    expect(cost("total")).toBe("$197,763");
  });

  it("keeps no page per query: the same query asked again is rendered again, and the plain page stays the held one", async () => {
    // The real renderer, its renders counted: a page kept per query would be rendered once and then served.
    // Its per-request budget unspent, as every test app's: on a busy machine six renders outrun the real one (503).
    const real = createPageRenderer({
      assets: TEST_ASSETS,
      siteUrl: SITE,
      logger: pino({ level: "silent" }),
      renderTimeoutMs: 5000,
      content: shippedContent(),
      perRequestLimit: UNSPENT_RENDER_BUDGET,
    });
    const pages = { ...real, page: vi.fn(real.page), pageForRequest: vi.fn(real.pageForRequest) };
    const counted = createTestApp({ pages }).app;
    // A query's page is rendered per request, through the renderer's one bound.
    const figures = () => pages.pageForRequest.mock.calls.filter(([target]) => target.view !== undefined).length;
    const plain = (await request(counted).get("/cost-comparison").expect(200)).headers.etag;
    for (let round = 1; round <= 3; round++) {
      for (const salary of [100_000, 120_000]) {
        const response = await request(counted).get(`/cost-comparison?salary=${salary}`).expect(200);
        expect(response.headers["cache-control"]).toBe("no-store");
      }
      expect(figures()).toBe(round * 2);
    }
    expect((await request(counted).get("/cost-comparison").expect(200)).headers.etag).toBe(plain);
    expect(pages.page.mock.calls.filter(([target]) => target.view === undefined)).toHaveLength(1);
  });
});
