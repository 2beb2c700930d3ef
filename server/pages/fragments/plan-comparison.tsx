import { PLAN_DIFFERENCE, PLAN_ROW_ATTRIBUTE, planDifference } from "../../../shared/lib/cost-comparison/plan-rows";
import { PLANS_PATH } from "../../../shared/content/navigation";
import { annualCost, formatAnnual, planAnchor, shortPrice } from "../../plans/plans";
import type { PlansFile } from "../../plans/plans-schema";
import { PLAN_COMPARISON_COPY } from "../../../shared/content/people-and-plans";


/**
 * The cost comparison's default comparison (issue 33): each of the practice's plans, by name, with
 * its annual cost and the difference from the in-house total. The live form rewrites the differences.
 */
export function PlanComparison({ plans, inHouseTotal }: { readonly plans: PlansFile | undefined; readonly inHouseTotal: number | undefined }) {
  if (!plans || plans.plans.length === 0) return null;
  return (
    <div className="cost__plans">
      <h3 id="cost-plans-heading">{PLAN_COMPARISON_COPY.heading}</h3>
      <p>{PLAN_COMPARISON_COPY.intro}</p>
      <table className="cost__sum" aria-labelledby="cost-plans-heading">
        <thead>
          <tr>
            <th scope="col">{PLAN_COMPARISON_COPY.columns.plan}</th>
            <th scope="col">{PLAN_COMPARISON_COPY.columns.year}</th>
            <th scope="col">{PLAN_COMPARISON_COPY.columns.against}</th>
          </tr>
        </thead>
        <tbody>
          {plans.plans.map((plan) => (
            <tr key={plan.slug} {...{ [PLAN_ROW_ATTRIBUTE]: annualCost(plan) }}>
              <th scope="row">
                <a href={`/how-we-work#${planAnchor(plan.slug)}`}>{plan.name}</a>
                <span className="cost__plan-price">{` (${shortPrice(plan)})`}</span>
              </th>
              <td>{formatAnnual(plan)}</td>
              <td data-cost={PLAN_DIFFERENCE}>{inHouseTotal === undefined ? "" : planDifference(annualCost(plan), inHouseTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a href={PLANS_PATH}>{PLAN_COMPARISON_COPY.seePlans}</a>
      </p>
    </div>
  );
}
