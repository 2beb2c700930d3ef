import { dueHourText, ordinal } from "../../../shared/lib/reply-promise";
import { ArrowRight } from "lucide-react";
import { NEXT_STEPS_COPY, PLANS_COPY } from "../../../shared/content/people-and-plans";
import { COST_COMPARISON_PATH } from "../../../shared/lib/cost-comparison/address";
import { contactPrefillHref } from "../../../shared/lib/contact-prefill";
import { PLANS_PATH, PLANS_SECTION_ID } from "../../../shared/content/navigation";
import {
  annualCost,
  answeredByText,
  beyondHoursText,
  beyondRateText,
  businessDays,
  formatAnnual,
  includedHoursText,
  planAnchor,
  priceText,
  shortPrice,
} from "../../plans/plans";
import { enquiryPromise } from "../enquiry-promise";
import type { Plan, PlansFile } from "../../plans/plans-schema";
import type { PracticeAreas } from "../../practice-areas/practice-area";
import { practiceAreaPath } from "../../practice-areas/practice-area";
import { teamPath, type Team } from "../../team/person";
import { ENGAGEMENT } from "../../../shared/content/engagement";
import type { Engagement } from "../../../shared/content/engagement-schema";
import { termsSentence } from "../../../shared/content/engagement-terms";

/** The plan a visitor pays least for: what "Plans from" quotes. */
function cheapestPlan(plans: PlansFile): Plan | undefined {
  return [...plans.plans].sort((a, b) => annualCost(a) - annualCost(b))[0];
}

/** "Essentials $2,450 a month (6 hours a month; beyond them, $450 an hour); Growth ...": the pricing answer's list. */
export function planList(plans: PlansFile): string {
  return plans.plans
    .map(
      (plan) =>
        `${plan.name} ${shortPrice(plan)} (${PLANS_COPY.hoursAndRate(plan.hoursPerMonth, beyondRateText(plan))})`,
    )
    .join("; ");
}

