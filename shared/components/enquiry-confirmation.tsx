import { useEffect, useRef } from "react";
import { CircleCheck } from "./icons";
import { CONTACT_FORM } from "../content/contact-form";
import { ENQUIRY_RECEIVED } from "../content/pages";
import { ServerFragment } from "./server-fragment";

/**
 * What the form's place shows once an enquiry is stored (with JavaScript): the words of
 * /contact/received, what happens next (the same fragment) and how to reach a person, until the
 * visitor leaves or asks for the form again. Focus moves to its heading, which is how a screen reader
 * hears the news (the toast beside it is silent).
 */
export function EnquiryConfirmation({ onSendAnother }: { readonly onSendAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus scrolls the heading into view, clear of the fixed header (the page's scroll-padding-top).
  useEffect(() => heading.current?.focus(), []);
  // /contact/received's classes, restyled for the form's place by .enquiry-confirmation.
  return (
    <div className="enquiry-confirmation">
      <CircleCheck aria-hidden="true" size={48} className="status-page__icon" />
      <h3 ref={heading} className="status-page__title" tabIndex={-1}>
        {ENQUIRY_RECEIVED.heading}
      </h3>
      <p className="status-page__detail">{ENQUIRY_RECEIVED.body}</p>
      <ServerFragment fragment="home/next-steps" className="status-page__next" />
      <ServerFragment fragment="home/reach" className="status-page__reach" />
      <button type="button" className="button button--secondary" onClick={onSendAnother}>
        {CONTACT_FORM.sendAnother}
      </button>
    </div>
  );
}
