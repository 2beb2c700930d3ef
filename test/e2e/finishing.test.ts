// What a designer saw on a phone and beside the form, each as a rule: the hero's "Get in Touch" filled
// and on the first screen at 390 × 844; Send within half a screen of the Message field (the collection
// notice short at the form, the whole of it one tap away); the toast over neither the footer nor the
// lasting confirmation; on the cost comparison, each option's name and terms on a line of their own
// over figures that never wrap; a plan's price on a practice area's page never broken across lines;
// "What happens next" no larger than the headings beside it.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONTACT_FORM } from "../../shared/content/contact-form";
import { HERO } from "../../shared/content/home-interactive";
import { openPage, setUpSite, waitForHydration } from "../support/browser";

const site = setUpSite();

/** A context at this size; reduced motion, so a scroll the page starts ends at once. */
function contextAt(width: number, height: number, javaScript = true): Promise<BrowserContext> {
  return site.browser.newContext({
    baseURL: site.url,
    viewport: { width, height },
    javaScriptEnabled: javaScript,
    reducedMotion: "reduce",
  });
}

async function withContext(
  context: Promise<BrowserContext>,
  run: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  const opened = await context;
  try {
    await run(opened);
  } finally {
    await opened.close();
  }
}

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The number of lines an element's text is laid out on (its text's line boxes, by their tops). */
function linesOf(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        .size;
    }),
  );
}

describe("the hero on a phone", () => {
  it.each([true, false])(
    "at 390 × 844 (JavaScript %s), Get in Touch is the filled button, wholly on the first screen",
    async (javaScript) => {
      await withContext(contextAt(390, 844, javaScript), async (context) => {
        const { page } = await openPage(context, "/", { hydrated: javaScript });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const contact = page.locator(".hero").getByRole("link", { name: HERO.secondaryCta });
        const box = await contact.boundingBox();
        expect(box, "the hero's Get in Touch").not.toBeNull();
        expect(box!.y + box!.height, "its foot above the fold").toBeLessThanOrEqual(844);
        const background = (selector: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((element) => getComputedStyle(element).backgroundColor);
        // Filled as the header's own Get in Touch is (the one the phone's menu holds).
        expect(await contact.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
          await background(".site-nav__cta"),
        );
        expect(
          await page
            .locator(".hero")
            .getByRole("link", { name: HERO.primaryCta })
            .evaluate((element) => getComputedStyle(element).backgroundColor),
        ).not.toBe(await background(".site-nav__cta"));
      });
    },
    60_000,
  );
});

describe("Send after the fields", () => {
  it.each([
    { width: 390, height: 844, javaScript: true },
    { width: 390, height: 844, javaScript: false },
    { width: 768, height: 1024, javaScript: true },
  ])(
    "at $width × $height (JavaScript $javaScript), Send ends within half a screen of the Message field; the whole notice is one tap away",
    async ({ width, height, javaScript }) => {
      await withContext(contextAt(width, height, javaScript), async (context) => {
        const { page } = await openPage(context, "/", { hydrated: javaScript });
        const { message, send } = await formBoxes(page);
        expect(send.bottom - message.bottom, "from the Message field's foot to Send's").toBeLessThanOrEqual(height / 2);
        // The rest of the notice, with the policy's link, is there, closed, and opens with a tap.
        const more = page.locator(".collection-notice details");
        expect(await more.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
        await more.locator("summary").click();
        expect(await more.getByRole("link", { name: "Privacy Policy" }).isVisible()).toBe(true);
      });
    },
    60_000,
  );

  it("at 320 × 640, the Message field and Send are seen on one screen under the header", async () => {
    await withContext(contextAt(320, 640), async (context) => {
      const { page } = await openPage(context, "/");
      const { message, send, header } = await formBoxes(page);
      expect(send.bottom - message.top).toBeLessThanOrEqual(640 - header);
    });
  }, 60_000);
});

/** The Message field's and Send's boxes, and the fixed header's height. */
function formBoxes(page: Page): Promise<{ message: Box; send: Box; header: number }> {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const { top, bottom, left, right } = document.querySelector(selector)!.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    return {
      message: box("#enquiry-message"),
      send: box(".contact-form__submit"),
      header: document.querySelector("header.site-header")!.getBoundingClientRect().height,
    };
  });
}

