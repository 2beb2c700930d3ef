/** Random valid inputs for the cost comparison's property tests, from a seeded generator so a failure can be replayed. */
import {
  INPUT_LIMITS,
  PAYROLL_TAX_OPTIONS,
  type CostInputs,
  type NumberField,
} from "../../shared/lib/cost-comparison/inputs";

/** mulberry32: a small seeded generator, so a failure names inputs that can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const RUNS = 500;
export const DAY_KEYS = ["annualLeaveDays", "personalLeaveDays", "publicHolidays", "trainingDays"] as const;
const MONEY_KEYS = ["salary", "practisingCosts", "equipmentCosts", "outsourcedBudget"] as const;
const PLACES: Record<NumberField, number> = {
  salary: 2,
  superRate: 4,
  workersCompRate: 4,
  annualLeaveDays: 2,
  personalLeaveDays: 2,
  publicHolidays: 2,
  trainingDays: 2,
  practisingCosts: 2,
  equipmentCosts: 2,
  recruitmentFeeRate: 4,
  tenureYears: 2,
  hoursPerDay: 2,
  needHoursPerMonth: 2,
  outsourcedBudget: 2,
};

export function generator(seed: number) {
  const random = seededRandom(seed);
  const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

  /** Within the field's limits; money spread over its orders of magnitude, so small and large sums both appear. */
  function value(field: NumberField): number {
    const { min, max } = INPUT_LIMITS[field];
    const spread = (MONEY_KEYS as readonly string[]).includes(field)
      ? Math.max(min, 1) * (max / Math.max(min, 1)) ** random()
      : min + random() * (max - min);
    const edge = random();
    const raw = edge < 0.05 ? min : edge < 0.1 ? max : spread;
    return Math.min(max, Math.max(min, roundTo(raw, PLACES[field])));
  }

  function days(): Pick<CostInputs, (typeof DAY_KEYS)[number]> {
    for (;;) {
      const picked = Object.fromEntries(
        DAY_KEYS.map((field) => [field, random() < 0.7 ? roundTo(random() * 30, 2) : value(field)]),
      );
      const candidate = picked as Pick<CostInputs, (typeof DAY_KEYS)[number]>;
      if (DAY_KEYS.reduce((sum, field) => sum + candidate[field], 0) <= 259) return candidate;
    }
  }

  function inputs(): CostInputs {
    return {
      salary: value("salary"),
      superRate: value("superRate"),
      payrollTax: PAYROLL_TAX_OPTIONS[Math.floor(random() * PAYROLL_TAX_OPTIONS.length)] ?? "off",
      workersCompRate: value("workersCompRate"),
      ...days(),
      practisingCosts: value("practisingCosts"),
      equipmentCosts: value("equipmentCosts"),
      recruitmentFeeRate: value("recruitmentFeeRate"),
      tenureYears: value("tenureYears"),
      hoursPerDay: value("hoursPerDay"),
      needHoursPerMonth: value("needHoursPerMonth"),
      outsourcedBudget: random() < 0.2 ? null : value("outsourcedBudget"),
    };
  }

  return { random, value, inputs, roundTo };
}
