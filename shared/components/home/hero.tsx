import { ArrowRight } from "../icons";
import { HERO_TYPING_INTERVAL_MS } from "../../content/behaviour";
import { HERO } from "../../content/home-interactive";
import { SECTION_IDS } from "../../content/navigation";
import { useTypewriter } from "../../hooks/use-typewriter";
import { SectionLink } from "../section-link";
import { ServerFragment } from "../server-fragment";

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <ServerFragment fragment="home/hero-art" className="hero__art" aria-hidden="true" />
      <div className="container hero__inner">
        <ul className="hero__badges" aria-label="Highlights">
          {HERO.badges.map((badge) => (
            <li key={badge} className="badge">
              {badge}
            </li>
          ))}
        </ul>
        <h1 id="hero-heading" className="hero__title" tabIndex={-1}>
          <span className="hero__lead">{HERO.headlineLead}</span> <TypedText text={HERO.headlineTyped} />
        </h1>
        <p className="hero__subline">{HERO.subline}</p>
        <p className="hero__intro">{HERO.intro}</p>
        {/* Reaching a person is the page's aim, and on a phone the header shows no "Get in Touch" of its
            own: that button is the filled one, beside (or under) the way into the practice areas. */}
        <div className="hero__actions">
          <SectionLink section={SECTION_IDS.practiceAreas} className="button button--secondary button--large">
            {HERO.primaryCta}
            <ArrowRight aria-hidden="true" size={18} />
          </SectionLink>
          <SectionLink section={SECTION_IDS.contact} className="button button--primary button--large">
            {HERO.secondaryCta}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}

/**
 * The typing headline. Readers and search engines get the whole text; the visible copy types over
 * an invisible full-width copy, so the line never changes size while it types.
 */
function TypedText({ text }: { readonly text: string }) {
  const { shown, phase } = useTypewriter(text, HERO_TYPING_INTERVAL_MS);
  return (
    <span className="typewriter" data-phase={phase}>
      <span className="visually-hidden">{text}</span>
      <span className="typewriter__ghost" aria-hidden="true">
        {text}
      </span>
      <span className="typewriter__text" aria-hidden="true" data-testid="typed-headline">
        {shown}
        <span className="typewriter__caret" />
      </span>
    </span>
  );
}
