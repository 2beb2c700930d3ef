// Keyboard use in a real browser: the skip link, a visible focus indicator on every stop, the mobile menu, and focus after navigation.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_LIST } from "../../shared/content/pages";
import { FOOTER_QUICK_LINKS, HEADER_SECTION_LINKS, POLICY_LINKS } from "../../shared/content/navigation";
import { openPage, setUpSite, type OpenedPage, type ViewportName } from "../support/browser";
import { newestShippedPost } from "../support/blog";
import { waitForScrollToSettle, waitForScrollToStart } from "../support/scroll";

const VIEWPORTS: readonly ViewportName[] = ["desktop", "phone"];
/** Enough Tab presses to walk the whole home page (about 40 stops) and a little more. */
const MAX_TAB_STOPS = 80;
/** WCAG 1.4.11: a focus indicator needs 3:1 against what is around it. */
const MIN_INDICATOR_CONTRAST = 3;

const site = setUpSite();

interface FocusStop {
  readonly index: number;
  readonly label: string;
  readonly kind: string;
  readonly region: string;
  /** A short description of the indicator: outline or box-shadow, or "" when nothing changed. */
  readonly indicator: string;
  readonly contrast: number;
  /** True when the fixed header covers the focused element entirely (WCAG 2.4.11). */
  readonly hiddenUnderHeader: boolean;
}

