import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { Menu, X } from "./icons";
import { NAV_SCROLLED_THRESHOLD_PX } from "../content/behaviour";
import { HEADER_BLOG_LINK, HEADER_CTA, HEADER_SECTION_LINKS } from "../content/navigation";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

/**
 * Fixed ids: there is one header per page, and useId's value differs between the server's tree
 * (the whole document) and the client's (#root), so the hydrated ids did not match the DOM.
 */
const MENU_ID = "site-menu";

/** The fixed navigation: transparent at the top, frosted once scrolled past 50 px. */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SCROLLED_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
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
      onBlur={(event) => {
        // The open menu covers the page: once focus moves on past it, it closes rather than hide
        // the focused control (WCAG 2.4.11). Nothing is trapped; Escape closes it too.
        const next = event.relatedTarget;
        if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) setMenuOpen(false);
      }}
    >
      <div className="container site-header__inner">
        <Logo />
        <button
          type="button"
          ref={toggleRef}
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
        {/* Without JavaScript the button cannot open the menu; this link does, through :target. */}
        <a href={`#${MENU_ID}`} className="site-header__menu-link">
          <Menu aria-hidden="true" size={22} />
          Menu
        </a>
        <nav id={MENU_ID} className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {HEADER_SECTION_LINKS.map((link) => (
              <li key={link.section}>
                <SectionLink section={link.section} className="site-nav__link" onNavigate={closeMenu}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={HEADER_BLOG_LINK.to} className="site-nav__link" onClick={closeMenu}>
                {HEADER_BLOG_LINK.label}
              </Link>
            </li>
          </ul>
          <SectionLink section={HEADER_CTA.section} className="button button--primary site-nav__cta" onNavigate={closeMenu}>
            {HEADER_CTA.label}
          </SectionLink>
        </nav>
      </div>
    </header>
  );
}
