/**
 * The practice's plans beside the in-house total: the server writes a row per plan with the plan's
 * annual cost (data-plan-annual), and the page's script rewrites each row's difference as the
 * visitor types, from the same sentence.
 */
import { formatDollars } from "./model";

export const PLAN_ROW_ATTRIBUTE = "data-plan-annual";
export const PLAN_DIFFERENCE = "plan-difference";

/** "$231,000 a year less than this hire", or more, or the same. */
export function planDifference(annual: number, inHouseTotal: number): string {
  const difference = inHouseTotal - annual;
  if (difference === 0) return "The same as this hire";
  return `${formatDollars(Math.abs(difference))} a year ${difference > 0 ? "less" : "more"} than this hire`;
}

/** Rewrites each plan's row for a new in-house total (the live form; no-op where the page has no plans). */
export function showPlanDifferences(result: HTMLElement, inHouseTotal: number): void {
  for (const row of result.querySelectorAll<HTMLElement>(`[${PLAN_ROW_ATTRIBUTE}]`)) {
    const cell = row.querySelector<HTMLElement>(`[data-cost="${PLAN_DIFFERENCE}"]`);
    const text = planDifference(Number(row.getAttribute(PLAN_ROW_ATTRIBUTE)), inHouseTotal);
    if (cell && cell.textContent !== text) cell.textContent = text;
  }
}
