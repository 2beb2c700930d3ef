import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { NOT_FOUND } from "../content/pages";
import { SECTION_IDS } from "../content/navigation";
import { SectionLink } from "../components/section-link";

const { elsewhere } = NOT_FOUND;

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec: the attempted path is logged to the console. Informational, not an application error.
    console.info("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="status-page">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          {NOT_FOUND.code}
        </p>
        <h1 className="status-page__title" tabIndex={-1}>
          <span className="visually-hidden">{NOT_FOUND.code}: </span>
          {NOT_FOUND.heading}
        </h1>
        <p className="status-page__detail">{NOT_FOUND.body}</p>
        <Link to="/" className="button button--primary">
          {NOT_FOUND.homeLink}
        </Link>
        <nav className="status-page__elsewhere" aria-labelledby="not-found-elsewhere">
          <h2 id="not-found-elsewhere">{elsewhere.heading}</h2>
          <ul>
            <li>
              <Link to={elsewhere.pricing.to}>{elsewhere.pricing.label}</Link>
            </li>
            <li>
              <SectionLink section={SECTION_IDS.practiceAreas}>{elsewhere.practiceAreas}</SectionLink>
            </li>
            <li>
              <Link to={elsewhere.blog.to}>{elsewhere.blog.label}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
