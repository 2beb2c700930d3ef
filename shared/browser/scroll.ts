import { HEADER_SCROLL_OFFSET_PX } from "../content/behaviour";
import { showDeferredSections } from "./deferred-sections";

/** True when the visitor asked the system for less motion; then we jump instead of glide. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Scrolls so the section's top sits just below the fixed header (spec: 80 px offset), and moves
 * focus to the section as a plain in-page link would, so the next Tab continues from there and
 * screen readers announce where the visitor landed (WCAG 2.4.3). Returns false when the section
 * is not on this page.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // A section still left out of layout stands at its placeholder's height: the glide would stop short.
  showDeferredSections();
  const top = target.getBoundingClientRect().top + window.scrollY - HEADER_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "instant" : behavior });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}
