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
  /** The timing figures, when the run audited Performance (not in `npm test`'s categories-only audit). */
  timing?: RunTiming;
  failing: string[];
  /** Lighthouse runtime errors of earlier attempts at this run, which was then run again (audit.ts). */
  retriedAfter?: string[];
}

export interface RunTiming {
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Lighthouse's TBT for the same run replayed with each main-thread task at its thread time
   * (lantern-replay.ts): what the page made the browser do, without what the rest of the machine did.
   * Mobile runs only; absent when the trace could not be read.
   */
  threadTbtMs?: number;
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
  /** The same by thread time (Row.threadTbtMs), when both the page's and the floor's are known. */
  byThreadTime?: { tbtMs: number; floorTbtMs: number; aboveFloorMs: number; meets: boolean };
}

/**
 * Every mobile run of every site page beside the floor's TBT in the same run, pages in the order
 * first audited. A run with no floor row (the floor's own audit failed) is left out, not guessed.
 */
export function blockingAboveFloor(rows: readonly Row[]): BlockingAboveFloor[] {
  const floors = rows.filter((row) => row.floor && row.formFactor === "mobile");
  const floorByRun = new Map(floors.map((row) => [row.run, row.timing?.tbtMs]));
  const floorThreadByRun = new Map(floors.map((row) => [row.run, row.timing?.threadTbtMs]));
  return rows.flatMap((row) => {
    const floorTbtMs = floorByRun.get(row.run);
    const timing = row.timing;
    if (row.floor || row.formFactor !== "mobile" || floorTbtMs === undefined || !timing) return [];
    const aboveFloorMs = timing.tbtMs - floorTbtMs;
    const floorThreadMs = floorThreadByRun.get(row.run);
    const byThreadTime =
      timing.threadTbtMs === undefined || floorThreadMs === undefined
        ? {}
        : {
            byThreadTime: {
              tbtMs: timing.threadTbtMs,
              floorTbtMs: floorThreadMs,
              aboveFloorMs: timing.threadTbtMs - floorThreadMs,
              meets: timing.threadTbtMs - floorThreadMs <= BLOCKING_ABOVE_FLOOR_MS,
            },
          };
    return [
      {
        page: row.page,
        run: row.run,
        runs: row.runs,
        tbtMs: timing.tbtMs,
        floorTbtMs,
        aboveFloorMs,
        performance: row.scores.performance ?? 0,
        meets: aboveFloorMs <= BLOCKING_ABOVE_FLOOR_MS,
        ...byThreadTime,
      },
    ];
  });
}

type Reading = Pick<BlockingAboveFloor, "tbtMs" | "floorTbtMs" | "aboveFloorMs" | "meets">;

/**
 * The tables `npm run audit` prints: per page, each run's TBT, the floor's in that run and the
 * difference, then which pages missed the goal in which runs (or that none did); then the same by
 * thread time, where the runs have it.
 */
export function formatBlockingTable(entries: readonly BlockingAboveFloor[]): string[] {
  const table = (label: string, read: (entry: BlockingAboveFloor) => Reading | undefined): string[] => {
    const readings = entries.flatMap((entry) => {
      const reading = read(entry);
      return reading ? [{ page: entry.page, run: entry.run, ...reading }] : [];
    });
    const pages = [...new Set(readings.map((reading) => reading.page))];
    const lines = pages.map((page) => {
      const runs = readings
        .filter((reading) => reading.page === page)
        .map(
          (reading) =>
            `${reading.tbtMs} (floor ${reading.floorTbtMs}) ${signed(reading.aboveFloorMs)}${reading.meets ? "" : " MISS"}`,
        );
      return `${page.padEnd(PAGE_COLUMN)} ${runs.join(" | ")}`;
    });
    const missed = pages.flatMap((page) => {
      const runs = readings.filter((reading) => reading.page === page && !reading.meets).map((reading) => reading.run);
      return runs.length ? [`${page} (run${runs.length === 1 ? "" : "s"} ${runs.join(", ")})`] : [];
    });
    const verdict = missed.length
      ? `${label}: more than ${BLOCKING_ABOVE_FLOOR_MS} ms above the floor: ${missed.join(", ")}.`
      : `${label}: every page within ${BLOCKING_ABOVE_FLOOR_MS} ms of the floor in every run.`;
    return pages.length ? [...lines, verdict] : [];
  };
  const threadTime = table("By thread time", (entry) => entry.byThreadTime);
  return [
    ...table("As reported", (entry) => entry),
    ...(threadTime.length
      ? ["", "The same runs by thread time (each main-thread task at the time it ran on a core):", ...threadTime]
      : []),
  ];
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

/** One run's line: the form factor, the page, which run, its scores and, where it has them, LCP, FCP, CLS and TBT. */
export function formatRow(row: Row): string {
  const { scores, failing, timing } = row;
  const score = (label: string, id: string) => (id in scores ? `${label} ${String(scores[id]).padStart(3)}  ` : "");
  return (
    `${row.formFactor.padEnd(7)} ${row.page.padEnd(PAGE_COLUMN)} run ${row.run}/${row.runs}  ` +
    `${score("perf", "performance")}${score("a11y", "accessibility")}${score("bp", "best-practices")}${score("seo", "seo")}`.trimEnd() +
    (timing
      ? `  LCP ${timing.lcpMs} ms  FCP ${timing.fcpMs} ms  CLS ${timing.cls}  TBT ${timing.tbtMs} ms` +
        (timing.threadTbtMs === undefined ? "" : ` (${timing.threadTbtMs} ms by thread time)`)
      : "") +
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
    if (!row.timing) continue;
    const tbtMs = row.timing.tbtMs;
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
        worstTbtMs: tbtMs,
      });
    } else {
      summary.runs += 1;
      summary.worstPerformance = Math.min(summary.worstPerformance, performance);
      summary.worstTbtMs = Math.max(summary.worstTbtMs, tbtMs);
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
