/**
 * The home page's sections below the first screen, and its footer, left out of the browser's first
 * style and layout: the entry script marks them `content-visibility: auto` before the first layout,
 * and shows them again one per frame once the first screen is painted, before React hydrates
 * (ADR 016). The first layout then covers the header and the hero, not the whole page.
 */
const DEFERRABLE = "#main > section:not(:first-child), body .site-footer";
/** Marks a section left out, so that showing it again finds it (and only it). */
const DEFERRED_ATTRIBUTE = "data-deferred";
/** Where a skipped section stands until it is shown: about a phone screen and a bit. */
const PLACEHOLDER_SIZE = "auto 900px";

/**
 * Marks the home page's sections below the first screen as skipped, and returns one step per section
 * that shows it again. Nothing is skipped on any other page, nor when the address names a section
 * (the browser scrolls to it as the page loads, by the sections' sizes as they are then).
 */
export function deferOffscreenSections(doc: Document = document): Array<() => void> {
  const { pathname, hash } = doc.location;
  if (pathname !== "/" || hash.length > 1) return [];
  return [...doc.querySelectorAll<HTMLElement>(DEFERRABLE)].map((element) => {
    element.style.setProperty("content-visibility", "auto");
    element.style.setProperty("contain-intrinsic-size", PLACEHOLDER_SIZE);
    element.setAttribute(DEFERRED_ATTRIBUTE, "");
    return () => show(element);
  });
}

/** Shows every section still skipped, now: a scroll must measure the page as it is. */
export function showDeferredSections(doc: Document = document): void {
  for (const element of doc.querySelectorAll<HTMLElement>(`[${DEFERRED_ATTRIBUTE}]`)) show(element);
}

function show(element: HTMLElement): void {
  if (!element.hasAttribute(DEFERRED_ATTRIBUTE)) return;
  element.style.removeProperty("content-visibility");
  element.style.removeProperty("contain-intrinsic-size");
  element.removeAttribute(DEFERRED_ATTRIBUTE);
  // Left as the server sent it, so hydration finds no attribute React did not render.
  if (element.getAttribute("style") === "") element.removeAttribute("style");
}
