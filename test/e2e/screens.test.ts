// What a designer checks on every screen: the header readable with JavaScript off, the cost
// comparison's result never covering the text after it, tables that say they scroll, one message per
// problem in the enquiry form, the collection notice after the fields, and no card alone beside a gap.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { NAV_SCROLLED_THRESHOLD_PX } from "../../shared/content/behaviour";
import { CONTACT_FORM, ENQUIRY_ERRORS } from "../../shared/content/contact-form";
import { COST_PAGE } from "../../shared/content/cost-comparison";
import { openPage, setUpSite, VIEWPORTS, type ViewportName } from "../support/browser";

/**
 * Scrolls at once to `y` and lets a frame or two paint (the header's scroll-driven animation follows
 * the frame). Waited for from the test: with the page's JavaScript off, its animation frames never run.
 */
async function jumpTo(page: Page, y: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), y);
  await page.waitForTimeout(50);
}

const site = setUpSite();
const WIDTHS = ["phone", "tablet", "desktop"] as const satisfies readonly ViewportName[];

async function withContext<T>(
  context: Promise<BrowserContext>,
  run: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const opened = await context;
  try {
    return await run(opened);
  } finally {
    await opened.close();
  }
}

/** The alpha of the header's computed background colour (0 transparent, 1 opaque). */
function headerAlpha(page: Page): Promise<number> {
  return page.locator("header.site-header").evaluate((header) => {
    const colour = getComputedStyle(header).backgroundColor;
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    if (colour === "transparent" || parts.length < 3) return 0;
    return parts.length === 4 ? (parts[3] ?? 0) : 1;
  });
}

describe("the header without JavaScript", () => {
  it.each(WIDTHS)(
    "at %s width is clear at the top and readable once scrolled past the spec's threshold",
    async (viewport) => {
      await withContext(site.context({ viewport, javaScriptEnabled: false }), async (context) => {
        for (const path of ["/", "/how-we-work", "/privacy-policy"]) {
          const { page } = await openPage(context, path);
          expect(await page.evaluate(() => matchMedia("(scripting: none)").matches)).toBe(true);
          await jumpTo(page, NAV_SCROLLED_THRESHOLD_PX);
          expect(
            await headerAlpha(page),
            `${path} at ${NAV_SCROLLED_THRESHOLD_PX} px: transparent, as the spec has it`,
          ).toBeLessThan(0.05);
          for (const y of [NAV_SCROLLED_THRESHOLD_PX + 5, 1200]) {
            await jumpTo(page, y);
            expect(await headerAlpha(page), `${path} at ${y} px`).toBeGreaterThanOrEqual(0.85);
          }
          await jumpTo(page, 0);
          expect(await headerAlpha(page), `${path} back at the top`).toBeLessThan(0.05);
          await page.close();
        }
      });
    },
    60_000,
  );
});

/** Where the result box, its button, the form's row and the sources are, in the viewport. */
interface CostLayout {
  readonly y: number;
  readonly headerBottom: number;
  readonly viewport: number;
  readonly result: { readonly top: number; readonly bottom: number };
  readonly button: { readonly top: number; readonly bottom: number };
  readonly row: number;
  readonly sources: number;
}

/**
 * The layout at every 100 px from the top to the foot of the page, read in the page in one pass: the
 * result follows the scroll by CSS alone (position: sticky), which the layout read after each jump
 * already places, so no frame need be painted between one position and the next (and with the page's
 * JavaScript off, none is).
 */
function costLayoutsDownThePage(page: Page): Promise<CostLayout[]> {
  return page.evaluate(() => {
    const rect = (selector: string) => {
      const found = document.querySelector(selector)?.getBoundingClientRect();
      if (!found) throw new Error(`no ${selector}`);
      return { top: found.top, bottom: found.bottom };
    };
    const layouts = [];
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y <= end; y += 100) {
      window.scrollTo({ top: y, behavior: "instant" });
      layouts.push({
        y,
        headerBottom: rect("header.site-header").bottom,
        viewport: innerHeight,
        result: rect("#cost-result"),
        button: rect('[data-cost="discuss"]'),
        row: rect(".cost__form").bottom,
        sources: rect(".cost__sources").top,
      });
    }
    return layouts;
  });
}

