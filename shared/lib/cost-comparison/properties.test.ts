// Properties of the whole cost comparison model (parse, estimate, query, summary) over random valid inputs.
import { describe, expect, it } from "vitest";
import { DEFAULT_INPUTS, INPUT_LIMITS, PAYROLL_TAX_OPTIONS, type CostInputs, type NumberField } from "./inputs";
import { parseCostInputs, validateCostInputs } from "./parse";
import { estimateCost, type CostEstimate } from "./estimate";
import { summariseEstimate, SUMMARY_MAX_LENGTH } from "./summary";
import { toQuery } from "./query";
import { DAY_KEYS, RUNS, generator, seededRandom } from "../../../test/support/random-cost-inputs";

/** The defaults with a 200,000 salary (the figures worked by hand below), then the test's own changes. */
function inputsWith(overrides: Partial<CostInputs>): CostInputs {
  return { ...DEFAULT_INPUTS, salary: 200_000, ...overrides };
}

function everyNumber(value: unknown, visit: (number: number) => void): void {
  if (typeof value === "number") visit(value);
  else if (Array.isArray(value)) value.forEach((item) => everyNumber(item, visit));
  else if (value !== null && typeof value === "object") Object.values(value).forEach((item) => everyNumber(item, visit));
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
    ["shorter tenure", { ...inputs, tenureYears: Math.max(INPUT_LIMITS.tenureYears.min, inputs.tenureYears * generate.random()) }],
    ["payroll tax on", { ...inputs, payrollTax: inputs.payrollTax === "off" ? "standard" : "upper" }],
  ];
}

/** Each on-cost that moves with salary, per dollar of salary. */
function onCostShares(inputs: CostInputs): number[] {
  const payrollRate = inputs.payrollTax === "off" ? 0 : inputs.payrollTax === "standard" ? 4.75 : 4.95;
  return [
    inputs.superRate / 100,
    (payrollRate / 100) * (1 + inputs.superRate / 100),
    inputs.workersCompRate / 100,
    inputs.recruitmentFeeRate / 100 / inputs.tenureYears,
  ];
}

/** A whole dollar of salary moves each on-cost line by at most its share rounded up: the break-even can land no closer than half that step. */
function breakEvenTolerance(inputs: CostInputs): number {
  const largestStep = 1 + onCostShares(inputs).reduce((sum, share) => sum + Math.ceil(share), 0);
  return Math.max(2, Math.floor(largestStep / 2));
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

  it("finds a break-even salary whose total is within $2 of the budget (or one salary step when on-costs exceed the salary)", () => {
    let checked = 0;
    for (const inputs of cases) {
      const comparison = estimateCost(inputs).comparison;
      if (comparison === null) continue;
      expect(comparison.breakEvenBudget).toBe(estimateCost(inputs).total);
      if (comparison.breakEvenSalary === null) {
        // Null only when the budget, less the fixed costs, does not pay for a $1 salary and its on-costs.
        const perSalaryDollar = 1 + onCostShares(inputs).reduce((sum, share) => sum + share, 0);
        expect(comparison.budget - inputs.practisingCosts - inputs.equipmentCosts).toBeLessThan(perSalaryDollar);
        continue;
      }
      checked++;
      const atBreakEven = estimateCost({ ...inputs, salary: comparison.breakEvenSalary }).total;
      expect(Math.abs(atBreakEven - comparison.budget), JSON.stringify(inputs)).toBeLessThanOrEqual(breakEvenTolerance(inputs));
    }
    // The rest have no budget, or fixed costs above it (the generator spreads costs up to $1m).
    expect(checked).toBeGreaterThan(RUNS / 4);
  });

  it("finds it within $2 for realistic inputs", () => {
    const realistic = seededRandom(42);
    for (let run = 0; run < RUNS; run++) {
      const inputs = inputsWith({
        salary: Math.round(80_000 + realistic() * 320_000),
        superRate: 12 + Math.round(realistic() * 30) / 10,
        payrollTax: PAYROLL_TAX_OPTIONS[run % 3] ?? "off",
        workersCompRate: Math.round(realistic() * 2000) / 1000,
        recruitmentFeeRate: Math.round(realistic() * 30),
        tenureYears: 1 + Math.round(realistic() * 9),
        outsourcedBudget: Math.round(20_000 + realistic() * 400_000),
      });
      const comparison = estimateCost(inputs).comparison;
      const salary = comparison?.breakEvenSalary ?? Number.NaN;
      expect(Math.abs(estimateCost({ ...inputs, salary }).total - (comparison?.budget ?? 0))).toBeLessThanOrEqual(2);
    }
  });
});