/** What the focused element is, and how it looks focused compared with the same element unfocused. */
async function describeFocus(page: Page, index: number): Promise<FocusStop | undefined> {
  return page.evaluate((index) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return undefined;
    const snapshot = () => {
      const style = getComputedStyle(element);
      return {
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
        boxShadow: style.boxShadow,
      };
    };
    const focused = snapshot();
    // The same element with focus elsewhere: a throwaway focusable takes it for a moment, by
    // script, so :focus-visible comes back on the element when the keyboard returns.
    const decoy = document.createElement("span");
    decoy.tabIndex = -1;
    decoy.style.position = "fixed";
    document.body.append(decoy);
    decoy.focus({ preventScroll: true });
    const resting = snapshot();
    decoy.remove();
    element.focus({ preventScroll: true });

    const outlined =
      focused.outlineStyle !== "none" &&
      focused.outlineWidth >= 2 &&
      (resting.outlineStyle === "none" ||
        resting.outlineColor !== focused.outlineColor ||
        resting.outlineWidth !== focused.outlineWidth);
    const shadowed = focused.boxShadow !== "none" && focused.boxShadow !== resting.boxShadow;
    const indicator = outlined
      ? `outline ${focused.outlineWidth}px ${focused.outlineStyle} ${focused.outlineColor}`
      : shadowed
        ? `box-shadow ${focused.boxShadow}`
        : "";

    // The indicator's colour against the first opaque background behind the element.
    const parse = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      [r, g, b]
        .map((value) => value / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    let background = "rgb(255, 255, 255)";
    for (let node: HTMLElement | null = element.parentElement; node; node = node.parentElement) {
      const [, , , alpha = 1] = parse(getComputedStyle(node).backgroundColor);
      if (alpha >= 0.8) {
        background = getComputedStyle(node).backgroundColor;
        break;
      }
    }
    const a = luminance(parse(outlined ? focused.outlineColor : background));
    const b = luminance(parse(background));
    const contrast = outlined ? (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) : Number.POSITIVE_INFINITY;

    const header = document.querySelector("header.site-header")?.getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    const inHeader = element.closest("header.site-header") !== null || element.classList.contains("skip-link");
    const hiddenUnderHeader = !inHeader && header !== undefined && rect.bottom <= header.bottom;

    const kind =
      element.tagName === "INPUT" ? `input[type=${(element as HTMLInputElement).type}]` : element.tagName.toLowerCase();
    const region = element.closest("header.site-header")
      ? "header"
      : element.closest("footer")
        ? "footer"
        : element.closest(".hero")
          ? "hero"
          : element.closest("#faqs")
            ? "faq"
            : element.closest("form")
              ? "form"
              : element.closest("main")
                ? "main"
                : "other";
    const label =
      (element.getAttribute("aria-label") ?? element.textContent ?? element.getAttribute("name") ?? "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40) || element.id;
    return { index, label, kind, region, indicator, contrast: Math.round(contrast * 100) / 100, hiddenUnderHeader };
  }, index);
}

async function activeDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className ? `.${String(element.className).split(" ").join(".")}` : ""} "${(element.textContent ?? "").trim().slice(0, 30)}"`
      : "none";
  });
}

async function isFocused(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (selector) => document.activeElement !== null && document.activeElement === document.querySelector(selector),
    selector,
  );
}

/** Focus on the element, its scroll into view finished, so a key press acts on a still page. */
async function focusAndSettle(page: Page, locator: ReturnType<Page["locator"]>): Promise<void> {
  await locator.focus();
  await waitForScrollToSettle(page, { quietMs: 150 });
}

describe.each(VIEWPORTS)("at %s width", (viewport) => {
  let ctx: BrowserContext;

  beforeAll(async () => {
    ctx = await site.context({ viewport });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function withPage(path: string, run: (opened: OpenedPage) => Promise<void>): Promise<void> {
    const opened = await openPage(ctx, path);
    try {
      await run(opened);
      opened.expectCleanConsole();
    } finally {
      await opened.page.close();
    }
  }

  it.each(["/", "/blog", "/terms-of-service", "/no-such-page"])(
    "on %s the first Tab reaches the skip link, which moves focus to main",
    async (path) => {
      await withPage(path, async ({ page }) => {
        await page.keyboard.press("Tab");
        expect(await isFocused(page, "a.skip-link"), `first focus: ${await activeDescription(page)}`).toBe(true);
        const box = await page.locator("a.skip-link").boundingBox();
        expect(
          box !== null && box.y >= 0 && box.height >= 24 && box.width >= 24,
          "the skip link shows when focused",
        ).toBe(true);
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.activeElement?.id === "main");
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) === true),
          `the next Tab stays in main: ${await activeDescription(page)}`,
        ).toBe(true);
      });
    },
  );

  it("shows a visible focus indicator on every Tab stop of the home page", async () => {
    await withPage("/", async ({ page }) => {
      const stops: FocusStop[] = [];
      for (let index = 0; index < MAX_TAB_STOPS; index++) {
        await page.keyboard.press("Tab");
        await waitForScrollToSettle(page, { quietMs: 80, pollMs: 20 });
        const stop = await describeFocus(page, index);
        if (!stop || (stops.length > 0 && stop.region === "other" && stop.label === stops[0]?.label)) break;
        stops.push(stop);
      }
      const report = stops
        .map(
          (stop) =>
            `${stop.index} ${stop.region} ${stop.kind} "${stop.label}": ${stop.indicator || "NO INDICATOR"} (${stop.contrast}:1)${stop.hiddenUnderHeader ? " HIDDEN UNDER HEADER" : ""}`,
        )
        .join("\n");
      expect(
        stops.filter((stop) => !stop.indicator),
        `stops without a visible indicator:\n${report}`,
      ).toEqual([]);
      expect(
        stops.filter((stop) => stop.contrast < MIN_INDICATOR_CONTRAST),
        `indicators below 3:1:\n${report}`,
      ).toEqual([]);
      expect(
        stops.filter((stop) => stop.hiddenUnderHeader),
        `focused controls hidden under the fixed header:\n${report}`,
      ).toEqual([]);
      // The sample covers every region and every kind of control the brief names.
      const regions = new Set(stops.map((stop) => stop.region));
      for (const region of ["header", "hero", "faq", "form", "footer"])
        expect(regions.has(region), `${region} reached:\n${report}`).toBe(true);
      const kinds = new Set(stops.map((stop) => stop.kind));
      for (const kind of [
        "a",
        "button",
        "summary",
        "input[type=text]",
        "input[type=tel]",
        "input[type=checkbox]",
        "select",
        "textarea",
      ]) {
        expect(kinds.has(kind), `${kind} reached:\n${report}`).toBe(true);
      }
    });
  });

  it.runIf(viewport === "phone")(
    "opens the menu from the keyboard, closes it with Escape, and lets focus leave it",
    async () => {
      await withPage("/blog", async ({ page }) => {
        const toggle = page.locator(".site-header__toggle");
        const nav = page.getByRole("navigation", { name: "Main" });
        await focusAndSettle(page, toggle);
        await page.keyboard.press("Enter");
        expect(await toggle.getAttribute("aria-expanded")).toBe("true");
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(
            () => document.querySelector("nav[aria-label=Main]")?.contains(document.activeElement) === true,
          ),
          "Tab enters the menu",
        ).toBe(true);

        await page.keyboard.press("Escape");
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
        expect(await nav.isVisible()).toBe(false);
        expect(await isFocused(page, ".site-header__toggle"), "Escape returns focus to the menu button").toBe(true);

        // Open again and walk past the last item: focus leaves (nothing traps it) and the menu closes.
        await page.keyboard.press("Enter");
        expect(await toggle.getAttribute("aria-expanded")).toBe("true");
        const items = await nav.locator("a").count();
        for (let index = 0; index <= items; index++) await page.keyboard.press("Tab");
        expect(
          await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) === true),
          `focus moved on into the page: ${await activeDescription(page)}`,
        ).toBe(true);
        expect(await toggle.getAttribute("aria-expanded"), "the menu closes once focus has left it").toBe("false");

        // Shift+Tab from the open menu's button goes back to the logo: no trap that way either.
        await focusAndSettle(page, toggle);
        await page.keyboard.press("Enter");
        await page.keyboard.press("Shift+Tab");
        expect(await isFocused(page, "header .logo"), `Shift+Tab: ${await activeDescription(page)}`).toBe(true);
      });
    },
  );

  describe("focus after client-side navigation", () => {
    async function expectHeadingFocused(page: Page, heading: string, title: string): Promise<void> {
      await page.waitForFunction(
        (heading) =>
          document.activeElement === document.querySelector("main h1") &&
          document.activeElement?.textContent?.includes(heading),
        heading,
      );
      await waitForScrollToSettle(page);
      expect(await page.title(), "the new page's title").toContain(title);
      const box = await page.locator("main h1").boundingBox();
      const headerBottom = (await page.locator("header.site-header").boundingBox())?.height ?? 0;
      expect(
        box !== null && box.y + box.height > headerBottom && box.y < (page.viewportSize()?.height ?? 0),
        "the focused heading is on screen",
      ).toBe(true);
    }

    it("Read More, pressed with Enter, focuses the post's heading", async () => {
      await withPage("/blog", async ({ page }) => {
        // The list starts with the newest post.
        await focusAndSettle(page, page.getByRole("link", { name: new RegExp(`^${BLOG_LIST.readMore}`) }).first());
        await page.keyboard.press("Enter");
        const { title } = newestShippedPost();
        await expectHeadingFocused(page, title, title);
      });
    });

    it("a footer policy link focuses the policy's heading, at the top of the page", async () => {
      await withPage("/terms-of-service", async ({ page }) => {
        const privacy = POLICY_LINKS.find((link) => link.to === "/privacy-policy");
        await focusAndSettle(
          page,
          page.getByRole("contentinfo").getByRole("link", { name: privacy?.label ?? "Privacy Policy", exact: true }),
        );
        await page.keyboard.press("Enter");
        await expectHeadingFocused(page, "Privacy Policy", "Privacy Policy");
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    });

    it("a footer policy link pressed while the page still glides down to it opens the policy at the top", async () => {
      await withPage("/terms-of-service", async ({ page }) => {
        const privacy = POLICY_LINKS.find((link) => link.to === "/privacy-policy");
        const footerLink = page
          .getByRole("contentinfo")
          .getByRole("link", { name: privacy?.label ?? "Privacy Policy", exact: true });
        // Focus scrolls to the footer smoothly (html:focus-within); a quick visitor presses Enter mid-glide.
        await footerLink.focus();
        await waitForScrollToStart(page, 0);
        await page.keyboard.press("Enter");
        await expectHeadingFocused(page, "Privacy Policy", "Privacy Policy");
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    });

    it("a footer quick link from another page lands on the section with focus there, so Tab continues inside it", async () => {
      const faqs = FOOTER_QUICK_LINKS.find((link) => link.section === "faqs");
      if (!faqs) throw new Error("no FAQs quick link");
      await withPage("/blog", async ({ page }) => {
        await focusAndSettle(
          page,
          page.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: faqs.label, exact: true }),
        );
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.activeElement?.id === "faqs");
        await waitForScrollToSettle(page);
        expect(await page.title()).not.toContain("Insights");
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(() => document.activeElement?.closest("#faqs") !== null),
          `the next Tab: ${await activeDescription(page)}`,
        ).toBe(true);
      });
    });

    it("a header section link on the home page moves focus to its section", async () => {
      const faqs = HEADER_SECTION_LINKS.find((link) => link.section === "faqs");
      if (!faqs) throw new Error("no FAQs header link");
      await withPage("/", async ({ page }) => {
        if (viewport === "phone") {
          await focusAndSettle(page, page.locator(".site-header__toggle"));
          await page.keyboard.press("Enter");
        }
        await focusAndSettle(
          page,
          page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: faqs.label, exact: true }),
        );
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.activeElement?.id === "faqs");
        await waitForScrollToSettle(page);
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(() => document.activeElement?.closest("#faqs") !== null),
          `the next Tab: ${await activeDescription(page)}`,
        ).toBe(true);
      });
    });
  });
});
