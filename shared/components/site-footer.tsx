import { Link } from "react-router-dom";
import { ExternalLink } from "./icons";
import { FOOTER } from "../content/footer";
import { FOOTER_HEADINGS, FOOTER_PAGE_LINKS, FOOTER_QUICK_LINKS, POLICY_LINKS } from "../content/navigation";
import { ADDRESS_LINE, PRACTICE } from "../content/practice";
import { useSiteContext } from "../site-context";
import { Logo } from "./logo";
import { personSlug, teamPath } from "../lib/people";
import { SectionLink } from "./section-link";
import { ServerFragment } from "./server-fragment";

export function SiteFooter() {
  const { year } = useSiteContext();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p className="site-footer__blurb">{FOOTER.blurb}</p>
          <address className="site-footer__address">{ADDRESS_LINE}</address>
          <ServerFragment fragment="home/reach-footer" className="site-footer__reach" />
        </div>
        <nav className="site-footer__nav" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {FOOTER_HEADINGS.quickLinks}
          </h2>
          <ul>
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.section}>
                <SectionLink section={link.section}>{link.label}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__nav" aria-labelledby="footer-related">
          <h2 id="footer-related" className="site-footer__heading">
            {FOOTER_HEADINGS.related}
          </h2>
          <ul>
            <li>
              <a href={PRACTICE.parentFirm.url} target="_blank" rel="noopener noreferrer">
                {FOOTER.parentFirmLinkLabel}
                <ExternalLink aria-hidden="true" size={14} className="site-footer__external" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            {[...FOOTER_PAGE_LINKS, ...POLICY_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>{FOOTER.tradingNotice}</p>
        {/* The build refuses a director without a profile at this address (server/team/load-team.ts). */}
        <p>
          {FOOTER.director.label} <Link to={teamPath(personSlug(FOOTER.director.name))}>{FOOTER.director.name}</Link>.
        </p>
        <p>
          {FOOTER.liabilityNotice
            ? `${FOOTER.liabilityNotice} ${FOOTER.generalInformation}`
            : FOOTER.generalInformation}
        </p>
        <p className="site-footer__copyright">{FOOTER.copyright(year)}</p>
      </div>
    </footer>
  );
}
