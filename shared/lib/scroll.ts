import { HEADER_SCROLL_OFFSET_PX } from "../content/behaviour";

/** True when the visitor asked the system for less motion; then we jump instead of glide. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Scrolls so the section's top sits just below the fixed header (spec: 80 px offset).
 * Returns false when the section is not on this page.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - HEADER_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "instant" : behavior });
  return true;
}
