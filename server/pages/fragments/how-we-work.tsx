import { ArrowRight } from "lucide-react";
import { ENGAGEMENT } from "../../../shared/content/engagement";
import type { Engagement } from "../../../shared/content/engagement-schema";
import { termsList } from "../../../shared/content/engagement-terms";
import { HOW_WE_WORK, type WithFirstConversation } from "../../../shared/content/how-we-work";
import { SECTION_IDS } from "../../../shared/content/navigation";
import { COST_COMPARISON_PATH } from "../../../shared/lib/cost-comparison/address";
import { PageHeader } from "../../../shared/page-shells/page-header";
import { firstConversationTerms } from "../../plans/plans";
import type { PlansFile } from "../../plans/plans-schema";
import type { PracticeAreas } from "../../practice-areas/practice-area";
import type { Team } from "../../team/person";
import { PlansTable } from "./plans";
import { Prose } from "./prose-section";

const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** The engagement's figures in words: every term (the schema requires them), and the typical budget once the practice sets it. */
export function engagementFigures(engagement: Engagement): { readonly term: string; readonly value: string }[] {
  const { typicalAnnualBudget: budget } = engagement;
  return [
    ...(budget
      ? [
          {
            term: "Typical annual budget",
            value: `${dollars.format(budget.from)} to ${dollars.format(budget.to)} a year, excluding GST`,
          },
        ]
      : []),
    ...termsList(engagement),
  ];
}

/** A step's text, with the first conversation's terms where the step states them (left out when there are no plans to say them). */
const withTerms = (body: string | WithFirstConversation, firstConversation: string | undefined) =>
  typeof body === "string"
    ? body
    : body(firstConversation ?? "")
        .replace(/\s+/g, " ")
        .trim();

/** The engagement from first contact to review, as numbered steps. */
function EngagementSteps({ firstConversation }: { readonly firstConversation: string | undefined }) {
  const { steps } = HOW_WE_WORK;
  return (
    <section aria-labelledby="steps">
      <h2 id="steps">{steps.heading}</h2>
      <p>{steps.intro}</p>
      <ol className="engagement__steps">
        {steps.items.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{withTerms(step.body, firstConversation)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Each practice area's work: what the budget covers, what is quoted separately, what is referred out. */
function ScopeTable() {
  const { scope } = HOW_WE_WORK;
  return (
    <section aria-labelledby="scope">
      <h2 id="scope">{scope.heading}</h2>
      <p>{scope.intro}</p>
      <p className="table-scroll__cue" id="scope-scroll-cue">
        {scope.scrollCue}
      </p>
      <div
        className="table-scroll"
        role="region"
        aria-label={`${scope.heading}: table`}
        aria-describedby="scope-scroll-cue"
        tabIndex={0}
      >
        <table className="engagement__scope">
          <caption className="visually-hidden">{scope.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{scope.columns.area}</th>
              <th scope="col">{scope.columns.covered}</th>
              <th scope="col">{scope.columns.quoted}</th>
              <th scope="col">{scope.columns.referred}</th>
            </tr>
          </thead>
          <tbody>
            {scope.rows.map((row) => (
              <tr key={row.area}>
                <th scope="row">{row.area}</th>
                {[row.covered, row.quoted, row.referred].map((items, column) => (
                  <td key={column}>
                    <ul>
                      {items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="engagement__note">{scope.note}</p>
    </section>
  );
}

/** How fees work, with the cost comparison's link and the figures the practice has set. */
function Fees({ engagement }: { readonly engagement: Engagement }) {
  const figures = engagementFigures(engagement);
  return (
    <Prose section={HOW_WE_WORK.fees}>
      <p>
        <a href={COST_COMPARISON_PATH}>{HOW_WE_WORK.costComparisonLink}</a>
      </p>
      {figures.length > 0 ? (
        <dl className="engagement__figures">
          {figures.map((figure) => (
            <div key={figure.term}>
              <dt>{figure.term}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Prose>
  );
}

function ContactCallToAction({ firstConversation }: { readonly firstConversation: string | undefined }) {
  return (
    <div className="container container--narrow engagement__cta">
      <aside className="cta-box" aria-labelledby="how-we-work-cta">
        <h2 id="how-we-work-cta">{HOW_WE_WORK.cta.heading}</h2>
        <p>{withTerms(HOW_WE_WORK.cta.body, firstConversation)}</p>
        <a href={`/#${SECTION_IDS.contact}`} className="button button--primary">
          {HOW_WE_WORK.cta.label}
          <ArrowRight aria-hidden="true" size={16} />
        </a>
      </aside>
    </div>
  );
}

/** /how-we-work: an engagement from first contact to review, what it covers, how fees work and the client's rights. */
export function HowWeWork({
  engagement = ENGAGEMENT,
  plans,
  practiceAreas,
  team,
}: {
  readonly engagement?: Engagement;
  readonly plans?: PlansFile;
  readonly practiceAreas?: PracticeAreas;
  readonly team?: Team;
}) {
  const firstConversation = plans ? firstConversationTerms(plans.enquiries) : undefined;
  return (
    <>
      <PageHeader eyebrow={HOW_WE_WORK.eyebrow} title={HOW_WE_WORK.title}>
        {HOW_WE_WORK.intro.map((paragraph) => (
          <p key={paragraph} className="page-header__intro">
            {paragraph}
          </p>
        ))}
      </PageHeader>
      <div className="container container--narrow prose engagement">
        <EngagementSteps firstConversation={firstConversation} />
        <ScopeTable />
        {plans && practiceAreas && team ? <PlansTable plans={plans} practiceAreas={practiceAreas} team={team} /> : null}
        <Fees engagement={engagement} />
        <Prose section={HOW_WE_WORK.billing} />
        <Prose section={HOW_WE_WORK.costsRights} />
        <Prose section={HOW_WE_WORK.regulator} />
      </div>
      <ContactCallToAction firstConversation={firstConversation} />
    </>
  );
}
