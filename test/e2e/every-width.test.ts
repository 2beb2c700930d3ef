// Every page in the sitemap at 320, 390, 768 and 1280 px: no sideways scroll (at 390 px also with
// WCAG 1.4.12's text spacing), and every control in the Tab order, focused forwards and backwards,
// wholly on screen and not covered (WCAG 2.4.11: the fixed header, a sticky table column, a table's
// edge, the phone menu left open without JavaScript). One browser, one page per width, one evaluate
// per page (test/support/width-sweep.ts); on each, About in the header and footer, the email and the
// phone in the footer. Then the browser's default text at 32 px, and forced colours.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpSite, waitForHydration } from "../support/browser";
import { sweepPage, tabOrderInPage, type SweepOptions } from "../support/width-sweep";

const site = setUpSite();
let paths: string[] = [];
/** Whether the practice gives a phone: the home page's structured data says (a test never assumes the content). */
let expectPhone = false;

beforeAll(async () => {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  expect(paths.length, "the sitemap lists pages").toBeGreaterThan(5);
  expectPhone = /"telephone":/.test(await (await fetch(`${site.url}/`)).text());
});

interface Run extends SweepOptions {
  readonly width: number;
  readonly javaScript: boolean;
}

const RUNS: readonly Run[] = [
  { width: 320, javaScript: true, openMenu: false, textSpacing: false },
  { width: 390, javaScript: true, openMenu: false, textSpacing: true },
  { width: 390, javaScript: false, openMenu: true, textSpacing: false },
  { width: 768, javaScript: true, openMenu: false, textSpacing: false },
  { width: 1280, javaScript: true, openMenu: false, textSpacing: false },
];

/** A context at this width (reduced motion: focus scrolls at once, so each check sees where it ends). */
function contextAt(width: number, javaScript = true): Promise<BrowserContext> {
  return site.browser.newContext({
    baseURL: site.url,
    viewport: { width, height: 800 },
    javaScriptEnabled: javaScript,
    reducedMotion: "reduce",
  });
}

async function sweepSitemap(page: Page, options: SweepOptions, only: readonly string[] = paths): Promise<string[]> {
  const problems: string[] = [];
  for (const path of only) {
    await page.goto(path, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const problem of await sweepPage(page, options)) problems.push(`${path} ${problem}`);
  }
  return problems;
}

describe("every sitemap page at every width", () => {
  it.each(RUNS)(
    "at $width px (JavaScript $javaScript, menu open $openMenu, text spacing $textSpacing): no sideways scroll, no focused control hidden",
    async (run) => {
      const context = await contextAt(run.width, run.javaScript);
      try {
        const page = await context.newPage();
        expect(await sweepSitemap(page, { ...run, expectPhone })).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it("the sweep's order is the Tab key's, both ways (390 px, the home page and /how-we-work)", async () => {
    const context = await contextAt(390);
    try {
      const page = await context.newPage();
      for (const path of ["/", "/how-we-work"]) {
        await page.goto(path, { waitUntil: "load" });
        await waitForHydration(page);
        const order = (await tabOrderInPage(page)).map(String);
        const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-sweep-index") ?? "none");
        const forwards: string[] = [];
        for (const _ of order) {
          await page.keyboard.press("Tab");
          forwards.push(await focused());
        }
        expect(forwards, `${path}: Tab from the top`).toEqual(order);
        // From the last control back to the first.
        const backwards = [await focused()];
        for (const _ of order.slice(1)) {
          await page.keyboard.press("Shift+Tab");
          backwards.push(await focused());
        }
        expect(backwards, `${path}: Shift+Tab from the end`).toEqual([...order].reverse());
      }
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("the browser's default text at 32 px", () => {
  it("at 1280 px the header turns to the menu, grows with its text, and the widest pages do not scroll sideways", async () => {
    const context = await contextAt(1280);
    try {
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      // The browser's own default size (what a visitor sets in its settings), not a page zoom.
      await devtools.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 32 } });
      const widest = [
        "/",
        "/how-we-work",
        "/cost-comparison",
        "/about",
        paths.find((path) => path.startsWith("/team/")) ?? "/about",
      ];
      expect(await sweepSitemap(page, { openMenu: false, textSpacing: false }, widest)).toEqual([]);
      const header = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        return {
          toggle: getComputedStyle(document.querySelector(".site-header__toggle") as Element).display,
          height: box("header.site-header")?.height ?? 0,
          logoBottom: box("header.site-header .logo")?.bottom ?? Infinity,
          rootFont: parseFloat(getComputedStyle(document.documentElement).fontSize),
        };
      });
      expect(header.rootFont, "the default size took").toBe(32);
      expect(header.toggle, "the menu button shows").not.toBe("none");
      expect(header.height, "the header grew with its text").toBeGreaterThan(72);
      expect(header.logoBottom, "and holds its logo").toBeLessThanOrEqual(header.height);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("forced colours (Windows high contrast)", () => {
  it.each([390, 768, 1280])(
    "at %i px every cell of the tables on /how-we-work and /cost-comparison keeps a border on each side",
    async (width) => {
      const context = await contextAt(width);
      try {
        const page = await context.newPage();
        await page.emulateMedia({ forcedColors: "active" });
        for (const path of ["/how-we-work", "/cost-comparison"]) {
          await page.goto(path, { waitUntil: "load" });
          const bare = await page.evaluate(() =>
            [...document.querySelectorAll("main table :is(th, td)")]
              .filter((cell) => cell.getClientRects().length > 0)
              .filter((cell) => {
                const style = getComputedStyle(cell);
                return (["Top", "Right", "Bottom", "Left"] as const).some(
                  (side) =>
                    style.getPropertyValue(`border-${side.toLowerCase()}-style`) === "none" ||
                    parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) < 1,
                );
              })
              .map((cell) => (cell.textContent ?? "").trim().slice(0, 30)),
          );
          expect(bare, `${path}: cells without a boundary`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
