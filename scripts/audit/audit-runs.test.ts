import { describe, expect, it } from "vitest";
import { blockingAboveFloor, formatBlockingTable, formatRow, formatSummary, summarise, type Row } from "./audit-runs";

function row(
  page: string,
  run: number,
  performance: number,
  tbtMs: number,
  { threadTbtMs, ...extra }: Partial<Row> & { threadTbtMs?: number } = {},
): Row {
  return {
    page,
    formFactor: "mobile",
    run,
    runs: 3,
    scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    timing: { lcpMs: 1800, fcpMs: 900, cls: 0, tbtMs, ...(threadTbtMs === undefined ? {} : { threadTbtMs }) },
    failing: [],
    ...extra,
  };
}

describe("the audit's runs", () => {
  it("prints each run on its own line, saying which run it is, with TBT", () => {
    const line = formatRow(row("/blog", 2, 97, 40));
    expect(line).toMatch(
      /^mobile {2}\/blog +run 2\/3 {2}perf {2}97 {2}a11y 100 {2}bp 100 {2}seo 100 {2}LCP 1800 ms {2}FCP 900 ms {2}CLS 0 {2}TBT 40 ms$/,
    );
    expect(formatRow(row("/", 1, 90, 10, { failing: ["seo/meta-description"] }))).toMatch(
      /TBT 10 ms {2}\(below 1: seo\/meta-description\)$/,
    );
    expect(formatRow(row("/", 2, 90, 10, { retriedAfter: ["NO_NAVSTART"] }))).toMatch(
      /TBT 10 ms {2}\(run again after NO_NAVSTART\)$/,
    );
    expect(formatRow(row("/", 3, 90, 400, { threadTbtMs: 12 }))).toMatch(/TBT 400 ms \(12 ms by thread time\)$/);
  });

  it("prints a categories-only run (npm test's) with the three scores it has and no timing", () => {
    const { timing: _timing, ...untimed } = row("/blog", 1, 0, 0);
    const line = formatRow({ ...untimed, scores: { accessibility: 100, "best-practices": 96, seo: 100 } });
    expect(line).toMatch(/^mobile {2}\/blog +run 1\/3 {2}a11y 100 {2}bp {2}96 {2}seo 100$/);
    expect(summarise([untimed])).toEqual([]);
    expect(blockingAboveFloor([{ ...untimed, page: "floor", floor: true }, untimed])).toEqual([]);
  });

  it("sums each page up by its worst Performance and its worst TBT, pages in the order first audited, the floor apart", () => {
    const rows = [
      row("floor", 1, 100, 30, { floor: true }),
      row("/", 1, 92, 120),
      row("/blog", 1, 99, 0),
      row("floor", 2, 100, 60, { floor: true }),
      row("/", 2, 85, 90),
      row("/blog", 2, 98, 20),
      row("/", 3, 95, 310),
      row("/", 1, 100, 0, { formFactor: "desktop", runs: 1 }),
    ];
    expect(summarise(rows)).toEqual([
      { page: "floor", formFactor: "mobile", floor: true, runs: 2, worstPerformance: 100, worstTbtMs: 60 },
      { page: "/", formFactor: "mobile", floor: false, runs: 3, worstPerformance: 85, worstTbtMs: 310 },
      { page: "/blog", formFactor: "mobile", floor: false, runs: 2, worstPerformance: 98, worstTbtMs: 20 },
      { page: "/", formFactor: "desktop", floor: false, runs: 1, worstPerformance: 100, worstTbtMs: 0 },
    ]);
    expect(formatSummary(summarise(rows)[1]!)).toMatch(
      /^mobile {2}\/ +3 runs {2}worst perf {2}85 {2}worst TBT 310 ms$/,
    );
  });

  it("reads each mobile run against the floor of the same run, and names the runs more than 50 ms above it", () => {
    const rows = [
      row("floor", 1, 100, 40, { floor: true }),
      row("/", 1, 99, 90),
      row("/blog", 1, 100, 91),
      row("floor", 2, 100, 200, { floor: true }),
      row("/", 2, 96, 251),
      row("/blog", 2, 100, 150),
      row("/", 1, 100, 500, { formFactor: "desktop", runs: 1 }),
      // A run whose floor is missing is not read against another run's floor.
      row("/blog", 3, 100, 400),
    ];
    const entries = blockingAboveFloor(rows);
    expect(entries.map((entry) => [entry.page, entry.run, entry.floorTbtMs, entry.aboveFloorMs, entry.meets])).toEqual([
      ["/", 1, 40, 50, true],
      ["/blog", 1, 40, 51, false],
      ["/", 2, 200, 51, false],
      ["/blog", 2, 200, -50, true],
    ]);
    const table = formatBlockingTable(entries);
    expect(table[0]).toMatch(/^\/ +90 \(floor 40\) \+50 \| 251 \(floor 200\) \+51 MISS$/);
    expect(table[1]).toMatch(/^\/blog +91 \(floor 40\) \+51 MISS \| 150 \(floor 200\) -50$/);
    expect(table[2]).toBe("As reported: more than 50 ms above the floor: / (run 2), /blog (run 1).");
    expect(table).toHaveLength(3);
    expect(formatBlockingTable(entries.filter((entry) => entry.meets)).at(-1)).toBe(
      "As reported: every page within 50 ms of the floor in every run.",
    );
  });

  it("reads each run's TBT by thread time against the floor's by thread time in the same run, in a table of its own", () => {
    const rows = [
      row("floor", 1, 100, 120, { floor: true, threadTbtMs: 0 }),
      row("/", 1, 90, 900, { threadTbtMs: 50 }),
      row("/blog", 1, 100, 60, { threadTbtMs: 51 }),
      row("floor", 2, 100, 40, { floor: true, threadTbtMs: 20 }),
      row("/", 2, 99, 70, { threadTbtMs: 71 }),
      // Without its own figure a run is left out of the thread-time table, not counted as 0.
      row("/blog", 2, 100, 30),
      row("floor", 3, 100, 40, { floor: true, threadTbtMs: 30 }),
      row("/", 3, 99, 70, { threadTbtMs: 75 }),
    ];
    const entries = blockingAboveFloor(rows);
    expect(entries.map((entry) => [entry.page, entry.run, entry.byThreadTime])).toEqual([
      ["/", 1, { tbtMs: 50, floorTbtMs: 0, aboveFloorMs: 50, meets: true }],
      ["/blog", 1, { tbtMs: 51, floorTbtMs: 0, aboveFloorMs: 51, meets: false }],
      ["/", 2, { tbtMs: 71, floorTbtMs: 20, aboveFloorMs: 51, meets: false }],
      ["/blog", 2, undefined],
      ["/", 3, { tbtMs: 75, floorTbtMs: 30, aboveFloorMs: 45, meets: true }],
    ]);
    const table = formatBlockingTable(entries);
    expect(table.slice(0, 3)).toEqual([
      expect.stringMatching(/^\/ +900 \(floor 120\) \+780 MISS \| 70 \(floor 40\) \+30 \| 70 \(floor 40\) \+30$/),
      expect.stringMatching(/^\/blog +60 \(floor 120\) -60 \| 30 \(floor 40\) -10$/),
      "As reported: more than 50 ms above the floor: / (run 1).",
    ]);
    expect(table.slice(5)).toEqual([
      expect.stringMatching(/^\/ +50 \(floor 0\) \+50 \| 71 \(floor 20\) \+51 MISS \| 75 \(floor 30\) \+45$/),
      expect.stringMatching(/^\/blog +51 \(floor 0\) \+51 MISS$/),
      "By thread time: more than 50 ms above the floor: / (run 2), /blog (run 1).",
    ]);
  });
});
