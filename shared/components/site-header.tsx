import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { Menu, X } from "lucide-react";
import { NAV_SCROLLED_THRESHOLD_PX } from "../content/behaviour";
import { HEADER_BLOG_LINK, HEADER_CTA, HEADER_SECTION_LINKS } from "../content/navigation";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

/** The fixed navigation: transparent at the top, frosted once scrolled past 50 px. */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SCROLLED_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        document.getElementById(`${menuId}-toggle`)?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen, menuId]);

  return (
    <header className="site-header" data-scrolled={scrolled ? "true" : "false"} data-menu-open={menuOpen ? "true" : "false"}>
      <div className="container site-header__inner">
        <Logo />
        <button
          type="button"
          id={`${menuId}-toggle`}
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
        <nav id={menuId} className="site-nav" aria-label="Main">
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
