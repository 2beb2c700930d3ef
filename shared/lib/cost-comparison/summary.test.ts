import { describe, expect, it } from "vitest";
import { DEFAULT_INPUTS, type CostInputs } from "./inputs";
import { estimateCost } from "./estimate";
import { summariseEstimate } from "./summary";
import { formatDollars } from "./format";

/** The defaults with a 200,000 salary (the figures worked by hand below), then the test's own changes. */
function inputsWith(overrides: Partial<CostInputs>): CostInputs {
  return { ...DEFAULT_INPUTS, salary: 200_000, ...overrides };
}

describe("summariseEstimate", () => {
  it("says what was worked out in one sentence, with en-AU money", () => {
    const inputs = inputsWith({ outsourcedBudget: 120_000 });
    expect(summariseEstimate(inputs, estimateCost(inputs))).toBe(
      "Cost comparison: in-house salary $200,000; estimated total $245,453 a year; 220 available days ($1,116 per day); outsourced budget in mind $120,000 ($125,453 a year less than in-house).",
    );
    expect(summariseEstimate(DEFAULT_INPUTS, estimateCost(DEFAULT_INPUTS))).toBe(
      "Cost comparison: in-house salary $160,000; estimated total $197,763 a year; 220 available days ($899 per day).",
    );
  });

  it("mentions payroll tax when it is included, and a budget above the total", () => {
    const inputs = inputsWith({ payrollTax: "standard", annualLeaveDays: 22.5, outsourcedBudget: 300_000 });
    expect(summariseEstimate(inputs, estimateCost(inputs))).toBe(
      "Cost comparison: in-house salary $200,000; estimated total $256,093 a year including payroll tax; 217.5 available days ($1,177 per day); outsourced budget in mind $300,000 ($43,907 a year more than in-house).",
    );
  });

  it("formats dollars without cents, with separators", () => {
    expect([formatDollars(0), formatDollars(1_234_567.5), formatDollars(-2_500)]).toEqual([
      "$0",
      "$1,234,568",
      "-$2,500",
    ]);
  });
});
