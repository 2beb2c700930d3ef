/**
 * The result in words, from the estimate: the server's render and the page's script (as the visitor
 * types) both use these, so both say the same thing. Kept apart from the page's copy, which only the
 * server renders, so the script stays small.
 */
import type { CostEstimate } from "./estimate";
import { formatDollars } from "./format";

const NO_BUDGET = "Add the annual budget you have in mind for an outsourced general counsel to compare the two.";

/** The comparison in words, both ways round, never claiming that outsourcing always wins. */
export function comparisonSentences(estimate: CostEstimate): string[] {
  const { comparison, total } = estimate;
  if (!comparison) return [NO_BUDGET];
  const budget = formatDollars(comparison.budget);
  const first =
    comparison.cheaper === "outsourced"
      ? `On these figures, the in-house role costs ${formatDollars(comparison.difference)} a year more than your outsourced budget of ${budget}.`
      : comparison.cheaper === "in-house"
        ? `On these figures, the in-house role costs ${formatDollars(-comparison.difference)} a year less than your outsourced budget of ${budget}.`
        : `On these figures, the in-house role costs the same as your outsourced budget of ${budget}.`;
  const breakEvenBudget = `An outsourced budget above ${formatDollars(total)} a year would cost more than this hire.`;
  const breakEvenSalary =
    comparison.breakEvenSalary === null
      ? `No salary brings the in-house cost down to ${budget}: the fixed costs alone are more.`
      : `With the same on-costs, a salary below about ${formatDollars(comparison.breakEvenSalary)} would make the hire cheaper than ${budget}.`;
  return [first, breakEvenBudget, breakEvenSalary, "Cost is one part of the decision: how much legal work you have, and of what kind, matters as much."];
}
