// Properties of the whole cost comparison model (parse, estimate, query, summary) over random valid inputs.
import { describe, expect, it } from "vitest";
import { INPUT_LIMITS, type CostInputs, type NumberField } from "./inputs";
import { parseCostInputs, validateCostInputs } from "./parse";
import { estimateCost, type CostEstimate } from "./estimate";
import { summariseEstimate, SUMMARY_MAX_LENGTH } from "./summary";
import { toQuery } from "./query";
import { DAY_KEYS, RUNS, generator } from "../../../test/support/random-cost-inputs";

function everyNumber(value: unknown, visit: (number: number) => void): void {
  if (typeof value === "number") visit(value);
  else if (Array.isArray(value)) value.forEach((item) => everyNumber(item, visit));
  else if (value !== null && typeof value === "object")
    Object.values(value).forEach((item) => everyNumber(item, visit));
}

function costRaisers(generate: ReturnType<typeof generator>, inputs: CostInputs): [string, CostInputs][] {
  const raise = (field: NumberField) => {
    const current = inputs[field] ?? 0;
    return Math.min(INPUT_LIMITS[field].max, current + Math.abs(generate.value(field) - current) * generate.random());
  };
  return [
    ["salary", { ...inputs, salary: raise("salary") }],
    ["superRate", { ...inputs, superRate: raise("superRate") }],
    ["workersCompRate", { ...inputs, workersCompRate: raise("workersCompRate") }],
    ["practisingCosts", { ...inputs, practisingCosts: raise("practisingCosts") }],
    ["equipmentCosts", { ...inputs, equipmentCosts: raise("equipmentCosts") }],
    ["recruitmentFeeRate", { ...inputs, recruitmentFeeRate: raise("recruitmentFeeRate") }],
    [
      "shorter tenure",
      { ...inputs, tenureYears: Math.max(INPUT_LIMITS.tenureYears.min, inputs.tenureYears * generate.random()) },
    ],
    ["payroll tax on", { ...inputs, payrollTax: inputs.payrollTax === "off" ? "standard" : "upper" }],
  ];
}

describe(`properties over ${RUNS} random valid inputs`, () => {
  const generate = generator(20_250_701);
  const cases = Array.from({ length: RUNS }, () => generate.inputs());

  it("generates only inputs the form would accept, and they round-trip through the query", () => {
    for (const inputs of cases) {
      expect(validateCostInputs(inputs)).toEqual({});
      expect(parseCostInputs(Object.fromEntries(toQuery(inputs)))).toEqual({ ok: true, inputs });
    }
  });

  it("gives whole-dollar lines that sum exactly to the total, and nothing NaN or infinite", () => {
    for (const inputs of cases) {
      const estimate: CostEstimate = estimateCost(inputs);
      expect(estimate.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(estimate.total);
      for (const line of estimate.lines) expect(Number.isInteger(line.amount)).toBe(true);
      expect(Number.isInteger(estimate.costPerAvailableDay)).toBe(true);
      everyNumber(estimate, (number) => expect(Number.isFinite(number)).toBe(true));
      const summary = summariseEstimate(inputs, estimate);
      expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
      expect(summary).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it("never lowers the total when salary or any cost input rises", () => {
    for (const inputs of cases) {
      const { total } = estimateCost(inputs);
      for (const [change, raised] of costRaisers(generate, inputs)) {
        expect(estimateCost(raised).total, `${change} from ${JSON.stringify(inputs)}`).toBeGreaterThanOrEqual(total);
      }
    }
  });

  it("leaves fewer available days, at no lower cost per day, when there is more leave", () => {
    for (const inputs of cases) {
      const before = estimateCost(inputs);
      const field = DAY_KEYS[Math.floor(generate.random() * DAY_KEYS.length)] ?? "annualLeaveDays";
      const room = Math.min(INPUT_LIMITS[field].max - inputs[field], before.availableDays - 1);
      const extra = Math.round(room * generate.random() * 100) / 100;
      if (extra <= 0) continue;
      const after = estimateCost({ ...inputs, [field]: Math.round((inputs[field] + extra) * 100) / 100 });
      expect(after.availableDays).toBeLessThan(before.availableDays);
      expect(after.availableDays).toBeGreaterThanOrEqual(1);
      expect(after.costPerAvailableDay).toBeGreaterThanOrEqual(before.costPerAvailableDay);
    }
  });
});
