// Under prefers-reduced-motion: reduce the site jumps instead of gliding and the headline does not type.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HERO } from "../../shared/content/home-interactive";
import { SECTION_IDS } from "../../shared/content/navigation";
import { openPage, setUpSite, type OpenedPage } from "../support/browser";
import {
  HEADER_OFFSET_TOLERANCE_PX,
  readScrollRecorder,
  sectionTop,
  startScrollRecorder,
  waitForScrollToSettle,
} from "../support/scroll";

/** The spec's wait before a section is reached after going home (section 9), written here so the code is measured against it. */
const DELAY_BEFORE_SCROLL_MS = 100;

const site = setUpSite();

/** Records every text the typed headline shows, from the server's HTML on. */
function recordTypedTexts() {
  const texts: string[] = [];
  (window as unknown as { __texts: string[] }).__texts = texts;
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="typed-headline"]')?.textContent;
    if (text !== undefined && text !== null && text !== texts.at(-1)) texts.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

describe("reduced motion", () => {
  let opened: OpenedPage;
  let page: Page;

  beforeAll(async () => {
    const context = await site.context();
    opened = await openPage(context, undefined);
    page = opened.page;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(recordTypedTexts);
    await page.goto("/");
    await page.waitForSelector('.typewriter[data-phase="done"]', { timeout: 5000 });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it("shows the headline complete at once and never types it", async () => {
    await page.waitForTimeout(300);
    const texts = await page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);
    expect(texts).toEqual([HERO.headlineTyped]);
    expect(
      await page.locator('[data-testid="typed-headline"]').evaluate((element) => getComputedStyle(element).visibility),
    ).toBe("visible");
  });

  it("jumps a section link straight to 80 px, without a glide", async () => {
    await startScrollRecorder(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQs", exact: true }).click();
    // Right after the click has been handled the page is already there.
    const topAtOnce = await sectionTop(page, SECTION_IDS.faqs);
    await waitForScrollToSettle(page);
    const { samples } = await readScrollRecorder(page);
    const final = await page.evaluate(() => window.scrollY);
    console.info(
      `reduced motion: #faqs at ${topAtOnce.toFixed(1)} px straight after the click, ${samples.length} scroll event(s)`,
    );
    expect(Math.abs(topAtOnce - 80)).toBeLessThanOrEqual(HEADER_OFFSET_TOLERANCE_PX);
    expect(
      samples.every((sample) => Math.abs(sample.y - final) < 1),
      "no intermediate positions",
    ).toBe(true);
  });

  it("jumps after the 100 ms wait when arriving from another page", async () => {
    await page.goto("/blog");
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("header")!).some((key) => key.startsWith("__reactFiber$")),
    );
    const link = page
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("link", { name: "Industries", exact: true });
    await link.scrollIntoViewIfNeeded();
    await startScrollRecorder(page);
    await link.click();
    await page.waitForURL(`${site.url}/`);
    await page.waitForFunction(() => document.getElementById("how-it-works") !== null && window.scrollY > 0, null, {
      timeout: 5000,
    });
    await waitForScrollToSettle(page);
    const { samples, homeArrivedAt } = await readScrollRecorder(page);
    const moves = samples.filter((sample) => homeArrivedAt !== undefined && sample.t >= homeArrivedAt && sample.y > 0);
    expect(moves.length, "one jump, no glide").toBe(1);
    expect(moves[0]!.t - homeArrivedAt!).toBeGreaterThanOrEqual(DELAY_BEFORE_SCROLL_MS - 10);
    expect(Math.abs((await sectionTop(page, SECTION_IDS.industries)) - 80)).toBeLessThanOrEqual(
      HEADER_OFFSET_TOLERANCE_PX,
    );
  });

  it("kept a clean console", () => {
    opened.expectCleanConsole();
  });
});
