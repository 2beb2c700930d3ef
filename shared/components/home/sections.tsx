import { CONTACT_INTRO } from "../../content/home-interactive";
import { SECTION_IDS } from "../../content/navigation";
import type { ContactFormSeed } from "../../hooks/use-contact-form";
import { ContactForm } from "../contact-form";
import { useCallback, useState } from "react";
import { EnquiryConfirmation } from "../enquiry-confirmation";
import { ServerFragment } from "../server-fragment";

/**
 * The contact section. Once an enquiry is stored, the form's place shows the lasting confirmation
 * (with what happens next inside it) until the visitor asks for the form again; the form stays
 * mounted, hidden and reset, so "Send another enquiry" brings it straight back.
 */
export function ContactSection({ seed }: { readonly seed?: ContactFormSeed }) {
  const [stored, setStored] = useState(false);
  const onStored = useCallback(() => setStored(true), []);
  const sendAnother = useCallback(() => {
    setStored(false);
    requestAnimationFrame(() => document.getElementById("enquiry-name")?.focus());
  }, []);
  return (
    <section id={SECTION_IDS.contact} className="section" aria-labelledby="contact-heading">
      <div className="container contact">
        <div className="contact__intro">
          <p className="eyebrow">Contact</p>
          <h2 id="contact-heading" className="section-heading__title">
            {CONTACT_INTRO.heading}
          </h2>
          <p className="section-heading__intro">{CONTACT_INTRO.line}</p>
        </div>
        <div className="contact__form">
          {stored ? <EnquiryConfirmation onSendAnother={sendAnother} /> : null}
          <div hidden={stored}>
            <ContactForm seed={seed} onStored={onStored} />
          </div>
        </div>
        {/* A person to reach: beside the form on wide screens, straight after Send on narrow ones (the
            fields come first after the heading); once an enquiry is stored, inside the confirmation. */}
        {stored ? null : <ServerFragment fragment="home/reach" className="contact__reach" />}
        {/* What happens after an enquiry, beside the form; once one is stored, inside the confirmation instead. */}
        {stored ? null : <ServerFragment fragment="home/next-steps" className="contact__next" />}
      </div>
    </section>
  );
}
