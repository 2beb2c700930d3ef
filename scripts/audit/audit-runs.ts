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

/** The goal: a page's Total Blocking Time at most this far above the floor page's in the same run. */
export const BLOCKING_ABOVE_FLOOR_MS = 50;

/** A site page's mobile run read against the floor page audited in the same run. */
export interface BlockingAboveFloor {
  page: string;
  run: number;
  runs: number;
  tbtMs: number;
  floorTbtMs: number;
  aboveFloorMs: number;
  performance: number;
  /** Within BLOCKING_ABOVE_FLOOR_MS of the floor. */
  meets: boolean;
}

/**
 * Every mobile run of every site page beside the floor's TBT in the same run, pages in the order
 * first audited. A run with no floor row (the floor's own audit failed) is left out, not guessed.
 */
export function blockingAboveFloor(rows: readonly Row[]): BlockingAboveFloor[] {
  const floorByRun = new Map(rows.filter((row) => row.floor && row.formFactor === "mobile").map((row) => [row.run, row.tbtMs]));
  return rows.flatMap((row) => {
    const floorTbtMs = floorByRun.get(row.run);
    if (row.floor || row.formFactor !== "mobile" || floorTbtMs === undefined) return [];
    const aboveFloorMs = row.tbtMs - floorTbtMs;
    return [
      {
        page: row.page,
        run: row.run,
        runs: row.runs,
        tbtMs: row.tbtMs,
        floorTbtMs,
        aboveFloorMs,
        performance: row.scores.performance ?? 0,
        meets: aboveFloorMs <= BLOCKING_ABOVE_FLOOR_MS,
      },
    ];
  });
}

/**
 * The table `npm run audit` prints: per page, each run's TBT, the floor's in that run and the
 * difference, then which pages missed the goal in which runs (or that none did).
 */
export function formatBlockingTable(entries: readonly BlockingAboveFloor[]): string[] {
  const pages = [...new Set(entries.map((entry) => entry.page))];
  const lines = pages.map((page) => {
    const runs = entries
      .filter((entry) => entry.page === page)
      .map((entry) => `${entry.tbtMs} (floor ${entry.floorTbtMs}) ${signed(entry.aboveFloorMs)}${entry.meets ? "" : " MISS"}`);
    return `${page.padEnd(PAGE_COLUMN)} ${runs.join(" | ")}`;
  });
  const missed = pages.flatMap((page) => {
    const runs = entries.filter((entry) => entry.page === page && !entry.meets).map((entry) => entry.run);
    return runs.length ? [`${page} (run${runs.length === 1 ? "" : "s"} ${runs.join(", ")})`] : [];
  });
  const verdict = missed.length
    ? `More than ${BLOCKING_ABOVE_FLOOR_MS} ms above the floor: ${missed.join(", ")}.`
    : `Every page within ${BLOCKING_ABOVE_FLOOR_MS} ms of the floor in every run.`;
  return [...lines, verdict];
}

const signed = (ms: number) => (ms >= 0 ? `+${ms}` : `${ms}`);

export interface PageSummary {
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
