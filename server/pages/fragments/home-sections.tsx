/** The home page's static sections: rendered on the server only, shipped as HTML (server fragments). */
import {
  ArrowRight,
  Briefcase,
  Building2,
  CalendarCheck,
  Compass,
  FileText,
  Gavel,
  Handshake,
  Landmark,
  Layers,
  Lightbulb,
  Scale,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import {
  ABOUT,
  FAQS,
  HOW_IT_WORKS,
  INDUSTRIES,
  KYLC,
  LEADERSHIP_SENTENCE,
  PRACTICE_AREAS,
  WORTH_THE_SWITCH,
} from "../../../shared/content/home";
import { PRACTICE } from "../../../shared/content/practice";
import { personSlug } from "../../../shared/lib/people";
import { certificateText, type Team } from "../../team/person";
import type { Card } from "../../../shared/content/types";
import { PRACTICE_AREA_COPY } from "../../../shared/content/practice-area-pages";
import { practiceAreaPath, type PracticeAreas } from "../../practice-areas/practice-area";
import { FaqList } from "../../../shared/components/faq-list";
import { SectionHeading } from "../../../shared/components/section-heading";
import { PLANS_COPY, WORTH_THE_SWITCH_CHECKS } from "../../../shared/content/people-and-plans";
import type { Faq } from "../../../shared/content/types";
import { PLANS_PATH } from "../../../shared/content/navigation";
import { firstConversationTerms } from "../../plans/plans";
import type { PlansFile } from "../../plans/plans-schema";
import { PlansFrom, planList } from "./plans";
import { ENGAGEMENT } from "../../../shared/content/engagement";
import { termsSentence } from "../../../shared/content/engagement-terms";

const HOW_IT_WORKS_ICONS: readonly LucideIcon[] = [Users, Layers, CalendarCheck];
const SWITCH_ICONS: readonly LucideIcon[] = [Briefcase, Building2, Compass, Handshake, ShieldCheck, Target];
const PRACTICE_ICONS: readonly LucideIcon[] = [Briefcase, Users, Lightbulb, Landmark, FileText, Gavel];
const KYLC_ICONS: readonly LucideIcon[] = [Sparkles, Zap, Scale];

interface SectionIntro {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
}

/** A home section made of a heading and a grid of items (cards or tags): the shape four sections share. */
function HeadedGrid({
  headingId,
  section,
  ordered = false,
  listClassName = "card-grid card-grid--3",
  children,
}: {
  readonly headingId: string;
  readonly section: SectionIntro;
  readonly ordered?: boolean;
  readonly listClassName?: string;
  readonly children: ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <div className="container">
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <List className={listClassName}>{children}</List>
    </div>
  );
}

function IconCard({
  card,
  icon: Icon,
  index,
}: {
  readonly card: Card;
  readonly icon: LucideIcon | undefined;
  readonly index?: number;
}) {
  return (
    <li className="card">
      {Icon ? (
        <span className="card__icon" aria-hidden="true">
          <Icon size={22} />
        </span>
      ) : null}
      {index !== undefined ? (
        <span className="card__step" aria-hidden="true">
          {String(index + 1).padStart(2, "0")}
        </span>
      ) : null}
      <h3 className="card__title">{card.title}</h3>
      <p className="card__body">{card.body}</p>
    </li>
  );
}

/** The spec's three cards, then the lowest price and the way to the plans and to /how-we-work. */
export function HowItWorksContent({ plans }: { readonly plans: PlansFile | undefined }) {
  return (
    <>
      <HeadedGrid headingId="how-it-works-heading" section={HOW_IT_WORKS} ordered>
        {HOW_IT_WORKS.cards.map((card, index) => (
          <IconCard key={card.title} card={card} icon={HOW_IT_WORKS_ICONS[index]} index={index} />
        ))}
      </HeadedGrid>
      <div className="container">
        <PlansFrom plans={plans} />
      </div>
    </>
  );
}

/** The leadership card opened by who leads the practice, from the director's profile; unchanged without one. */
function withLeadership(card: Card, team: Team): Card {
  const director = team.bySlug(personSlug(PRACTICE.legalPractitionerDirector));
  if (card.about !== "leadership" || !director) return card;
  const certificate = certificateText(director);
  const sentence = LEADERSHIP_SENTENCE(
    director.name,
    director.admitted.year,
    director.admitted.jurisdiction,
    certificate.charAt(0).toLowerCase() + certificate.slice(1),
  );
  return { ...card, body: `${sentence} ${card.body}` };
}

export function WorthTheSwitchContent({ team }: { readonly team: Team }) {
  return (
    <>
      <HeadedGrid headingId="worth-the-switch-heading" section={WORTH_THE_SWITCH}>
        {WORTH_THE_SWITCH.cards.map((card, index) => (
          <IconCard key={card.title} card={withLeadership(card, team)} icon={SWITCH_ICONS[index]} />
        ))}
      </HeadedGrid>
      <WorthTheSwitchChecks />
    </>
  );
}

/** Where the Worth the Switch cards' claims can be checked: the profiles and the plans. */
function WorthTheSwitchChecks() {
  return (
    <div className="container">
      <p className="plans-from__links">
        {WORTH_THE_SWITCH_CHECKS.map((link) => (
          <a key={link.to} href={link.to} className="button button--text">
            {link.label}
            <ArrowRight aria-hidden="true" size={16} />
          </a>
        ))}
      </p>
    </div>
  );
}

/** The spec's six cards; each whose page the practice has written links to it. */
export function PracticeAreasContent({ practiceAreas }: { readonly practiceAreas: PracticeAreas }) {
  return (
    <HeadedGrid headingId="practice-areas-heading" section={PRACTICE_AREAS}>
      {PRACTICE_AREAS.areas.map((area, index) => {
        const Icon = PRACTICE_ICONS[index];
        const page = practiceAreas.forTitle(area.title);
        return (
          <li key={area.title} className="card card--practice">
            {Icon ? (
              <span className="card__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
            ) : null}
            <h3 className="card__title">{area.title}</h3>
            <p className="card__body">{area.body}</p>
            <ul className="card__list">
              {area.matters.map((matter) => (
                <li key={matter}>{matter}</li>
              ))}
            </ul>
            {area.note ? <p className="card__note">{area.note}</p> : null}
            {page ? (
              <a className="button button--text card__link" href={practiceAreaPath(page.slug)}>
                {PRACTICE_AREA_COPY.cardLink}
                <span className="visually-hidden">{`: ${area.title}`}</span>
                <ArrowRight aria-hidden="true" size={16} />
              </a>
            ) : null}
          </li>
        );
      })}
    </HeadedGrid>
  );
}

export function IndustriesContent() {
  return (
    <HeadedGrid headingId="industries-heading" section={INDUSTRIES} listClassName="tag-list">
      {INDUSTRIES.tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </HeadedGrid>
  );
}

export function KylcContent() {
  return (
    <div className="container kylc">
      <div className="kylc__intro">
        <SectionHeading id="kylc-heading" eyebrow={KYLC.eyebrow} heading={KYLC.heading} />
        <p className="kylc__name">{KYLC.name}</p>
        {KYLC.body.map((paragraph) => (
          <p key={paragraph} className="kylc__body">
            {paragraph}
          </p>
        ))}
      </div>
      <ul className="kylc__benefits">
        {KYLC.benefits.map((benefit, index) => (
          <IconCard key={benefit.title} card={benefit} icon={KYLC_ICONS[index]} />
        ))}
      </ul>
    </div>
  );
}

export function AboutContent() {
  return (
    <div className="container about">
      <div className="about__text">
        <SectionHeading id="about-heading" eyebrow={ABOUT.eyebrow} heading={ABOUT.heading} />
        {ABOUT.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className="about__points">
        {ABOUT.points.map((point) => (
          <li key={point.title}>
            <h3>{point.title}</h3>
            <p>{point.body}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The FAQs; the pricing answer adds the plans' prices, whether the first conversation is charged for, and the way to the plans (the spec's answer stays first). */
function faqsWithPlans(plans: PlansFile | undefined): readonly Faq[] {
  if (!plans) return FAQS.items;
  return FAQS.items.map((item) =>
    item.about === "pricing"
      ? {
          ...item,
          answer: `${item.answer} ${PLANS_COPY.faqAnswer(planList(plans), termsSentence(ENGAGEMENT))} ${firstConversationTerms(plans.enquiries)}`,
          links: [{ label: PLANS_COPY.seePlans, to: PLANS_PATH }, ...(item.links ?? [])],
        }
      : item,
  );
}

export function FaqContent({ plans }: { readonly plans: PlansFile | undefined }) {
  return (
    <div className="container container--narrow">
      <SectionHeading id="faqs-heading" eyebrow={FAQS.eyebrow} heading={FAQS.heading} align="center" />
      <FaqList items={faqsWithPlans(plans)} />
    </div>
  );
}
