import { PLAN_COMPARISON_COPY } from "../../../shared/content/people-and-plans";
import { PLANS_PATH } from "../../../shared/content/navigation";
import { compareForNeed, type NeedComparison, type OptionFigures } from "../../../shared/lib/cost-comparison/need";
import { needSentences } from "../../../shared/lib/cost-comparison/sentences";
import { toQuery } from "../../../shared/lib/cost-comparison/query";
import { NEED_DOM, formatHours } from "../../../shared/lib/cost-comparison/need-dom";
import type { CostEstimate } from "../../../shared/lib/cost-comparison/estimate";
import type { CostInputs } from "../../../shared/lib/cost-comparison/inputs";
import { annualCost, planAnchor, planTerms, shortPrice } from "../../plans/plans";
import type { PlansFile } from "../../plans/plans-schema";
import { ENGAGEMENT } from "../../../shared/content/engagement";
import { unusedHoursText } from "../../../shared/content/engagement-terms";

const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** The figures of one option, as its row shows them (the page's script writes the same cells). */
function Cells({ option }: { readonly option: OptionFigures | undefined }) {
  return (
    <>
      <td data-cell="hoursYear">{option ? formatHours(option.hoursYear) : ""}</td>
      <td data-cell="costYear">{option ? dollars.format(option.costYear) : ""}</td>
      <td data-cell="costPerHour">{option ? dollars.format(option.costPerHour) : ""}</td>
      <td data-cell="needCostYear">{option ? dollars.format(option.needCostYear) : ""}</td>
    </>
  );
}

/**
 * The comparison like for like: the role and each plan on the same figures (hours available a year,
 * cost a year, cost an hour), each priced for the legal work the visitor expects, the one that costs
 * least for it named (whichever it is), and what each side leaves out. Rendered by the server for the
 * figures asked (data-need-query); the page's script hides it once the visitor's figures differ, and
 * "Work it out" draws it again (kept out of the page's script, which has no room in its byte budget).
 */
export function PlanComparison({
  plans,
  estimate,
  inputs,
}: {
  readonly plans: PlansFile | undefined;
  readonly estimate: CostEstimate | undefined;
  readonly inputs: CostInputs | undefined;
}) {
  if (!plans || plans.plans.length === 0) return null;
  const need: NeedComparison | undefined =
    estimate && inputs ? compareForNeed(estimate, inputs, plans.plans.map(planTerms)) : undefined;
  const copy = PLAN_COMPARISON_COPY;
  return (
    <section
      className="cost__compare"
      id={NEED_DOM.section}
      aria-labelledby="cost-compare-heading"
      data-need-query={need && inputs ? toQuery(inputs).toString() : undefined}
    >
      <h2 id="cost-compare-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <div aria-live="polite" aria-atomic="false">
        <p className="cost__invalid" data-need="invalid" hidden={Boolean(need)}>
          {copy.fixTheFigures}
        </p>
        <p className="cost__invalid" data-need="stale" hidden>
          {copy.stale}
        </p>
        <div className="cost__compare-figures" data-need="figures" hidden={!need}>
          <div className="cost__verdict" data-need="sentences">
            {(need && inputs ? needSentences(need) : []).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
          <OptionsTable plans={plans} need={need} />
          <p className="cost__note">{copy.tableNote(unusedHoursText(ENGAGEMENT), ENGAGEMENT.unusedHoursCarriedOver)}</p>
        </div>
      </div>
      <LeavesOut />
      <p>
        <a href={PLANS_PATH}>{copy.seePlans}</a>
      </p>
    </section>
  );
}

/** The role and each plan, one row each, on the same four figures. */
function OptionsTable({ plans, need }: { readonly plans: PlansFile; readonly need: NeedComparison | undefined }) {
  const copy = PLAN_COMPARISON_COPY;
  // Narrow enough for a phone; the region scrolls should a practice's long plan names or figures widen it.
  return (
    <div className="table-scroll" role="region" aria-label={copy.caption} tabIndex={0}>
      <table className="cost__sum cost__options">
        <caption className="visually-hidden">{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columns.option}</th>
            <th scope="col">{copy.columns.hoursYear}</th>
            <th scope="col">{copy.columns.costYear}</th>
            <th scope="col">{copy.columns.costPerHour}</th>
            <th scope="col">{copy.columns.needCostYear}</th>
          </tr>
        </thead>
        <tbody>
          <tr data-option="in-house">
            <th scope="row">{copy.role}</th>
            <Cells option={need?.role} />
          </tr>
          {plans.plans.map((plan, index) => (
            <tr key={plan.slug} data-option={plan.slug} data-plan-annual={annualCost(plan)}>
              <th scope="row">
                <a href={`/how-we-work#${planAnchor(plan.slug)}`}>{plan.name}</a>
                <span className="cost__plan-price">{` ${copy.planTerms(shortPrice(plan), formatHours(plan.hoursPerMonth), dollars.format(plan.beyondHoursRate))}`}</span>
              </th>
              <Cells option={need?.plans[index]} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What neither column of figures can show, for both sides: the sums favour neither. */
function LeavesOut() {
  const { leavesOut } = PLAN_COMPARISON_COPY;
  return (
    <div className="cost__leaves-out">
      {[leavesOut.hire, leavesOut.plans].map((side) => (
        <div key={side.heading}>
          <h3>{side.heading}</h3>
          <ul>
            {side.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
