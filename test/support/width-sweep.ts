// One page's width and focus checks, run inside the page in a single evaluate: no sideways scroll;
// every control in the Tab order, focused forwards and then backwards, wholly on screen and not
// covered (by the fixed header, a sticky table column, the edge of a scrolling table, or an open
// menu); and, when asked, no sideways scroll once the WCAG 1.4.12 text spacing is applied.
//
// Focus is moved by script, one control after another in the sequential order the browser's Tab key
// follows (document order; nothing on the site sets a positive tabindex, which the sweep refuses).
// Chromium scrolls a control into view the same way whether Tab or focus() moved focus there, and
// the keyboard test walks real Tab presses; this keeps the sweep to one round trip per page.
import type { Page } from "playwright-core";

export interface SweepOptions {
  /** Open the phone menu (the header's popover) first, as a visitor without JavaScript can. */
  readonly openMenu: boolean;
  /** Also apply WCAG 1.4.12's text spacing and check for sideways scroll again. */
  readonly textSpacing: boolean;
  /**
   * Also check a person and the team are reachable: About in the header and the footer, the email in
   * the footer, and the phone there too when the practice gives one (true) or not (false).
   */
  readonly expectPhone?: boolean;
}

/** WCAG 1.4.12's figures, as the W3C's text-spacing bookmarklet applies them. */
const TEXT_SPACING_CSS =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

/** What is wrong on the page as it stands: an empty list when nothing is. */
export async function sweepPage(page: Page, options: SweepOptions): Promise<string[]> {
  const input = JSON.stringify({ ...options, textSpacingCss: TEXT_SPACING_CSS });
  // Sent as source: a transpiler that keeps function names (tsx, esbuild's keepNames) wraps them in
  // a __name helper the page does not have, so the page gets a stand-in for it.
  return (await page.evaluate(
    `(() => { const __name = (f) => f; return (${inPage.toString()})(${input}); })()`,
  )) as string[];
}

/**
 * Marks each control in the order the sweep focuses them (data-sweep-index) and returns the indices,
 * for a test that presses Tab and Shift+Tab to prove the order is the browser's.
 */
export async function tabOrderInPage(page: Page): Promise<number[]> {
  const input = JSON.stringify({ openMenu: false, textSpacing: false, textSpacingCss: "", labelOnly: true });
  const count = Number(
    await page.evaluate(`(() => { const __name = (f) => f; return (${inPage.toString()})(${input}); })()`),
  );
  return Array.from({ length: count }, (_, index) => index);
}

