// The rows `npm run audit` prints and keeps (scripts/audit/audit.ts): one per Lighthouse run, and a
// summary per page over its runs. Pure, so it is unit-tested (audit-runs.test.ts).

export type FormFactor = "mobile" | "desktop";

export interface Row {
  /** The path audited, or "floor" for the reference page (see audit.ts). */
  page: string;
  formFactor: FormFactor;
  /** 1-based: which of the page's runs this is. */
  run: number;
  /** How many runs this page has in this form factor. */
  runs: number;
  /** The minimal static page measured as a reference: reported, never enforced. */
  floor?: true;
  scores: Record<string, number>;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
  /** Lighthouse runtime errors of earlier attempts at this run, which was then run again (audit.ts). */
  retriedAfter?: string[];
}

interface PageSummary {
  page: string;
  formFactor: FormFactor;
  floor: boolean;
  runs: number;
  worstPerformance: number;
  worstTbtMs: number;
}

const PAGE_COLUMN = 36;

/** One run's line: the form factor, the page, which run, the four scores, LCP, FCP, CLS and TBT. */
export function formatRow(row: Row): string {
  const { scores, failing } = row;
  const score = (id: string) => String(scores[id]).padStart(3);
  return (
    `${row.formFactor.padEnd(7)} ${row.page.padEnd(PAGE_COLUMN)} run ${row.run}/${row.runs}  ` +
    `perf ${score("performance")}  a11y ${score("accessibility")}  bp ${score("best-practices")}  seo ${score("seo")}  ` +
    `LCP ${row.lcpMs} ms  FCP ${row.fcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms` +
    (failing.length ? `  (below 1: ${failing.join(", ")})` : "") +
    (row.retriedAfter?.length ? `  (run again after ${row.retriedAfter.join(", ")})` : "")
  );
}

/**
 * Per page and form factor, in the order first audited: the worst Performance score and the worst
 * TBT over its runs. The worst, not the median: a page that blocks the main thread in one run of
 * three can do so for a visitor.
 */
export function summarise(rows: readonly Row[]): PageSummary[] {
  const byPage = new Map<string, PageSummary>();
  for (const row of rows) {
    const key = `${row.formFactor} ${row.floor ? "floor" : "page"} ${row.page}`;
    const performance = row.scores.performance ?? 0;
    const summary = byPage.get(key);
    if (!summary) {
      byPage.set(key, {
        page: row.page,
        formFactor: row.formFactor,
        floor: row.floor === true,
        runs: 1,
        worstPerformance: performance,
        worstTbtMs: row.tbtMs,
      });
    } else {
      summary.runs += 1;
      summary.worstPerformance = Math.min(summary.worstPerformance, performance);
      summary.worstTbtMs = Math.max(summary.worstTbtMs, row.tbtMs);
    }
  }
  return [...byPage.values()];
}

export function formatSummary(summary: PageSummary): string {
  return (
    `${summary.formFactor.padEnd(7)} ${summary.page.padEnd(PAGE_COLUMN)} ${summary.runs} run${summary.runs === 1 ? " " : "s"}  ` +
    `worst perf ${String(summary.worstPerformance).padStart(3)}  worst TBT ${summary.worstTbtMs} ms`
  );
}
