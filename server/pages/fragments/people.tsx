import { ArrowLeft, ArrowRight, ExternalLink } from "lucide-react";
import { ABOUT_PAGE, PROFILE_COPY } from "../../../shared/content/people-and-plans";
import { LIABILITY_NOTICE, PRACTICE } from "../../../shared/content/practice";
import { SECTION_IDS } from "../../../shared/content/navigation";
import { personSlug } from "../../../shared/lib/people";
import { PageHeader } from "../../../shared/page-shells/page-header";
import { ReachUs } from "../../../shared/components/reach-us";
import { practiceAreaPath } from "../../practice-areas/practice-area";
import { certificateText, initialsOf, teamPath, type Person, type Team } from "../../team/person";
import type { PersonView } from "../team-pages";
import { RelatedPosts } from "./related-posts";
import { ContentPicture } from "./content-picture";
import { IMAGE_SIZES } from "../../collections/image-plan";

/** A photo when the profile has one, else the person's initials: never a stock photo. */
function PersonMark({ person, size }: { readonly person: Person; readonly size: "small" | "large" }) {
  if (person.photo) {
    return (
      <ContentPicture
        image={person.photo}
        alt={person.photo.alt}
        sizes={size === "small" ? IMAGE_SIZES.photoSmall : IMAGE_SIZES.photoLarge}
        className={`person-mark person-mark--${size}`}
        priority="auto"
      />
    );
  }
  return (
    <span className={`person-mark person-mark--${size} person-mark--initials`} aria-hidden="true">
      {initialsOf(person.name)}
    </span>
  );
}

function PersonCard({ person }: { readonly person: Person }) {
  return (
    <li className="person-card">
      <PersonMark person={person} size="small" />
      <div>
        <h3 className="person-card__name">
          <a href={teamPath(person.slug)}>{person.name}</a>
        </h3>
        <p className="person-card__role">{person.role}</p>
        <p className="person-card__admitted">{`${PROFILE_COPY.admitted} ${PROFILE_COPY.admittedValue(person.admitted.year, person.admitted.jurisdiction)}`}</p>
      </div>
    </li>
  );
}

/** /about: who runs the practice, its parent firm, its director, its regulator and insurance, and the team. */
export function AboutPage({ team }: { readonly team: Team }) {
  const director = PRACTICE.legalPractitionerDirector;
  const directorProfile = team.bySlug(personSlug(director));
  return (
    <>
      <PageHeader eyebrow={ABOUT_PAGE.eyebrow} title={ABOUT_PAGE.title}>
        {ABOUT_PAGE.intro.map((paragraph) => (
          <p key={paragraph} className="page-header__intro">
            {paragraph}
          </p>
        ))}
      </PageHeader>
      <div className="container container--narrow prose">
        <section aria-labelledby="director">
          <h2 id="director">{ABOUT_PAGE.director.heading}</h2>
          <p>{ABOUT_PAGE.director.body(director)}</p>
          {directorProfile ? (
            <p>
              <a href={teamPath(directorProfile.slug)}>{ABOUT_PAGE.director.profileLink(director)}</a>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="parent-firm">
          <h2 id="parent-firm">{ABOUT_PAGE.parentFirm.heading}</h2>
          <p>{ABOUT_PAGE.parentFirm.body}</p>
        </section>
        <section aria-labelledby="regulation">
          <h2 id="regulation">{ABOUT_PAGE.regulation.heading}</h2>
          {ABOUT_PAGE.regulation.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {LIABILITY_NOTICE ? <p>{LIABILITY_NOTICE}</p> : null}
          <ul>
            {ABOUT_PAGE.regulation.sources.map((source) => (
              <li key={source.href}>
                <a href={source.href} rel="noopener noreferrer">
                  {source.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="team">
          <h2 id="team">{ABOUT_PAGE.team.heading}</h2>
          <p>{ABOUT_PAGE.team.intro}</p>
          <ul className="person-list">
            {team.people.map((person) => (
              <PersonCard key={person.slug} person={person} />
            ))}
          </ul>
        </section>
        <ReachUs className="reach--about" />
      </div>
    </>
  );
}

/** A profile's page: back to the team, the person's mark, name and role, and the facts a visitor can check. */
export function PersonHeader({ view }: { readonly view: PersonView }) {
  const { person, areas, promise } = view;
  return (
    <>
      <a href="/about#team" className="button button--text article__back">
        <ArrowLeft aria-hidden="true" size={16} />
        {PROFILE_COPY.back}
      </a>
      <header className="article__header profile__header">
        <PersonMark person={person} size="large" />
        <div>
          <p className="eyebrow">{person.role}</p>
          <h1 className="article__title" tabIndex={-1}>
            {person.name}
          </h1>
        </div>
      </header>
      <dl className="profile__facts">
        <div>
          <dt>{PROFILE_COPY.admitted}</dt>
          <dd>{PROFILE_COPY.admittedValue(person.admitted.year, person.admitted.jurisdiction)}</dd>
        </div>
        <div>
          <dt>{PROFILE_COPY.certificate}</dt>
          <dd>{certificateText(person)}</dd>
        </div>
        {areas.length > 0 ? (
          <div>
            <dt>{PROFILE_COPY.leads}</dt>
            <dd>
              <ul>
                {areas.map((area) => (
                  <li key={area.slug}>
                    <a href={practiceAreaPath(area.slug)}>{area.title}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {promise?.replyKept && promise.replier?.slug === person.slug ? (
          <div>
            <dt>{PROFILE_COPY.enquiries}</dt>
            <dd>{PROFILE_COPY.enquiriesValue(promise.within)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{PROFILE_COPY.check}</dt>
          <dd>
            <a href={person.register} rel="noopener noreferrer" className="profile__register">
              {/* The icon keeps to the link's last word: never a line of its own. */}
              {PROFILE_COPY.checkLink.slice(0, PROFILE_COPY.checkLink.lastIndexOf(" ") + 1)}
              <span className="nowrap">
                {PROFILE_COPY.checkLink.slice(PROFILE_COPY.checkLink.lastIndexOf(" ") + 1)}
                <ExternalLink aria-hidden="true" size={14} />
              </span>
            </a>
          </dd>
        </div>
      </dl>
    </>
  );
}

/** The biography: the practice's Markdown, rendered and sanitised at build. */
export function PersonBody({ view }: { readonly view: PersonView }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: view.person.html }} />;
}

/** The call to action's words: who replies and when, while the server can keep a reply time. */
function personCta(promise: PersonView["promise"]): string {
  if (!promise) return PROFILE_COPY.cta.bodyNoPromise;
  if (!promise.replyKept || !promise.replier) return PROFILE_COPY.cta.bodySoon(promise.firstConversation);
  return PROFILE_COPY.cta.body(promise.replier.name, promise.within, promise.firstConversation);
}

/** The person's articles, then the way to the form (a reply time only while the server can keep it). */
export function PersonFooter({ view }: { readonly view: PersonView }) {
  const { person, posts, promise } = view;
  return (
    <>
      <RelatedPosts id="person-posts-heading" heading={PROFILE_COPY.posts(person.name)} posts={posts} />
      <aside className="cta-box" aria-labelledby="person-cta-heading">
        <h2 id="person-cta-heading">{PROFILE_COPY.cta.heading}</h2>
        <p>{personCta(promise)}</p>
        <a href={`/#${SECTION_IDS.contact}`} className="button button--primary">
          {PROFILE_COPY.cta.label}
          <ArrowRight aria-hidden="true" size={16} />
        </a>
      </aside>
    </>
  );
}