function List({ items }: { readonly items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

interface PlansTableProps {
  readonly plans: PlansFile;
  readonly practiceAreas: PracticeAreas;
  readonly team: Team;
  /** The terms stated beside the prices (tests pass their own). */
  readonly engagement?: Engagement;
}

interface PlanRow {
  readonly label: string;
  readonly cell: (plan: Plan) => React.ReactNode;
}

/** The table's rows below the plans' names: a label and, for each plan, its cell. */
function planRows(practiceAreas: PlansTableProps["practiceAreas"], team: PlansTableProps["team"]): PlanRow[] {
  return [
    {
      label: PLANS_COPY.columns.included,
      cell: (plan) => <List items={[includedHoursText(plan), ...plan.included]} />,
    },
    {
      label: PLANS_COPY.columns.serviceLevels,
      cell: (plan) => (
        <List
          items={[
            PLANS_COPY.reply(businessDays(plan.serviceLevels.replyWithinBusinessDays)),
            `${PLANS_COPY.answeredBy}: ${answeredByText(plan.serviceLevels.answeredBy, team.people)}`,
            `${PLANS_COPY.meetings}: ${plan.serviceLevels.meetings}`,
          ]}
        />
      ),
    },
    {
      label: PLANS_COPY.columns.quoted,
      cell: (plan) => <List items={[beyondHoursText(plan), ...plan.quotedSeparately]} />,
    },
    {
      label: PLANS_COPY.columns.areas,
      cell: (plan) => (
        <ul>
          {plan.practiceAreas.map((slug) => {
            const area = practiceAreas.bySlug(slug);
            return <li key={slug}>{area ? <a href={practiceAreaPath(slug)}>{area.title}</a> : slug}</li>;
          })}
        </ul>
      ),
    },
  ];
}

/**
 * /how-we-work#plans: each plan's price, inclusions, service levels, what is quoted separately and the
 * areas it covers; the terms beside them. Never wider than its section: narrower, the stylesheet sets
 * the plans side by side or one after another (each cell naming its row), so nothing scrolls sideways.
 */
export function PlansTable({ plans, practiceAreas, team, engagement = ENGAGEMENT }: PlansTableProps) {
  const rows = planRows(practiceAreas, team);
  return (
    <section aria-labelledby={`${PLANS_SECTION_ID}-heading`} id={PLANS_SECTION_ID} className="plans">
      <h2 id={`${PLANS_SECTION_ID}-heading`}>{PLANS_COPY.heading}</h2>
      <p>{`${PLANS_COPY.intro} ${termsSentence(engagement)}`}</p>
      <div className="table-scroll plans__box" role="region" aria-label={`${PLANS_COPY.heading}: table`}>
        <table className="plans__table">
          <caption className="visually-hidden">{PLANS_COPY.caption}</caption>
          <thead>
            <tr>
              <td />
              {plans.plans.map((plan) => (
                <th key={plan.slug} scope="col" id={planAnchor(plan.slug)}>
                  <span className="plans__name">{plan.name}</span>
                  <span className="plans__suits">{plan.suits}</span>
                  <span className="plans__price">{shortPrice(plan)}</span>
                  <span className="plans__gst">{`${PLANS_COPY.excludingGst}; ${PLANS_COPY.perYear(formatAnnual(plan))}; ${PLANS_COPY.hoursAndRate(plan.hoursPerMonth, beyondRateText(plan))}`}</span>
                  <span className="plans__summary">{plan.summary}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {plans.plans.map((plan) => (
                  <td key={plan.slug} data-label={row.label}>
                    {row.cell(plan)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <td />
              {plans.plans.map((plan) => (
                <td key={plan.slug}>
                  <a
                    href={contactPrefillHref({ message: PLANS_COPY.enquire(plan.name) })}
                    className="button button--text"
                    data-reload=""
                  >
                    {PLANS_COPY.enquire(plan.name)}
                    <ArrowRight aria-hidden="true" size={16} />
                  </a>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        <a href={COST_COMPARISON_PATH}>{PLANS_COPY.compare}</a>
      </p>
    </section>
  );
}

/** Home, under How It Works: the lowest price and the way to the plans and to how an engagement works. */
export function PlansFrom({
  plans,
  engagement = ENGAGEMENT,
}: {
  readonly plans: PlansFile | undefined;
  readonly engagement?: Engagement;
}) {
  const cheapest = plans ? cheapestPlan(plans) : undefined;
  return (
    <div className="plans-from">
      {cheapest ? <p className="plans-from__price">{PLANS_COPY.from(shortPrice(cheapest))}</p> : null}
      {cheapest ? <p className="plans-from__terms">{termsSentence(engagement)}</p> : null}
      <p className="plans-from__links">
        {cheapest ? (
          <a href={PLANS_PATH} className="button button--text">
            {PLANS_COPY.seePlans}
            <ArrowRight aria-hidden="true" size={16} />
          </a>
        ) : null}
        <a href="/how-we-work" className="button button--text">
          {PLANS_COPY.howWeWork}
          <ArrowRight aria-hidden="true" size={16} />
        </a>
      </p>
    </div>
  );
}

/** A practice area's page: the plans whose scope includes it, each linking to its column of the plans table. */
export function PlansCovering({
  plans,
  areaSlug,
}: {
  readonly plans: PlansFile | undefined;
  readonly areaSlug: string;
}) {
  const covering = plans?.plans.filter((plan) => plan.practiceAreas.includes(areaSlug)) ?? [];
  if (covering.length === 0) return null;
  return (
    <nav className="related" aria-labelledby="area-plans-heading">
      <h2 id="area-plans-heading">{PLANS_COPY.coveredBy}</h2>
      {/* A plan a line, its price under its name: as one link's text, the price broke anywhere
          ("excluding GST" alone on a line, at some widths and not others). */}
      <ul>
        {covering.map((plan) => (
          <li key={plan.slug}>
            <a href={`/how-we-work#${planAnchor(plan.slug)}`}>{plan.name}</a>
            <p>{priceText(plan)}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * What happens after an enquiry, beside the form and on /contact/received: who replies and within
 * how long (only while the server can keep it, with what a business day is), what the first
 * conversation is and whether it is charged for (plans.json "enquiries").
 */
export function NextSteps({
  plans,
  team,
  promiseKept,
}: {
  readonly plans: PlansFile | undefined;
  readonly team: Team;
  readonly promiseKept: boolean;
}) {
  const promise = enquiryPromise(plans, team, promiseKept);
  if (!promise) return null;
  const { terms, replier: person, within: days } = promise;
  // A reply time is promised only where the server mails each enquiry to someone who can keep it.
  const reply = !promise.replyKept
    ? NEXT_STEPS_COPY.replySoon
    : person
      ? NEXT_STEPS_COPY.reply(person.name, days)
      : NEXT_STEPS_COPY.replyNoName(days);
  return (
    <aside className="next-steps" aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className="next-steps__heading">
        {NEXT_STEPS_COPY.heading}
      </h2>
      <p className="next-steps__taking">{promise.takingClients}</p>
      <ol className="next-steps__list">
        <li>
          {reply}
          {promise.replyKept ? (
            <span className="next-steps__note">{` ${NEXT_STEPS_COPY.businessDay(ordinal(terms.replyWithinBusinessDays), dueHourText())}`}</span>
          ) : null}
        </li>
        <li>{NEXT_STEPS_COPY.first(terms.firstConversation)}</li>
        <li>{`${promise.firstConversation} ${NEXT_STEPS_COPY.agreed}`}</li>
      </ol>
      <p className="next-steps__links">
        {person ? <a href={teamPath(person.slug)}>{NEXT_STEPS_COPY.profile(person.name)}</a> : null}
        <a href={PLANS_PATH}>{NEXT_STEPS_COPY.plans}</a>
      </p>
    </aside>
  );
}
