import { Link } from "react-router-dom";
import { CircleCheck } from "../components/icons";
import { ENQUIRY_RECEIVED } from "../content/pages";
import { ServerFragment } from "../components/server-fragment";

/** Where the contact form lands after a successful post without JavaScript. */
export function EnquiryReceivedPage() {
  return (
    <div className="status-page">
      <div className="container status-page__inner">
        <CircleCheck aria-hidden="true" size={48} className="status-page__icon" />
        <h1 className="status-page__title" tabIndex={-1}>
          {ENQUIRY_RECEIVED.heading}
        </h1>
        <p className="status-page__detail">{ENQUIRY_RECEIVED.body}</p>
        {/* The panel beside the home page's form, the same fragment : reached by a post without JavaScript, it still says how to reach the practice. */}
        <ServerFragment fragment="home/next-steps" className="status-page__next" />
        <ServerFragment fragment="home/reach" className="status-page__reach" />
        <Link to="/" className="button button--primary">
          {ENQUIRY_RECEIVED.homeLink}
        </Link>
      </div>
    </div>
  );
}
