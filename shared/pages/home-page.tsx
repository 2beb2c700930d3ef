import { PAGE_HEADS } from "../content/pages";
import { SECTION_IDS } from "../content/navigation";
import { Hero } from "../components/home/hero";
import { ContactSection } from "../components/home/sections";
import { StaticIsland } from "../components/static-island";
import { usePageTitle } from "../hooks/use-page-title";
import { useSiteContext } from "../site-context";

/** Spec section 2, "Home sections in order". The static sections are islands; hero and contact hydrate. */
export function HomePage() {
  usePageTitle(PAGE_HEADS.home.title);
  const { contactFormSeed } = useSiteContext();
  return (
    <>
      <Hero />
      <StaticIsland as="section" island="home/how-it-works" id={SECTION_IDS.howItWorks} className="section" aria-labelledby="how-it-works-heading" />
      <StaticIsland as="section" island="home/worth-the-switch" className="section section--tinted" aria-labelledby="worth-the-switch-heading" />
      <StaticIsland as="section" island="home/practice-areas" id={SECTION_IDS.practiceAreas} className="section" aria-labelledby="practice-areas-heading" />
      <StaticIsland
        as="section"
        island="home/industries"
        id={SECTION_IDS.industries}
        className="section section--tinted"
        aria-labelledby="industries-heading"
      />
      <StaticIsland as="section" island="home/kylc" className="section" aria-labelledby="kylc-heading" />
      <StaticIsland as="section" island="home/about" className="section section--ink" aria-labelledby="about-heading" />
      <StaticIsland as="section" island="home/faqs" id={SECTION_IDS.faqs} className="section section--tinted" aria-labelledby="faqs-heading" />
      <ContactSection seed={contactFormSeed} />
    </>
  );
}