describe("the cost comparison's result beside the form", () => {
  const SCREENS = [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ];
  const scenarios = SCREENS.flatMap((screen) => [true, false].map((javaScript) => ({ ...screen, javaScript })));

  it.each(scenarios)(
    "at $width × $height (JavaScript $javaScript) never covers the sources, and its button stays in view beside the form",
    async ({ width, height, javaScript }) => {
      const context = site.browser.newContext({
        baseURL: site.url,
        viewport: { width, height },
        javaScriptEnabled: javaScript,
      });
      await withContext(context, async (context) => {
        // The defaults, and with a budget (the tallest result: its comparison adds sentences).
        for (const path of ["/cost-comparison", "/cost-comparison?outsourcedBudget=150000&payrollTax=upper"]) {
          const { page } = await openPage(context, path);
          let shown = false;
          for (const at of await costLayoutsDownThePage(page)) {
            const { y } = at;
            expect(at.result.bottom, `${path} at ${y} px: the result's foot is above the sources`).toBeLessThanOrEqual(
              at.sources + 0.5,
            );
            // Beside the form (its row still reaches the foot of the screen): once the button has come
            // into view, it stays in view, however far the form goes on.
            if (at.row < at.viewport) continue;
            const inView = at.button.top >= at.headerBottom && at.button.bottom <= at.viewport;
            if (shown) expect(inView, `${path} at ${y} px: the button is still in view`).toBe(true);
            shown ||= inView;
          }
          expect(shown, `${path}: the button comes into view beside the form`).toBe(true);
          await page.close();
        }
      });
    },
    120_000,
  );

  it("at 1280 × 800, the result fits the screen whole under the header (its total, figures and button seen together)", async () => {
    await withContext(
      site.browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 800 } }),
      async (context) => {
        // With a budget: the tallest result, as its comparison adds sentences.
        const { page } = await openPage(context, "/cost-comparison?outsourcedBudget=150000&payrollTax=upper");
        const room = await page.evaluate(
          () => innerHeight - (document.querySelector("header.site-header")?.getBoundingClientRect().bottom ?? 0),
        );
        const height = await page.locator("#cost-result").evaluate((result) => result.getBoundingClientRect().height);
        expect(height, `the result (${height} px) within the ${room} px under the header`).toBeLessThanOrEqual(room);
      },
    );
  }, 60_000);

  it.each(["phone", "tablet"] as const)(
    "at %s width keeps the total beside the field being typed in, as it changes",
    async (viewport) => {
      await withContext(site.context({ viewport }), async (context) => {
        const { page, expectCleanConsole } = await openPage(context, "/cost-comparison");
        const salary = page.locator("#cost-salary");
        const total = page.locator('[data-cost="total"]');
        const before = await total.textContent();
        await salary.scrollIntoViewIfNeeded();
        await salary.fill(String(Number(await salary.inputValue()) + 40_000));
        await expect.poll(() => total.textContent()).not.toBe(before);
        const live = page.locator('[data-cost-live="amount"]');
        expect(await live.textContent()).toBe(await total.textContent());
        const [liveBox, salaryBox] = [await live.boundingBox(), await salary.boundingBox()];
        const { height } = VIEWPORTS[viewport];
        expect(liveBox && liveBox.y >= 0 && liveBox.y + liveBox.height <= height, "the live total is on screen").toBe(
          true,
        );
        expect(
          salaryBox && salaryBox.y >= 0 && salaryBox.y + salaryBox.height <= height,
          "with the field being typed in",
        ).toBe(true);
        expect(
          await page
            .locator("#cost-result")
            .boundingBox()
            .then((box) => (box?.y ?? 0) > height),
          "while the full result is off screen",
        ).toBe(true);
        expectCleanConsole();
      });
    },
    60_000,
  );

  it.each(WIDTHS)(
    "without JavaScript at %s width, Work it out lands at the result",
    async (viewport) => {
      await withContext(site.context({ viewport, javaScriptEnabled: false }), async (context) => {
        const { page } = await openPage(context, "/cost-comparison");
        await page.locator("#cost-salary").fill("200000");
        await page.getByRole("button", { name: COST_PAGE.submit }).click();
        await page.waitForURL(/salary=200000/);
        expect(new URL(page.url()).hash).toBe("#cost-result");
        await page.waitForLoadState("load");
        const { height } = VIEWPORTS[viewport];
        const headingTop = () =>
          page.locator("#cost-result-heading").evaluate((heading) => heading.getBoundingClientRect().top);
        await expect.poll(headingTop, { message: "the browser scrolls to the result" }).toBeLessThan(height / 2);
        expect(await headingTop(), "the result's heading is in the top half of the screen").toBeGreaterThanOrEqual(0);
      });
    },
    60_000,
  );
});

