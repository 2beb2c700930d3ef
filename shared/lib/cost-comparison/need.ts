/**
 * The comparison like for like: the in-house role and each plan set side by side on the same three
 * figures (hours available a year, cost a year, cost an hour), then priced for the same need (the
 * hours of legal work the visitor expects a month). Pure and browser-safe: the server's page and the
 * page's script work it out from the same code, and name the same option cheaper.
 */
import type { CostEstimate } from "./estimate";
import type { CostInputs } from "./inputs";

/** What the comparison needs of a plan: its fee, the hours it includes and its rate beyond them. */
export interface PlanTerms {
  readonly slug: string;
  readonly name: string;
  /** Whole dollars a month, excluding GST (a yearly price spread over its twelve months). */
  readonly feePerMonth: number;
  readonly hoursPerMonth: number;
  /** Whole dollars an hour, excluding GST, for work beyond the plan's hours in a month. */
  readonly beyondHoursRate: number;
}

export interface OptionFigures {
  /** "in-house", or the plan's slug. */
  readonly key: string;
  readonly name: string;
  /** Hours of legal work the option provides in a year (rounded to a whole hour for the page). */
  readonly hoursYear: number;
  /** Whole dollars a year, before any work beyond its hours. */
  readonly costYear: number;
  /** Whole dollars: costYear / hoursYear. */
  readonly costPerHour: number;
  /** Whole dollars a year for the visitor's need: the fee plus work beyond the hours (a plan), or enough hires to cover it (the role). */
  readonly needCostYear: number;
  /** For the role: how many lawyers of these hours the need takes (at least 1); for a plan, 1. */
  readonly hires: number;
}

export interface NeedComparison {
  readonly needHoursPerMonth: number;
  readonly role: OptionFigures;
  readonly plans: readonly OptionFigures[];
  /** Every option whose priced need is the lowest of the figures shown (more than one when they tie). */
  readonly cheapest: readonly OptionFigures[];
}

const MONTHS = 12;

/** A plan's fee a month from its price: a yearly price spread evenly over its months. */
export function feePerMonth(price: { readonly amount: number; readonly per: "month" | "year" }): number {
  return price.per === "month" ? price.amount : price.amount / MONTHS;
}

function roleFigures(
  estimate: CostEstimate,
  inputs: Pick<CostInputs, "hoursPerDay" | "needHoursPerMonth">,
): OptionFigures {
  const hoursYear = Math.round(estimate.availableDays * inputs.hoursPerDay);
  const needYear = inputs.needHoursPerMonth * MONTHS;
  // One lawyer has only so many hours: a need beyond them takes another hire, at the same cost.
  const hires = Math.max(1, Math.ceil(needYear / Math.max(1, hoursYear)));
  return {
    key: "in-house",
    name: "In-house lawyer",
    hoursYear,
    costYear: estimate.total,
    costPerHour: Math.round(estimate.total / Math.max(1, hoursYear)),
    needCostYear: hires * estimate.total,
    hires,
  };
}

function planFigures(plan: PlanTerms, needHoursPerMonth: number): OptionFigures {
  const hoursYear = Math.round(plan.hoursPerMonth * MONTHS);
  const costYear = Math.round(plan.feePerMonth * MONTHS);
  const beyond = Math.max(0, needHoursPerMonth - plan.hoursPerMonth);
  return {
    key: plan.slug,
    name: plan.name,
    hoursYear,
    costYear,
    costPerHour: Math.round(costYear / Math.max(1, hoursYear)),
    needCostYear: Math.round((plan.feePerMonth + beyond * plan.beyondHoursRate) * MONTHS),
    hires: 1,
  };
}

/** The role and each plan for the visitor's need, and which costs least for it on the whole-dollar figures the page shows. */
export function compareForNeed(
  estimate: CostEstimate,
  inputs: CostInputs,
  plans: readonly PlanTerms[],
): NeedComparison {
  const role = roleFigures(estimate, inputs);
  const planRows = plans.map((plan) => planFigures(plan, inputs.needHoursPerMonth));
  const options = [role, ...planRows];
  const lowest = Math.min(...options.map((option) => option.needCostYear));
  return {
    needHoursPerMonth: inputs.needHoursPerMonth,
    role,
    plans: planRows,
    cheapest: options.filter((option) => option.needCostYear === lowest),
  };
}
