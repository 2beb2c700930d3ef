import type { MouseEvent, ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { SectionTargetState } from "../lib/navigation-state";
import { scrollToSection } from "../browser/scroll";

interface SectionLinkProps {
  readonly section: string;
  readonly className?: string;
  readonly children: ReactNode;
  /** Called after a plain click has been handled, e.g. to close the mobile menu. */
  readonly onNavigate?: () => void;
}

/**
 * A real link to `/#section` (works without JavaScript: CSS scroll-padding supplies the header
 * offset). With JavaScript it smooth-scrolls on the home page, or goes home carrying the target.
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    onNavigate?.();
    if (pathname === "/" && scrollToSection(section)) return;
    const state: SectionTargetState = { scrollTarget: section };
    navigate("/", { state });
  }

  return (
    <a href={`/#${section}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
