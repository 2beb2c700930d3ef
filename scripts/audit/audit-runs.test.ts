import { describe, expect, it } from "vitest";
import { formatRow, formatSummary, summarise, type Row } from "./audit-runs";

function row(page: string, run: number, performance: number, tbtMs: number, extra: Partial<Row> = {}): Row {
  return {
    page,
    formFactor: "mobile",
    run,
    runs: 3,
    scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    lcpMs: 1800,
    fcpMs: 900,
    cls: 0,
    tbtMs,
    failing: [],
    ...extra,
  };
}

describe("the audit's runs", () => {
  it("prints each run on its own line, saying which run it is, with TBT", () => {
    const line = formatRow(row("/blog", 2, 97, 40));
    expect(line).toMatch(/^mobile {2}\/blog +run 2\/3 {2}perf {2}97 {2}a11y 100 {2}bp 100 {2}seo 100 {2}LCP 1800 ms {2}FCP 900 ms {2}CLS 0 {2}TBT 40 ms$/);
    expect(formatRow(row("/", 1, 90, 10, { failing: ["seo/meta-description"] }))).toMatch(/TBT 10 ms {2}\(below 1: seo\/meta-description\)$/);
    expect(formatRow(row("/", 2, 90, 10, { retriedAfter: ["NO_NAVSTART"] }))).toMatch(/TBT 10 ms {2}\(run again after NO_NAVSTART\)$/);
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
    expect(formatSummary(summarise(rows)[1]!)).toMatch(/^mobile {2}\/ +3 runs {2}worst perf {2}85 {2}worst TBT 310 ms$/);
  });
});
