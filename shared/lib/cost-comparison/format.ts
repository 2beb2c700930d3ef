/** How the cost comparison writes numbers for people: en-AU dollars and figures. */
const WHOLE = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const UP_TO_4_PLACES = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 4 });

/** "$245,333": whole dollars with en-AU thousands separators. */
export function formatDollars(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? "-" : ""}$${WHOLE.format(Math.abs(rounded))}`;
}

/** "1,234.5": en-AU separators, at most four decimal places. */
export function formatNumber(value: number): string {
  return UP_TO_4_PLACES.format(value);
}
