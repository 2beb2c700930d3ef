// With JavaScript off every page is complete and usable: real links, CSS offset, native accordion.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HERO } from "../../shared/content/home-interactive";
import {
  FOOTER_QUICK_LINKS,
  HEADER_BLOG_LINK,
  HEADER_CTA,
  HEADER_SECTION_LINKS,
  SECTION_IDS,
} from "../../shared/content/navigation";
import { openPage, setUpSite } from "../support/browser";
import { HEADER_OFFSET_TOLERANCE_PX, sectionTop, waitForScrollToSettle } from "../support/scroll";
import { newestShippedPost, shippedPracticeAreas } from "../support/blog";

const site = setUpSite();
const [FIRST_AREA] = shippedPracticeAreas().pages;
if (!FIRST_AREA) throw new Error("shared/content/practice-areas holds no area");

// Each page and the words its heading holds; a post and an area as the practice wrote them.
const PAGES: ReadonlyArray<readonly [string, string]> = [
  ["/", "Your business,"],
  ["/how-we-work", "How We Work"],
  [`/practice-areas/${FIRST_AREA.slug}`, FIRST_AREA.title],
  ["/blog", "Insights & Updates"],
  [`/blog/${newestShippedPost().slug}`, newestShippedPost().title],
  ["/terms-of-service", "Terms of Service"],
  ["/privacy-policy", "Privacy Policy"],
  ["/accessibility", "Accessibility Statement"],
  ["/no-such-page", "Oops! Page not found"],
];

describe.each(["desktop", "phone"] as const)("without JavaScript at %s width", (viewport) => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await site.context({ viewport, javaScriptEnabled: false });
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(PAGES)("%s is complete: header, its heading, content and footer", async (path, heading) => {
    const { page, expectCleanConsole } = await openPage(context, path);
    expect(await page.evaluate(() => matchMedia("(scripting: none)").matches), "scripts really are off").toBe(true);
    expect(await page.locator("header.site-header").isVisible()).toBe(true);
    expect((await page.getByRole("heading", { level: 1 }).textContent())?.toLowerCase()).toContain(
      heading.toLowerCase(),
    );
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(100);
    expect(await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expectCleanConsole();
    await page.close();
  });

  it("shows the headline in full, visibly", async () => {
    const { page, expectCleanConsole } = await openPage(context, "/");
    const typed = page.locator('[data-testid="typed-headline"]');
    expect(await typed.textContent()).toBe(HERO.headlineTyped);
    // No CSS animation (such as a delayed reveal meant for a page whose script failed) hides it.
    expect(await typed.evaluate((element) => element.getAnimations().length)).toBe(0);
    expect(await typed.evaluate((element) => getComputedStyle(element).visibility)).toBe("visible");
    expect(await typed.isVisible()).toBe(true);
    expectCleanConsole();
    await page.close();
  });

  it("has real links for every section, Blog and Get in Touch", async () => {
    const { page } = await openPage(context, "/blog");
    const nav = page.locator("header nav");
    for (const link of HEADER_SECTION_LINKS)
      expect(await nav.getByText(link.label, { exact: true }).getAttribute("href")).toBe(`/#${link.section}`);
    expect(await nav.getByText(HEADER_BLOG_LINK.label, { exact: true }).getAttribute("href")).toBe("/blog");
    expect(await nav.getByText(HEADER_CTA.label, { exact: true }).getAttribute("href")).toBe(`/#${HEADER_CTA.section}`);
    const footer = page.getByRole("navigation", { name: "Quick Links" });
    for (const link of FOOTER_QUICK_LINKS)
      expect(await footer.getByRole("link", { name: link.label, exact: true }).getAttribute("href")).toBe(
        `/#${link.section}`,
      );
    await page.close();
  });

  it("follows /#faqs from /blog and lands the FAQ section 80 px down, by CSS scroll-padding", async () => {
    const { page, expectCleanConsole } = await openPage(context, "/blog");
    const link = page.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "FAQs", exact: true });
    await link.click();
    await page.waitForURL(`${site.url}/#faqs`);
    await page.waitForLoadState("load");
    await waitForScrollToSettle(page);
    const top = await sectionTop(page, SECTION_IDS.faqs);
    console.info(`no JavaScript, ${viewport}: /#faqs section top ${top.toFixed(1)} px`);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(HEADER_OFFSET_TOLERANCE_PX);
    const heading = await page.locator("#faqs h2").evaluate((element) => element.getBoundingClientRect().top);
    expect(heading, "the FAQ heading is in view below the header").toBeGreaterThanOrEqual(80);
    expect(heading).toBeLessThan(page.viewportSize()!.height);
    expectCleanConsole();
    await page.close();
  });

  it("opens the FAQ natively, one item at a time, and closes it again", async () => {
    const { page } = await openPage(context, "/");
    const summaries = page.locator("#faqs summary");
    const states = () =>
      page.locator("#faqs details").evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
    await summaries.nth(0).click();
    expect(await states()).toEqual([true, false, false, false]);
    await summaries.nth(1).click();
    expect(await states()).toEqual([false, true, false, false]);
    await summaries.nth(1).click();
    expect(await states()).toEqual([false, false, false, false]);
    await page.close();
  });

  it("reaches every header item (narrow screens: through the menu button, a popover) and the footer's quick links", async () => {
    const { page, expectCleanConsole } = await openPage(context, "/");
    const header = page.locator("header");
    const toggle = header.getByRole("button", { name: "Open menu", exact: true });
    if (viewport === "phone") {
      expect(await toggle.isVisible()).toBe(true);
      expect(await header.locator("nav").isVisible(), "the menu starts closed").toBe(false);
      await toggle.click();
      expect(
        await header.locator("nav").evaluate((nav) => nav.matches(":popover-open")),
        "the button opens the menu with no script",
      ).toBe(true);
      expect(page.url(), "no navigation: the button opens the menu in place").toBe(`${site.url}/`);
      expect(
        await toggle.locator(".site-header__icon-close").isVisible(),
        "the open menu's button shows its close icon",
      ).toBe(true);
      expect(await toggle.locator(".site-header__icon-open").isVisible()).toBe(false);
    } else {
      expect(await toggle.isVisible()).toBe(false);
    }
    for (const link of [...HEADER_SECTION_LINKS, HEADER_BLOG_LINK, HEADER_CTA]) {
      expect(await header.locator("nav").getByText(link.label, { exact: true }).isVisible(), link.label).toBe(true);
    }
    const footer = page.getByRole("navigation", { name: "Quick Links" });
    for (const link of FOOTER_QUICK_LINKS)
      expect(await footer.getByRole("link", { name: link.label, exact: true }).isVisible()).toBe(true);
    await header.locator("nav").getByText(HEADER_BLOG_LINK.label, { exact: true }).click();
    await page.waitForURL(`${site.url}/blog`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Insights & Updates");
    expectCleanConsole();
    await page.close();
  });
});