/** Runs in the page: self-contained (no imports, no helpers from outside). */
function inPage({
  openMenu,
  textSpacing,
  expectPhone,
  textSpacingCss,
  labelOnly = false,
}: SweepOptions & { textSpacingCss: string; labelOnly?: boolean }): string[] | number {
  const problems: string[] = [];
  if (expectPhone !== undefined) {
    const links = (where: string, href: string) => document.querySelectorAll(`${where} a[href${href}]`).length;
    if (links("header.site-header nav", '="/about"') === 0) problems.push("no About in the header's navigation");
    if (links("footer", '="/about"') === 0) problems.push("no About in the footer");
    if (links("footer", '^="mailto:"') === 0) problems.push("no email link in the footer");
    if (links("footer", '^="tel:"') > 0 !== expectPhone)
      problems.push(
        expectPhone ? "no phone link in the footer" : "a phone link in the footer, though the practice gives none",
      );
  }
  const root = document.documentElement;
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}"`;
  const sideways = (when: string) => {
    if (root.scrollWidth > root.clientWidth)
      problems.push(`${when}: the page scrolls sideways (${root.scrollWidth} px wide in ${root.clientWidth} px)`);
  };
  sideways("as served");

  const menu = document.querySelector<HTMLElement>(".site-nav[popover]");
  const toggle = document.querySelector<HTMLElement>(".site-header__toggle");
  if (openMenu && menu && toggle && getComputedStyle(toggle).display !== "none") menu.showPopover();

  const shown = (element: HTMLElement) =>
    element.checkVisibility({ visibilityProperty: true }) && element.closest("[inert]") === null;
  const tabOrder = () =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]",
      ),
    ].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        (element.tagName !== "SUMMARY" || element.parentElement?.querySelector(":scope > summary") === element) &&
        shown(element),
    );
  if (labelOnly) {
    const order = tabOrder();
    order.forEach((element, index) => element.setAttribute("data-sweep-index", String(index)));
    return order.length;
  }
  const positive = document.querySelector("[tabindex]:not([tabindex='0']):not([tabindex^='-'])");
  if (positive)
    problems.push(`${name(positive)} has a positive tabindex: the sweep's order would not be the Tab key's`);

  /** A point inside the box's corner, clear of a rounded corner's cut. */
  const corners = (box: DOMRect, radius: number) => {
    const inset = 1 + 0.3 * Math.min(radius, box.width / 2, box.height / 2);
    return [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const;
  };
  const owns = (element: HTMLElement, hit: Element | null) =>
    hit !== null &&
    (element === hit ||
      element.contains(hit) ||
      [...((element as HTMLInputElement).labels ?? [])].some((label) => label.contains(hit)));

  const check = (element: HTMLElement, direction: string) => {
    // A visually hidden native control (a styled checkbox) shows through its label.
    const labels = [...((element as HTMLInputElement).labels ?? [])];
    const target = element.getBoundingClientRect().width <= 2 && labels[0] ? labels[0] : element;
    const radius = parseFloat(getComputedStyle(target).borderTopLeftRadius) || 0;
    const headerBottom = document.querySelector("header.site-header")?.getBoundingClientRect().bottom ?? 0;
    for (const whole of target.getClientRects()) {
      if (whole.width < 1 || whole.height < 1) continue;
      // A region taller than the room under the header cannot be wholly on screen, and a text box
      // brings only its caret into view (Chromium, Tab or script alike): the part on screen is what
      // must not be covered, and it must be at least a line of text.
      const part = whole.height > innerHeight - headerBottom || element.tagName === "TEXTAREA";
      const box = part
        ? new DOMRect(
            whole.x,
            Math.max(whole.top, headerBottom),
            whole.width,
            Math.min(whole.bottom, innerHeight) - Math.max(whole.top, headerBottom),
          )
        : whole;
      if (part && box.height < Math.min(whole.height, 40)) {
        problems.push(`${direction}: ${name(element)} shows ${Math.round(box.height)} px of itself`);
        return;
      }
      // Two pixels' grace (a box's border): Chromium snaps boxes to whole pixels when it decides
      // whether focus needs a scroll, and leaves a box cut by a pixel or so where it is.
      if (box.left < -2 || box.top < -2 || box.right > innerWidth + 2 || box.bottom > innerHeight + 2) {
        problems.push(
          `${direction}: ${name(element)} is not wholly on screen (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`,
        );
        return;
      }
      for (const [x, y] of corners(box, radius)) {
        const hit = document.elementFromPoint(x, y);
        if (!owns(element, hit)) {
          problems.push(
            `${direction}: ${name(element)} is covered at (${Math.round(x)},${Math.round(y)}) by ${hit ? name(hit) : "nothing"}`,
          );
          return;
        }
      }
    }
  };

  for (const direction of ["Tab", "Shift+Tab"] as const) {
    const order = tabOrder();
    if (direction === "Shift+Tab") order.reverse();
    for (const element of order) {
      if (!element.isConnected || !shown(element)) continue;
      element.focus();
      if (document.activeElement === element) check(element, direction);
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  if (menu?.matches(":popover-open")) menu.hidePopover();

  if (textSpacing) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(textSpacingCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    sideways("with WCAG 1.4.12 text spacing");
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  }
  return problems;
}
