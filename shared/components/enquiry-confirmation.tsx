import { useEffect, useRef } from "react";
import { CircleCheck } from "./icons";
import { CONTACT_FORM } from "../content/contact-form";
import { ENQUIRY_RECEIVED } from "../content/pages";
import { ReachUs } from "./reach-us";
import { ServerFragment } from "./server-fragment";

/**
 * What the form's place shows once an enquiry is stored (with JavaScript): the words of
 * /contact/received, what happens next (the same fragment) and how to reach a person, until the
 * visitor leaves or asks for the form again. Focus moves to its heading, which is how a screen reader
 * hears the news (the toast beside it is silent), and the panel is brought into view from its top.
 */
export function EnquiryConfirmation({ onSendAnother }: { readonly onSendAnother: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <div ref={panel} className="enquiry-confirmation">
      <CircleCheck aria-hidden="true" size={40} className="enquiry-confirmation__icon" />
      <h3 ref={heading} className="enquiry-confirmation__title" tabIndex={-1}>
        {ENQUIRY_RECEIVED.heading}
      </h3>
      <p className="enquiry-confirmation__detail">{ENQUIRY_RECEIVED.body}</p>
      <ServerFragment fragment="home/next-steps" className="enquiry-confirmation__next" />
      <ReachUs withBooking className="enquiry-confirmation__reach" />
      <button type="button" className="button button--secondary" onClick={onSendAnother}>
        {CONTACT_FORM.sendAnother}
      </button>
    </div>
  );
}
