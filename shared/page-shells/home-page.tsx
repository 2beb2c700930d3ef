import { SECTION_IDS } from "../content/navigation";
import { Hero } from "../components/home/hero";
import { ContactSection } from "../components/home/sections";
import { ServerFragment } from "../components/server-fragment";
import { useSiteContext } from "../site-context";

/** Spec section 2, "Home sections in order". The static sections are fragments; hero and contact hydrate. */
export function HomePage() {
  const { contactFormSeed } = useSiteContext();
  return (
    <>
      <Hero />
      <ServerFragment
        as="section"
        fragment="home/how-it-works"
        id={SECTION_IDS.howItWorks}
        className="section"
        aria-labelledby="how-it-works-heading"
      />
      <ServerFragment
        as="section"
        fragment="home/worth-the-switch"
        className="section section--tinted"
        aria-labelledby="worth-the-switch-heading"
      />
      <ServerFragment
        as="section"
        fragment="home/practice-areas"
        id={SECTION_IDS.practiceAreas}
        className="section"
        aria-labelledby="practice-areas-heading"
      />
      <ServerFragment
        as="section"
        fragment="home/industries"
        id={SECTION_IDS.industries}
        className="section section--tinted"
        aria-labelledby="industries-heading"
      />
      <ServerFragment as="section" fragment="home/kylc" className="section" aria-labelledby="kylc-heading" />
      <ServerFragment
        as="section"
        fragment="home/about"
        className="section section--ink"
        aria-labelledby="about-heading"
      />
      <ServerFragment
        as="section"
        fragment="home/faqs"
        id={SECTION_IDS.faqs}
        className="section section--tinted"
        aria-labelledby="faqs-heading"
      />
      <ContactSection seed={contactFormSeed} />
    </>
  );
}
