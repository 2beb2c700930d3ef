import { CONTACT_INTRO } from "../../content/home-interactive";
import { SECTION_IDS } from "../../content/navigation";
import type { ContactFormSeed } from "../../hooks/use-contact-form";
import { CollectionNotice } from "../collection-notice";
import { ContactForm } from "../contact-form";
import { NextStepsPanel } from "../next-steps-panel";

export function ContactSection({ seed }: { readonly seed?: ContactFormSeed }) {
  return (
    <section id={SECTION_IDS.contact} className="section" aria-labelledby="contact-heading">
      <div className="container contact">
        <div className="contact__intro">
          <p className="eyebrow">Contact</p>
          <h2 id="contact-heading" className="section-heading__title">
            {CONTACT_INTRO.heading}
          </h2>
          <p className="section-heading__intro">{CONTACT_INTRO.line}</p>
          <CollectionNotice />
        </div>
        <div className="contact__form">
          <ContactForm seed={seed} />
        </div>
        {/* What happens after an enquiry (issue 33): beside the form, not inside it, so the form's
            toast and reset leave it on screen until the visitor leaves. */}
        <NextStepsPanel />
      </div>
    </section>
  );
}
