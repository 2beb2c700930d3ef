import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { DELAY_BEFORE_TARGET_SCROLL_MS } from "../content/behaviour";
import { readScrollTarget } from "../lib/navigation-state";
import { scrollToSection } from "../browser/scroll";

/**
 * Spec: every page starts at the top; arriving home with a target section waits 100 ms, then
 * smooth-scrolls there. After client-side navigation, focus moves to the new page's heading so
 * screen readers announce it.
 */
export function ScrollManager() {
  const location = useLocation();
  const firstRender = useRef(true);

  // A layout effect, so the jump to the top happens before the new page is painted: navigations
  // run in transitions, whose passive effects can wait until after a paint, and the new page
  // showed for a moment at the old page's scroll position.
  useLayoutEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    const target = readScrollTarget(location.state);
    const hashTarget = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : undefined;

    if (!isFirst) focusPageHeading();
    if (target) {
      scrollToTop(isFirst);
      const timer = window.setTimeout(() => scrollToSection(target), DELAY_BEFORE_TARGET_SCROLL_MS);
      return () => window.clearTimeout(timer);
    }
    if (hashTarget && document.getElementById(hashTarget)) {
      // On a page load the browser scrolls to the fragment itself (scroll-padding-top supplies the
      // offset; scroll-behavior: smooth may still be gliding). A scroll of ours during that glide
      // made Chromium overshoot (/#faqs ended 435 px too far), so leave the first load to it.
      if (!isFirst) scrollToSection(hashTarget, "instant");
      return;
    }
    // A reload or a return through history puts back the old place, which "every page scrolls to the
    // top when it loads" undoes. A fresh load starts at the top, so a place other than the top once
    // the page hydrates is the visitor's own scrolling while the scripts arrived, and it stays.
    if (!isFirst || (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)?.type !== "navigate")
      scrollToTop(isFirst);
    return;
  }, [location.key, location.state, location.hash]);

  return null;
}

/**
 * After a navigation, a glide the browser began on the page before (focusing a link low on it
 * scrolls there smoothly) takes one more step after an instant scroll in Chromium, and stops there:
 * a link pressed during the glide opened the next page 17-367 px down. The next frame puts the page
 * back at the top. A first load has no glide before it.
 */
function scrollToTop(isFirst: boolean) {
  window.scrollTo({ top: 0, behavior: "instant" });
  if (!isFirst) requestAnimationFrame(() => window.scrollY && window.scrollTo({ top: 0, behavior: "instant" }));
}

function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>("main h1");
  heading?.focus({ preventScroll: true });
}
