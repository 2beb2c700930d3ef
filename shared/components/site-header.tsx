import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { Menu, X } from "./icons";
import { NAV_SCROLLED_THRESHOLD_PX } from "../content/behaviour";
import { HEADER_CTA, HEADER_PAGE_LINKS, HEADER_SECTION_LINKS } from "../content/navigation";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

/**
 * Fixed ids: there is one header per page, and useId's value differs between the server's tree
 * (the whole document) and the client's (#root), so the hydrated ids did not match the DOM.
 */
const MENU_ID = "site-menu";
/** Where the phone layout ends (layout.css: max-width 899.98px); the menu is a popover only below it. */
const DESKTOP_QUERY = "(min-width: 900px)";

/**
 * The phone menu is a popover the button opens by `popovertarget`: the browser runs it from the
 * server's HTML, so it works before and during hydration and without JavaScript. Browsers without
 * the Popover API (before Chrome 114, Firefox 125, Safari 17) ignore both attributes; there the
 * button toggles React's state once hydrated and CSS shows the menu by `data-menu-open`, as before.
 */
function supportsPopover(): boolean {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

function isPopoverOpen(nav: HTMLElement | null): boolean {
  return nav !== null && supportsPopover() && nav.matches(":popover-open");
}

/** The fixed navigation: transparent at the top, frosted once scrolled past 50 px. */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SCROLLED_THRESHOLD_PX);
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

  return (
    <header
      className="site-header"
      data-scrolled={scrolled ? "true" : "false"}
      data-menu-open={menuOpen ? "true" : "false"}
      // Until hydrated, CSS follows the scroll itself (layout.css); then data-scrolled does.
      data-hydrated={hydrated ? "" : undefined}
      onBlur={(event) => {
        // The open menu covers the page: once focus moves on past it, it closes rather than hide
        // the focused control (WCAG 2.4.11). Nothing is trapped; Escape closes it too.
        const next = event.relatedTarget;
        if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) closeMenu();
      }}
    >
      <div className="container site-header__inner">
        <Logo />
        <button
          type="button"
          ref={toggleRef}
          className="site-header__toggle"
          popoverTarget={MENU_ID}
          aria-expanded={hydrated ? menuOpen : undefined}
          aria-controls={MENU_ID}
          onClick={() => {
            // With the Popover API the browser toggles the menu and onToggle reports it.
            if (!supportsPopover()) setMenuOpen((open) => !open);
          }}
        >
          {/* Both icons, CSS shows one: a menu the browser opened before hydration or without
              JavaScript shows its close icon too. */}
          <Menu aria-hidden="true" size={22} className="site-header__icon-open" />
          <X aria-hidden="true" size={22} className="site-header__icon-close" />
          <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
        <nav
          id={MENU_ID}
          ref={navRef}
          className="site-nav"
          aria-label="Main"
          popover="auto"
          // beforetoggle comes at once, toggle in a later task: both say where the popover is going.
          onBeforeToggle={(event) => setMenuOpen(event.newState === "open")}
          onToggle={(event) => setMenuOpen(event.newState === "open")}
        >
          <ul className="site-nav__list">
            {HEADER_SECTION_LINKS.map((link) => (
              <li key={link.section}>
                <SectionLink section={link.section} className="site-nav__link" onNavigate={closeMenu}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
            {HEADER_PAGE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="site-nav__link" onClick={closeMenu}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <SectionLink section={HEADER_CTA.section} className="button button--primary site-nav__cta" onNavigate={closeMenu}>
            {HEADER_CTA.label}
          </SectionLink>
        </nav>
      </div>
    </header>
  );
}