describe("tables", () => {
  it.each(WIDTHS)(
    "at %s width, a table wider than its box says it scrolls, and one that fits says nothing",
    async (viewport) => {
      await withContext(site.context({ viewport }), async (context) => {
        for (const path of ["/how-we-work", "/cost-comparison"]) {
          const { page } = await openPage(context, path);
          const tables = await page.locator("main table").evaluateAll((found) =>
            found.map((table) => {
              const box = table.parentElement as HTMLElement;
              const cut = table.getBoundingClientRect().width > box.clientWidth + 1;
              const scrolls = ["auto", "scroll"].includes(getComputedStyle(box).overflowX);
              const cueIds = (box.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
              const cueShown = cueIds.some((id) => {
                const cue = document.getElementById(id);
                return (
                  cue !== null && cue.getClientRects().length > 0 && getComputedStyle(cue).visibility === "visible"
                );
              });
              return { table: table.className, cut, scrolls, cueShown };
            }),
          );
          for (const table of tables) {
            const label = `${path} ${table.table}`;
            if (table.cut) {
              expect(table.scrolls, `${label} is cut: its box scrolls`).toBe(true);
              expect(table.cueShown, `${label} is cut: a cue says so`).toBe(true);
            } else {
              expect(table.cueShown, `${label} fits: no cue`).toBe(false);
            }
          }
          await page.close();
        }
      });
    },
    60_000,
  );
});

/** The form's visible messages, in order, each with whether a control names it in its description. */
function formMessages(page: Page) {
  return page.locator(".contact-form").evaluate((form) =>
    [...form.querySelectorAll<HTMLElement>(".field__error")]
      .filter((message) => message.getClientRects().length > 0)
      .map((message) => ({
        text: message.textContent,
        tied: form.querySelector(`[aria-describedby~="${message.id}"]`) !== null,
      })),
  );
}

describe("the enquiry form's messages", () => {
  it.each(WIDTHS.flatMap((viewport) => [true, false].map((javaScript) => ({ viewport, javaScript }))))(
    "at $viewport width (JavaScript $javaScript): one message per problem, at its field, in the schema's words",
    async ({ viewport, javaScript }) => {
      await withContext(site.context({ viewport, javaScriptEnabled: javaScript }), async (context) => {
        const { page } = await openPage(context, "/#contact");
        const send = () => page.locator(".contact-form").getByRole("button", { name: CONTACT_FORM.submit }).click();
        await send();
        if (!javaScript) await page.waitForURL(/\/contact$/);
        await page.locator("#enquiry-name-error").waitFor({ state: "visible" });
        expect(await formMessages(page)).toEqual(
          [ENQUIRY_ERRORS.name.required, ENQUIRY_ERRORS.company.required, ENQUIRY_ERRORS.emailOrPhone.required].map(
            (text) => ({ text, tied: true }),
          ),
        );
        expect(await page.locator(".toast").count(), "no notice over the form").toBe(0);

        await page.locator("#enquiry-name").fill("Jane Citizen");
        await page.locator("#enquiry-company").fill("Acme Pty Ltd");
        await page.locator("#enquiry-email").fill("not an address");
        await send();
        if (!javaScript) await page.waitForLoadState("load");
        await page.locator("#enquiry-email-error").waitFor({ state: "visible" });
        await page.waitForTimeout(300);
        expect(await formMessages(page)).toEqual([{ text: ENQUIRY_ERRORS.email.invalid, tied: true }]);
        expect(await page.locator(".toast").count(), "no notice over the checkboxes").toBe(0);
      });
    },
    60_000,
  );

  it.each(["phone", "tablet"] as const)(
    "at %s width, the first field follows the heading, and the collection notice comes just before the button",
    async (viewport) => {
      await withContext(site.context({ viewport }), async (context) => {
        const { page } = await openPage(context, "/");
        const box = async (selector: string) => {
          const found = await page.locator(selector).boundingBox();
          if (!found) throw new Error(`${selector} is not on the page`);
          return found;
        };
        const heading = await box("#contact-heading");
        const firstField = await box("#enquiry-name");
        const lastField = await box("#enquiry-message");
        const notice = await box(".collection-notice");
        const button = await box(".contact-form__submit");
        expect(firstField.y - (heading.y + heading.height), "heading to the first field").toBeLessThan(
          VIEWPORTS[viewport].height / 2,
        );
        expect(notice.y, "the notice follows the fields").toBeGreaterThan(lastField.y + lastField.height);
        expect(button.y, "and comes before the button").toBeGreaterThan(notice.y + notice.height);
      });
    },
    60_000,
  );
});

describe("card grids", () => {
  it.each(WIDTHS)(
    "at %s width, no card sits alone in a row beside an empty cell",
    async (viewport) => {
      await withContext(site.context({ viewport }), async (context) => {
        const { page } = await openPage(context, "/");
        const grids = await page.locator(".card-grid").evaluateAll((found) =>
          found.map((grid) => {
            const width = grid.getBoundingClientRect().width;
            const rows = new Map<number, number[]>();
            for (const card of grid.children) {
              const { top, width: cardWidth } = card.getBoundingClientRect();
              rows.set(Math.round(top), [...(rows.get(Math.round(top)) ?? []), cardWidth]);
            }
            const perRow = Math.max(...[...rows.values()].map((row) => row.length));
            return {
              id: grid.parentElement?.querySelector("h2")?.id,
              lonely: [...rows.values()].filter((row) => row.length === 1 && perRow > 1 && (row[0] ?? 0) < width - 1)
                .length,
            };
          }),
        );
        for (const grid of grids) expect(grid.lonely, `${grid.id}: cards alone beside a gap`).toBe(0);
      });
    },
    60_000,
  );
});