describe("the toast on a phone", () => {
  it("covers neither the footer nor the lasting confirmation after a send", async () => {
    await withContext(contextAt(390, 844), async (context) => {
      const { page } = await openPage(context, "/");
      await waitForHydration(page);
      const form = page.locator("#contact form");
      await form.locator('[name="name"]').fill("Robin Example");
      await form.locator('[name="company"]').fill(`Toast Pty Ltd ${Date.now()}`);
      await form.locator('[name="email"]').fill("robin@example.net.au");
      await form.locator('[name="message"]').scrollIntoViewIfNeeded();
      await form.getByRole("button", { name: CONTACT_FORM.submit }).click();
      await page.locator(".toast").waitFor();
      await page.locator(".enquiry-confirmation").waitFor();
      const boxes = await page.evaluate(() => {
        const box = (selector: string) => {
          const { top, bottom, left, right } = document.querySelector(selector)!.getBoundingClientRect();
          return { top, bottom, left, right };
        };
        return { toast: box(".toast"), footer: box("footer"), confirmation: box(".enquiry-confirmation") };
      });
      expect(
        overlap(boxes.toast, boxes.footer),
        `toast ${JSON.stringify(boxes.toast)} over the footer ${JSON.stringify(boxes.footer)}`,
      ).toBe(false);
      expect(
        overlap(boxes.toast, boxes.confirmation),
        `toast ${JSON.stringify(boxes.toast)} over the confirmation ${JSON.stringify(boxes.confirmation)}`,
      ).toBe(false);
    });
  }, 60_000);
});

describe("the cost comparison's options on a phone", () => {
  it.each([320, 390])(
    "at %s px, each option's name and terms span the table, over its figures, each figure on one line",
    async (width) => {
      await withContext(contextAt(width, 800, false), async (context) => {
        // The server draws the comparison on the page's own defaults.
        const { page } = await openPage(context, "/cost-comparison", { hydrated: false });
        const rows = await page.locator(".cost__options tbody tr").evaluateAll((found) =>
          found.map((row) => {
            const name = row.firstElementChild!.getBoundingClientRect();
            const figures = [...row.querySelectorAll("td")].map((cell) => cell.getBoundingClientRect());
            return {
              rowWidth: row.getBoundingClientRect().width,
              nameWidth: name.width,
              nameBottom: name.bottom,
              figuresTop: Math.min(...figures.map((cell) => cell.top)),
            };
          }),
        );
        expect(rows.length).toBeGreaterThan(1);
        for (const row of rows) {
          expect(row.nameWidth, "the name and terms as wide as the row").toBeGreaterThanOrEqual(row.rowWidth - 1);
          expect(row.figuresTop, "the figures under the name").toBeGreaterThanOrEqual(row.nameBottom - 1);
        }
        expect(await linesOf(page, ".cost__options td")).toEqual(expect.arrayContaining([1]));
        expect((await linesOf(page, ".cost__options td")).filter((lines) => lines > 1)).toEqual([]);
      });
    },
    60_000,
  );
});

describe("a practice area's plans", () => {
  it.each([320, 390, 768, 1280])(
    "at %s px, each plan's name and its price each sit on one line",
    async (width) => {
      await withContext(contextAt(width, 800), async (context) => {
        const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
        const area = /<loc>[^<]*(\/practice-areas\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
        expect(area, "a practice area in the sitemap").toBeDefined();
        const { page } = await openPage(context, area!);
        const lines = await linesOf(page, "#area-plans-heading + ul li > *");
        expect(lines.length, "plans that cover the area").toBeGreaterThan(0);
        expect(lines.filter((count) => count > 1)).toEqual([]);
      });
    },
    60_000,
  );
});

describe("what happens next, beside the form", () => {
  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])(
    "at $width px its heading is no larger than the heading beside it (Talk to a person)",
    async ({ width, height }) => {
      await withContext(contextAt(width, height), async (context) => {
        const { page } = await openPage(context, "/");
        const size = (selector: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(await size("#contact .next-steps__heading")).toBeLessThanOrEqual(await size("#contact .reach__heading"));
      });
    },
    60_000,
  );
});
