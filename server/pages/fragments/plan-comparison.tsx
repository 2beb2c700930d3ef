import { PLAN_COMPARISON_COPY } from "../../../shared/content/people-and-plans";
import { PLANS_PATH } from "../../../shared/content/navigation";
import { annualCost, formatAnnual, planAnchor, shortPrice } from "../../plans/plans";
import type { PlansFile } from "../../plans/plans-schema";

const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/**
 * The cost comparison's default comparison (issue 33): each of the practice's plans, by name, its
 * cost for a year beside the in-house role's. The page's script keeps the role's column in step as
 * the visitor types (data-cost="planTotal"); a budget of their own is still compared in words above.
 */
export function PlanComparison({ plans, inHouseTotal }: { readonly plans: PlansFile | undefined; readonly inHouseTotal: number | undefined }) {
  if (!plans || plans.plans.length === 0) return null;
  const role = inHouseTotal === undefined ? "" : dollars.format(inHouseTotal);
  return (
    <div className="cost__plans">
      <h3 id="cost-plans-heading">{PLAN_COMPARISON_COPY.heading}</h3>
      <p>{PLAN_COMPARISON_COPY.intro}</p>
      <table className="cost__sum" aria-labelledby="cost-plans-heading">
        <caption className="visually-hidden">{PLAN_COMPARISON_COPY.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{PLAN_COMPARISON_COPY.columns.plan}</th>
            <th scope="col">{PLAN_COMPARISON_COPY.columns.year}</th>
            <th scope="col">{PLAN_COMPARISON_COPY.columns.role}</th>
          </tr>
        </thead>
        <tbody>
          {plans.plans.map((plan) => (
            <tr key={plan.slug} data-plan-annual={annualCost(plan)}>
              <th scope="row">
                <a href={`/how-we-work#${planAnchor(plan.slug)}`}>{plan.name}</a>
                <span className="cost__plan-price">{` (${shortPrice(plan)})`}</span>
              </th>
              <td>{formatAnnual(plan)}</td>
              <td data-cost="planTotal">{role}</td>
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
