import { REACH, REACH_COPY, type ReachDetails } from "../content/reach";

interface ReachUsProps {
  readonly details?: ReachDetails;
  /** The booking link shows only where a visitor is deciding to talk (beside the form, /contact/received). */
  readonly withBooking?: boolean;
  readonly className?: string;
}

/**
 * The practice's phone and email as links a phone can dial or write from, who answers them and when,
 * and, where asked, the booking page. A plain list of links: it works without JavaScript.
 */
export function ReachUs({ details = REACH, withBooking = false, className }: ReachUsProps) {
  return (
    <div className={["reach", className].filter(Boolean).join(" ")}>
      <p className="reach__heading">{REACH_COPY.heading}</p>
      <dl className="reach__lines">
        {details.phone ? (
          <div>
            <dt>{REACH_COPY.phone}</dt>
            <dd>
              <a href={details.phone.href}>{details.phone.label}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{REACH_COPY.email}</dt>
          <dd>
            <a href={details.email.href}>{details.email.label}</a>
          </dd>
        </div>
      </dl>
      {details.who ? <p className="reach__who">{details.who}</p> : null}
      {withBooking && details.booking ? (
        <p className="reach__booking">
          <a href={details.booking.href} className="button button--secondary">
            {REACH_COPY.booking}
          </a>
        </p>
      ) : null}
    </div>
  );
}
