import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";

/** Where the phone layout ends (layout.css: max-width 899.98px); the menu is a popover only below it. */
const DESKTOP_QUERY = "(min-width: 900px)";

/**
 * The phone menu is a popover the button opens by `popovertarget`: the browser runs it from the
 * server's HTML, so it works before and during hydration and without JavaScript. Browsers without
 * the Popover API (before Chrome 114, Firefox 125, Safari 17) ignore both attributes; there the
 * button toggles React's state once hydrated and CSS shows the menu by `data-menu-open`, as before.
 */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

function isPopoverOpen(nav: HTMLElement | null): boolean {
  return nav !== null && supportsPopover() && nav.matches(":popover-open");
}

/**
 * Whether the header's phone menu is open, kept in step with the popover the browser runs: it closes
 * on a change of route, on Escape (focus back to the toggle) and when the window widens past the
 * phone layout.
 */
export function usePhoneMenu() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Until hydrated the server's aria-expanded could not follow a menu the browser opened; without
  // it the browser reports the popover's own expanded state. Once hydrated, React keeps it.
  const [hydrated, setHydrated] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);

  const closeMenu = () => {
    if (isPopoverOpen(navRef.current)) navRef.current?.hidePopover();
    setMenuOpen(false);
  };

  useEffect(() => {
    // A visitor may have opened the menu before hydration: show the state the browser holds.
    setMenuOpen(isPopoverOpen(navRef.current));
    setHydrated(true);
    // Past the phone layout the menu is no popover: one left open would float over the page.
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    if (!desktop) return;
    const onChange = () => {
      if (desktop.matches && isPopoverOpen(navRef.current)) navRef.current?.hidePopover();
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    // Only a change of route closes the menu, not the first render (it may be open from before hydration).
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (isPopoverOpen(navRef.current)) navRef.current?.hidePopover();
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        if (isPopoverOpen(navRef.current)) navRef.current?.hidePopover();
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return { menuOpen, setMenuOpen, hydrated, closeMenu, toggleRef, navRef };
}
