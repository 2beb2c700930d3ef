import { PUBLISHED_FIGURES, type PublishedFigure } from "../../shared/lib/cost-comparison/rates";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The cost comparison's published figures (super, payroll tax, leave) change with the law, often on
 * 1 July: each one last checked against its source more than a year ago is listed, so someone checks
 * it again (and updates checkedOn in shared/lib/cost-comparison/rates.ts).
 */
export function staleRateFindings(
  today: Date,
  figures: Readonly<Record<string, PublishedFigure>> = PUBLISHED_FIGURES,
): string[] {
  return Object.entries(figures)
    .filter(([, figure]) => today.getTime() - Date.parse(`${figure.checkedOn}T00:00:00Z`) > YEAR_MS)
    .map(
      ([name, figure]) =>
        `cost comparison: the ${name} (${figure.value}, from ${figure.appliesFrom}) was last checked on ${figure.checkedOn}: check it against ${figure.source.url} and update checkedOn in shared/lib/cost-comparison/rates.ts`,
    );
}
