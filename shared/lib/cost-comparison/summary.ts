/** The estimate as one plain sentence, to prefill an enquiry. */
import type { CostComparison, CostEstimate } from "./estimate";
import { formatDollars, formatNumber } from "./format";
import type { CostInputs } from "./inputs";

/** At most this long, so it fits comfortably in the enquiry form's message. */
export const SUMMARY_MAX_LENGTH = 600;

function budgetPhrase(comparison: CostComparison): string {
  const { budget, difference } = comparison;
  if (difference === 0) return `outsourced budget in mind ${formatDollars(budget)} (the same as in-house)`;
  const direction = difference > 0 ? "less" : "more";
  return `outsourced budget in mind ${formatDollars(budget)} (${formatDollars(Math.abs(difference))} a year ${direction} than in-house)`;
}

/** Plain text to prefill an enquiry: what the visitor worked out, in one sentence. */
export function summariseEstimate(inputs: CostInputs, estimate: CostEstimate): string {
  const parts = [
    `in-house salary ${formatDollars(inputs.salary)}`,
    `estimated total ${formatDollars(estimate.total)} a year${inputs.payrollTax === "off" ? "" : " including payroll tax"}`,
    `${formatNumber(estimate.availableDays)} available days (${formatDollars(estimate.costPerAvailableDay)} per day)`,
  ];
  if (estimate.comparison !== null) parts.push(budgetPhrase(estimate.comparison));
  return `Cost comparison: ${parts.join("; ")}.`.slice(0, SUMMARY_MAX_LENGTH);
}
