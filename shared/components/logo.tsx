import { Link } from "react-router-dom";
import { PRACTICE } from "../content/practice";

/** The wordmark with its monogram; links home. */
export function Logo({ tone = "ink" }: { readonly tone?: "ink" | "light" }) {
  return (
    <Link to="/" className={`logo logo--${tone}`} aria-label={`${PRACTICE.tradingName}, home`}>
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M9 10.5 13.5 17v5M18 10.5 13.5 17"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M24 12.2a5 5 0 1 0 0 7.6" fill="none" stroke="var(--accent)" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo__text">{PRACTICE.tradingName}</span>
    </Link>
  );
}
