import { Link } from "react-router-dom";
import { Menu, X } from "./icons";
import { NAV_SCROLLED_THRESHOLD_PX } from "../content/behaviour";
import { HEADER_CTA, HEADER_PAGE_LINKS, HEADER_SECTION_LINKS } from "../content/navigation";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { supportsPopover, usePhoneMenu } from "../hooks/use-phone-menu";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

/**
 * Fixed ids: there is one header per page, and useId's value differs between the server's tree
 * (the whole document) and the client's (#root), so the hydrated ids did not match the DOM.
 */
const MENU_ID = "site-menu";

type PhoneMenu = ReturnType<typeof usePhoneMenu>;

/** The fixed navigation: transparent at the top, frosted once scrolled past 50 px. */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SCROLLED_THRESHOLD_PX);
  const menu = usePhoneMenu();
  const { menuOpen, hydrated, closeMenu } = menu;

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
        <PhoneMenuToggle menu={menu} />
        <SiteNav menu={menu} />
      </div>
    </header>
  );
}

/** The phone layout's menu button: opens the navigation's popover, or toggles React's state where there is no Popover API. */
function PhoneMenuToggle({ menu: { menuOpen, setMenuOpen, hydrated, toggleRef } }: { readonly menu: PhoneMenu }) {
  return (
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
  );
}

/** The main navigation: a row of links on wide screens, the phone menu's popover below them; following a link closes the menu. */
function SiteNav({ menu: { navRef, setMenuOpen, closeMenu } }: { readonly menu: PhoneMenu }) {
  return (
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
  );
}
