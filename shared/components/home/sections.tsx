import { CONTACT_INTRO } from "../../content/home-interactive";
import { SECTION_IDS } from "../../content/navigation";
import type { ContactFormSeed } from "../../hooks/use-contact-form";
import { ContactForm } from "../contact-form";
import type { FormEvent } from "react";
import { ServerFragment } from "../server-fragment";
import { ReachUs } from "../reach-us";

/**
 * Once the form starts sending (its button disabled; a refused form never does, and keeps its first
 * invalid field in view), bring what happens next into view, no further than needed: on a phone it
 * sits below Send, which a visitor often presses at the foot of the screen. The form's own handler
 * has run by the next frame (React's submit event bubbles from the form to here).
 */
function showNextSteps(event: FormEvent<HTMLDivElement>) {
  const form = event.target as HTMLFormElement;
  requestAnimationFrame(() => {
    if (form.querySelector("[type=submit]:disabled")) form.parentElement?.nextElementSibling?.scrollIntoView({ block: "nearest" });
  });
}

export function ContactSection({ seed }: { readonly seed?: ContactFormSeed }) {
  return (
    <section id={SECTION_IDS.contact} className="section" aria-labelledby="contact-heading">
      <div className="container contact" onSubmit={showNextSteps}>
        <div className="contact__intro">
          <p className="eyebrow">Contact</p>
          <h2 id="contact-heading" className="section-heading__title">
            {CONTACT_INTRO.heading}
          </h2>
          <p className="section-heading__intro">{CONTACT_INTRO.line}</p>
          <ReachUs withBooking className="contact__reach" />
        </div>
        <div className="contact__form">
          <ContactForm seed={seed} />
        </div>
        {/* What happens after an enquiry (issue 33): beside the form, not inside it, so the form's
            toast and reset leave it on screen until the visitor leaves. */}
        <ServerFragment fragment="home/next-steps" className="contact__next" />
      </div>
    </section>
  );
}
