import { PAGE_HEADS } from "../content/pages";
import { Hero } from "../components/home/hero";
import {
  AboutSection,
  ContactSection,
  FaqSection,
  HowItWorksSection,
  IndustriesSection,
  KylcSection,
  PracticeAreasSection,
  WorthTheSwitchSection,
} from "../components/home/sections";
import { usePageTitle } from "../hooks/use-page-title";
import { useSiteContext } from "../site-context";

export function HomePage() {
  usePageTitle(PAGE_HEADS.home.title);
  const { contactFormSeed } = useSiteContext();
  return (
    <>
      <Hero />
      <HowItWorksSection />
      <WorthTheSwitchSection />
      <PracticeAreasSection />
      <IndustriesSection />
      <KylcSection />
      <AboutSection />
      <FaqSection />
      <ContactSection seed={contactFormSeed} />
    </>
  );
}
