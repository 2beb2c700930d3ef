import { CONTACT_INTRO } from "../../content/home-interactive";
import { SECTION_IDS } from "../../content/navigation";
import type { ContactFormSeed } from "../../hooks/use-contact-form";
import { ContactForm } from "../contact-form";

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
        </div>
        <div className="contact__form">
          <ContactForm seed={seed} />
        </div>
      </div>
    </section>
  );
}
