import { ArrowLeft, ArrowRight } from "lucide-react";
import { SECTION_IDS } from "../../../shared/content/navigation";
import { PRACTICE_AREA_COPY } from "../../../shared/content/practice-area-pages";
import { contactPrefillHref } from "../../../shared/lib/contact-prefill";
import { practiceAreaPath } from "../../practice-areas/practice-area";
import type { PracticeAreaView } from "../practice-area-pages";
import type { PlansFile } from "../../plans/plans-schema";
import { teamPath } from "../../team/person";
import { PlansCovering } from "./plans";
import { RelatedPosts } from "./related-posts";

/** The way back to the six areas, the area's name and its summary. */
export function PracticeAreaHeader({ view }: { readonly view: PracticeAreaView }) {
  return (
    <>
      <a href={`/#${SECTION_IDS.practiceAreas}`} className="button button--text article__back">
        <ArrowLeft aria-hidden="true" size={16} />
        {PRACTICE_AREA_COPY.back}
      </a>
      <header className="article__header">
        <p className="eyebrow">{PRACTICE_AREA_COPY.eyebrow}</p>
        <h1 className="article__title" tabIndex={-1}>
          {view.page.title}
        </h1>
        <p className="article__lead">{view.page.summary}</p>
        {view.leads.length > 0 ? (
          <p className="article__byline">
            {PRACTICE_AREA_COPY.ledBy}{" "}
            {view.leads.map((person, index) => (
              <span key={person.slug}>
                {index > 0 ? ", " : null}
                <a href={teamPath(person.slug)}>{person.name}</a>
                {` (${person.role})`}
              </span>
            ))}
          </p>
        ) : null}
      </header>
    </>
  );
}

/** The practice's own words: HTML the Markdown pipeline sanitised at build (server/collections/markdown.ts). */
export function PracticeAreaBody({ view }: { readonly view: PracticeAreaView }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: view.page.html }} />;
}

/**
 * After the body: the general-information disclaimer, the way into the enquiry form with the area's
 * priorities ticked (a page load: the server fills the form, with or without JavaScript), the
 * related posts, and the other areas.
 */
export function PracticeAreaFooter({ view, plans }: { readonly view: PracticeAreaView; readonly plans?: PlansFile }) {
  const { page, related, others } = view;
  return (
    <>
      <p className="article__disclaimer">{PRACTICE_AREA_COPY.disclaimer}</p>
      <aside className="cta-box" aria-labelledby="area-cta-heading">
        <h2 id="area-cta-heading">{PRACTICE_AREA_COPY.discuss(page.title)}</h2>
        <p>{PRACTICE_AREA_COPY.discussBody}</p>
        <p className="cta-box__actions">
          <a
            href={contactPrefillHref({ priorities: page.priorities })}
            className="button button--primary"
            data-reload=""
          >
            {PRACTICE_AREA_COPY.discuss(page.title)}
            <ArrowRight aria-hidden="true" size={16} />
          </a>
          <a href="/how-we-work" className="button button--text">
            {PRACTICE_AREA_COPY.howWeWork}
          </a>
        </p>
      </aside>
      <PlansCovering plans={plans} areaSlug={page.slug} />
      <RelatedPosts id="related-heading" heading={PRACTICE_AREA_COPY.related} posts={related} />
      {others.length > 0 ? (
        <nav className="related" aria-labelledby="other-areas-heading">
          <h2 id="other-areas-heading">{PRACTICE_AREA_COPY.others}</h2>
          <ul className="related__areas">
            {others.map((other) => (
              <li key={other.slug}>
                <a href={practiceAreaPath(other.slug)}>{other.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
