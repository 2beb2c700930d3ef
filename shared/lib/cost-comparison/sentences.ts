/**
 * The result in words, from the estimate: the server's render and the page's script (as the visitor
 * types) both use these, so both say the same thing. Kept apart from the page's copy, which only the
 * server renders, so the script stays small.
 */
import type { CostEstimate } from "./estimate";
import { formatDollars, formatNumber } from "./format";
import type { NeedComparison, OptionFigures } from "./need";

const NO_BUDGET = "Add the annual budget you have in mind for an outsourced general counsel to compare the two.";

/**
 * The visitor's own budget against the role, both ways round. No break-even salary: a budget buys an
 * unknown number of hours, so a salary set against it compares unlike things; needSentences compares
 * the two for the same hours of work instead.
 */
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
  return [first, breakEvenBudget];
}

const hoursPhrase = (hours: number) => `${formatNumber(hours)} ${hours === 1 ? "hour" : "hours"} of legal work a month`;
const nameOf = (option: OptionFigures) => (option.key === "in-house" ? "the in-house role" : option.name);

function andList(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

/** Which option costs least for the visitor's need, whichever it is. */
export function needSentences(need: NeedComparison): string[] {
  const [first] = need.cheapest;
  if (!first) return [];
  const forNeed = `For ${hoursPhrase(need.needHoursPerMonth)}`;
  const sentences =
    need.cheapest.length > 1
      ? [
          `${forNeed}, ${andList(need.cheapest.map(nameOf))} cost the same: ${formatDollars(first.needCostYear)} a year.`,
        ]
      : [
          `${forNeed}, ${nameOf(first)} costs least: ${formatDollars(first.needCostYear)} a year${first.key === "in-house" ? "" : ", excluding GST"}.`,
        ];
  const { role } = need;
  if (role.hires > 1) {
    sentences.push(
      `That is more than one lawyer's ${formatNumber(role.hoursYear)} hours a year on these figures: the hire is priced as ${role.hires} lawyers.`,
    );
  }
  return sentences;
}
