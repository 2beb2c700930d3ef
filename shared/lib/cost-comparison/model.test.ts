import { describe, expect, it } from "vitest";
import {
  COST_ERRORS,
  COST_FIELDS,
  DEFAULT_INPUTS,
  estimateCost,
  formatDollars,
  INPUT_LIMITS,
  parseCostInputs,
  PAYROLL_TAX_OPTIONS,
  summariseEstimate,
  SUMMARY_MAX_LENGTH,
  toQuery,
  validateCostInputs,
  type CostEstimate,
  type CostInputs,
  type NumberField,
} from "./model";
import { ANNUAL_LEAVE_DAYS, ASSUMPTIONS, QLD_PAYROLL_TAX, SUPER_GUARANTEE_RATE, WORKING_DAYS_PER_YEAR } from "./rates";

/** The defaults with a 200,000 salary (the figures worked by hand below), then the test's own changes. */
function inputsWith(overrides: Partial<CostInputs>): CostInputs {
  return { ...DEFAULT_INPUTS, salary: 200_000, ...overrides };
}

function errorsFor(query: Record<string, unknown>) {
  const result = parseCostInputs(query);
  return result.ok ? {} : result.errors;
}

function parsed(query: Record<string, unknown>): CostInputs {
  const result = parseCostInputs(query);
  if (!result.ok) throw new Error(`expected valid inputs, got ${JSON.stringify(result.errors)}`);
  return result.inputs;
}

describe("rates", () => {
  it("keeps each published figure's source and start date, and labels each assumption as one", () => {
    const published = [SUPER_GUARANTEE_RATE, ANNUAL_LEAVE_DAYS, ...Object.values(QLD_PAYROLL_TAX)];
    for (const figure of published) {
      expect(figure.kind).toBe("published");
      expect(figure.source.url).toMatch(/^https:\/\//);
      expect(figure.appliesFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const figure of [...Object.values(ASSUMPTIONS), WORKING_DAYS_PER_YEAR]) {
      expect(figure.kind).toBe("assumption");
      expect(figure.label).toMatch(/^assumption: /);
      expect(figure.note.length).toBeGreaterThan(20);
    }
  });

  it("holds the figures checked against their sources", () => {
    expect([SUPER_GUARANTEE_RATE.value, SUPER_GUARANTEE_RATE.appliesFrom]).toEqual([12, "2025-07-01"]);
    expect(QLD_PAYROLL_TAX.standardRate.value).toBe(4.75);
    expect(QLD_PAYROLL_TAX.upperRate.value).toBe(4.95);
    expect(QLD_PAYROLL_TAX.upperRateFrom.value).toBe(6_500_000);
    expect(QLD_PAYROLL_TAX.threshold.value).toBe(1_300_000);
    expect(ANNUAL_LEAVE_DAYS.value).toBe(20);
    expect(WORKING_DAYS_PER_YEAR.value).toBe(260);
  });
});

describe("estimateCost with the defaults", () => {
  it("matches the sum worked by hand", () => {
    // 160,000 salary; 12% super = 19,200; 0.5% workers' comp on salary and super = 896; practising 2,000;
    // equipment 5,000; recruitment 20% x 160,000 / 3 years = 10,666.67 -> 10,667. Total 197,763.
    // Days: 260 - 20 annual - 5 personal - 10 public holidays - 5 training = 220; 197,763 / 220 = 898.92 -> 899.
    const estimate = estimateCost(DEFAULT_INPUTS);
    expect(estimate.lines.map(({ key, amount }) => [key, amount])).toEqual([
      ["salary", 160_000],
      ["superannuation", 19_200],
      ["workersComp", 896],
      ["practising", 2_000],
      ["equipment", 5_000],
      ["recruitment", 10_667],
    ]);
    expect(estimate.total).toBe(197_763);
    expect(estimate.workingDays).toBe(260);
    expect(estimate.availableDays).toBe(220);
    expect(estimate.costPerAvailableDay).toBe(899);
    expect(estimate.comparison).toBeNull();
  });

  it("adds payroll tax on salary and super only when it is switched on", () => {
    // (200,000 + 24,000) x 4.75% = 10,640; x 4.95% = 11,088.
    const standard = estimateCost(inputsWith({ payrollTax: "standard" }));
    expect(standard.lines.find((line) => line.key === "payrollTax")).toEqual({
      key: "payrollTax",
      label: "Payroll tax (4.75% of salary and super)",
      amount: 10_640,
    });
    expect(standard.total).toBe(256_093);
    expect(estimateCost(inputsWith({ payrollTax: "upper" })).total).toBe(256_541);
    expect(estimateCost(DEFAULT_INPUTS).lines.some((line) => line.key === "payrollTax")).toBe(false);
  });

  it("takes workers' compensation on salary and super, the premium's wage base", () => {
    const inputs = inputsWith({ salary: 100_000, superRate: 10, workersCompRate: 2 });
    expect(estimateCost(inputs).lines.find((line) => line.key === "workersComp")?.amount).toBe(2_200);
    // The break-even salary solves the same sum: its total is the budget.
    const { comparison } = estimateCost({ ...inputs, outsourcedBudget: 150_000 });
    expect(estimateCost({ ...inputs, salary: comparison?.breakEvenSalary ?? 0 }).total).toBeCloseTo(150_000, -1);
  });

  it("labels each line in plain words with the rates used", () => {
    expect(estimateCost(inputsWith({ tenureYears: 1 })).lines.map((line) => line.label)).toEqual([
      "Salary",
      "Superannuation (12%)",
      "Workers' compensation (0.5% of salary and super)",
      "Practising certificate and CPD",
      "Equipment and software",
      "Recruitment (20% of salary over 1 year)",
    ]);
  });
});

describe("comparison with an outsourced budget", () => {
  it("states the difference and the break-even both ways", () => {
    // Salary S costs S x (1 + 0.12 + 0.005 x 1.12 + 0.2 / 3) + 7,000: for 120,000 that is S = 113,000 / 1.19226... = 94,777.6.
    // At 94,777: super 11,373, workers' comp 531, recruitment 6,318, fixed 7,000; total 119,999 (each line rounded).
    const { comparison } = estimateCost(inputsWith({ outsourcedBudget: 120_000 }));
    expect(comparison).toEqual({ budget: 120_000, difference: 125_453, cheaper: "outsourced", breakEvenBudget: 245_453, breakEvenSalary: 94_777 });
    // The break-even salary is the whole dollar below the exact one, so its total is within a dollar of the budget.
    expect(120_000 - estimateCost(inputsWith({ salary: 94_777, outsourcedBudget: 120_000 })).total).toBeLessThanOrEqual(1);
  });

  it("says which is cheaper, including a tie", () => {
    expect(estimateCost(inputsWith({ outsourcedBudget: 300_000 })).comparison).toMatchObject({ difference: -54_547, cheaper: "in-house" });
    expect(estimateCost(inputsWith({ outsourcedBudget: 245_453 })).comparison).toMatchObject({ difference: 0, cheaper: "neither", breakEvenSalary: 200_000 });
  });

  it("has no break-even salary when the budget does not cover the fixed costs and a $1 salary", () => {
    expect(estimateCost(inputsWith({ outsourcedBudget: 0 })).comparison?.breakEvenSalary).toBeNull();
    expect(estimateCost(inputsWith({ outsourcedBudget: 7_000 })).comparison?.breakEvenSalary).toBeNull();
    expect(estimateCost(inputsWith({ outsourcedBudget: 7_001 })).comparison?.breakEvenSalary).toBeNull();
    expect(estimateCost(inputsWith({ outsourcedBudget: 7_002 })).comparison?.breakEvenSalary).toBe(2);
  });

  it("rounds a budget with cents to whole dollars", () => {
    expect(estimateCost(inputsWith({ outsourcedBudget: 99_999.5 })).comparison?.budget).toBe(100_000);
  });
});

describe("parseCostInputs", () => {
  it("gives the defaults for an empty query", () => {
    expect(parseCostInputs({})).toEqual({ ok: true, inputs: DEFAULT_INPUTS });
  });

  it.each([
    ["200000", 200_000],
    ["$200,000", 200_000],
    ["$ 200,000.50", 200_000.5],
    ["200 000", 200_000],
    ["1 234 567.8", 1_234_567.8],
    ["  95000  ", 95_000],
    ["007", 7],
  ])("reads the salary %j as %d", (text, value) => {
    expect(parsed({ salary: text }).salary).toBe(value);
  });

  it("reads percentages with or without a % sign, and fractions without a leading zero", () => {
    expect(parsed({ superRate: "11.5%", workersCompRate: ".25", recruitmentFeeRate: "15 %" })).toMatchObject({
      superRate: 11.5,
      workersCompRate: 0.25,
      recruitmentFeeRate: 15,
    });
  });

  it("reads a blank budget as none in mind, and a number as the budget", () => {
    expect(parsed({ outsourcedBudget: "" }).outsourcedBudget).toBeNull();
    expect(parsed({ outsourcedBudget: "   " }).outsourcedBudget).toBeNull();
    expect(parsed({ outsourcedBudget: "$150,000" }).outsourcedBudget).toBe(150_000);
    expect(parsed({ outsourcedBudget: "0" }).outsourcedBudget).toBe(0);
  });

  it("accepts each payroll tax option", () => {
    for (const option of PAYROLL_TAX_OPTIONS) expect(parsed({ payrollTax: option }).payrollTax).toBe(option);
  });

  it("accepts numbers already parsed, as a JSON body would give them", () => {
    expect(parsed({ salary: 150_000, tenureYears: 2.5 })).toMatchObject({ salary: 150_000, tenureYears: 2.5 });
  });

  const salaryFormat = "Enter the salary as a number of dollars, for example 200000";

  it.each([
    ["abc", salaryFormat],
    ["1e12", salaryFormat],
    ["1E5", salaryFormat],
    ["NaN", salaryFormat],
    ["Infinity", salaryFormat],
    ["0x10", salaryFormat],
    ["", salaryFormat],
    ["   ", salaryFormat],
    ["2,00,000", salaryFormat],
    ["200,000 000", salaryFormat],
    ["200,", salaryFormat],
    ["1.", salaryFormat],
    ["12%", salaryFormat],
    ["AUD 200000", salaryFormat],
    ["٢٠٠٠٠٠", salaryFormat],
    ["-5", "Enter a number between 1 and 5,000,000"],
    ["−5", "Enter a number between 1 and 5,000,000"],
    ["0", "Enter a number between 1 and 5,000,000"],
    ["5,000,001", "Enter a number between 1 and 5,000,000"],
    ["200000.505", "Enter the salary with no more than 2 decimal places"],
    ["1".repeat(21), "Enter the salary in 20 characters or fewer"],
  ])("rejects the salary %j", (text, message) => {
    expect(errorsFor({ salary: text })).toEqual({ salary: message });
  });

  it("rejects a parameter given twice, or anything that is not text", () => {
    expect(errorsFor({ salary: ["200000", "100000"] })).toEqual({ salary: COST_ERRORS.oneValue });
    expect(errorsFor({ payrollTax: ["off", "upper"] })).toEqual({ payrollTax: "Enter one value" });
    expect(errorsFor({ salary: { $gt: "" }, tenureYears: true, trainingDays: null })).toEqual({
      salary: salaryFormat,
      tenureYears: "Enter the expected tenure as a number of years, for example 3",
      trainingDays: "Enter the training days as a number of days, for example 5",
    });
    expect(errorsFor({ salary: Number.NaN, superRate: Number.POSITIVE_INFINITY })).toEqual({
      salary: salaryFormat,
      superRate: "Enter the super rate as a percentage, for example 12",
    });
  });

  it("names each field's range in its own message", () => {
    expect(errorsFor({ superRate: "31", workersCompRate: "101", tenureYears: "0.2", practisingCosts: "1000001", outsourcedBudget: "10,000,001" })).toEqual({
      superRate: "Enter a number between 0 and 30",
      workersCompRate: "Enter a number between 0 and 100",
      tenureYears: "Enter a number between 0.25 and 40",
      practisingCosts: "Enter a number between 0 and 1,000,000",
      outsourcedBudget: "Enter a number between 0 and 10,000,000",
    });
    expect(errorsFor({ publicHolidays: "201" })).toEqual({ publicHolidays: "Enter a number between 0 and 200" });
  });

  it("allows the decimal places each kind of field needs, and no more", () => {
    expect(parsed({ workersCompRate: "0.3125", annualLeaveDays: "20.5", tenureYears: "2.75" })).toMatchObject({
      workersCompRate: 0.3125,
      annualLeaveDays: 20.5,
      tenureYears: 2.75,
    });
    expect(errorsFor({ workersCompRate: "0.31255", annualLeaveDays: "20.125" })).toEqual({
      workersCompRate: "Enter the workers' compensation rate with no more than 4 decimal places",
      annualLeaveDays: "Enter the annual leave with no more than 2 decimal places",
    });
  });

  it("keeps units to the fields they belong to", () => {
    expect(errorsFor({ superRate: "$12", tenureYears: "3%" })).toEqual({
      superRate: "Enter the super rate as a percentage, for example 12",
      tenureYears: "Enter the expected tenure as a number of years, for example 3",
    });
  });

  it("rejects an unknown payroll tax option, forgiving only stray spaces", () => {
    for (const value of ["", "yes", "OFF", "4.75"]) expect(errorsFor({ payrollTax: value })).toEqual({ payrollTax: "Choose whether payroll tax applies" });
    expect(parsed({ payrollTax: " upper " }).payrollTax).toBe("upper");
  });

  it("needs at least one available day, and blames the largest day field", () => {
    const days = { annualLeaveDays: "200", personalLeaveDays: "30", publicHolidays: "20", trainingDays: "10" };
    expect(errorsFor(days)).toEqual({
      annualLeaveDays: "Leave, public holidays and training add up to 260 of the 260 working days in a year; reduce them so at least 1 day is left",
    });
    expect(Object.keys(errorsFor({ ...days, annualLeaveDays: "20", publicHolidays: "200" }))).toEqual(["publicHolidays"]);
    expect(estimateCost(parsed({ ...days, trainingDays: "9" })).availableDays).toBe(1);
  });

  it("leaves the days' total alone while a day field has its own mistake", () => {
    expect(errorsFor({ annualLeaveDays: "abc", personalLeaveDays: "200", publicHolidays: "200" })).toEqual({
      annualLeaveDays: "Enter the annual leave as a number of days, for example 20",
    });
  });

  it("returns what was typed, so the form can show it again", () => {
    const result = parseCostInputs({ salary: "$2OO,OOO", superRate: "12%", payrollTax: "upper", trainingDays: ["3", "4"], outsourcedBudget: "" });
    expect(result).toEqual({
      ok: false,
      values: {
        salary: "$2OO,OOO",
        superRate: "12%",
        payrollTax: "upper",
        workersCompRate: "0.5",
        annualLeaveDays: "20",
        personalLeaveDays: "5",
        publicHolidays: "10",
        trainingDays: "3",
        practisingCosts: "2000",
        equipmentCosts: "5000",
        recruitmentFeeRate: "20",
        tenureYears: "3",
        outsourcedBudget: "",
      },
      errors: { salary: salaryFormat, trainingDays: "Enter one value" },
    });
  });

  it("ignores inherited and unknown parameters", () => {
    const query: Record<string, unknown> = Object.create({ salary: "1" });
    query.utm_source = "newsletter";
    expect(parseCostInputs(query)).toEqual({ ok: true, inputs: DEFAULT_INPUTS });
  });

  it("never throws, whatever arrives", () => {
    const strange: unknown[] = [undefined, null, 0, -0, 1e308, true, {}, [], [[]], Symbol("x"), () => 1, "\u0000", "9".repeat(10_000), "1,000,000,000,000,000"];
    for (const value of strange) {
      for (const field of COST_FIELDS) expect(() => parseCostInputs({ [field]: value })).not.toThrow();
    }
  });
});

describe("toQuery", () => {
  it("is empty for the defaults, so the plain page has no query", () => {
    expect(toQuery(DEFAULT_INPUTS).toString()).toBe("");
  });

  it("carries only what differs, in form order, spelled as the form reads it", () => {
    const query = toQuery(inputsWith({ outsourcedBudget: 90_000, payrollTax: "upper", salary: 150_000.5, workersCompRate: 0.3125 }));
    expect(query.toString()).toBe("salary=150000.5&payrollTax=upper&workersCompRate=0.3125&outsourcedBudget=90000");
  });

  it("round-trips through parseCostInputs", () => {
    const inputs = inputsWith({ salary: 123_456.78, superRate: 11.5, payrollTax: "standard", tenureYears: 0.25, trainingDays: 0, outsourcedBudget: 0 });
    expect(parseCostInputs(Object.fromEntries(toQuery(inputs)))).toEqual({ ok: true, inputs });
  });

  it("rounds values made in code to what the form accepts", () => {
    expect(toQuery(inputsWith({ salary: 100_000 / 3, superRate: 1e-7 })).toString()).toBe("salary=33333.33&superRate=0");
  });
});

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
    expect([formatDollars(0), formatDollars(1_234_567.5), formatDollars(-2_500)]).toEqual(["$0", "$1,234,568", "-$2,500"]);
  });
});

// --- Properties ---------------------------------------------------------------------------------

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

const RUNS = 500;
const DAY_KEYS = ["annualLeaveDays", "personalLeaveDays", "publicHolidays", "trainingDays"] as const;
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
  outsourcedBudget: 2,
};

function generator(seed: number) {
  const random = seededRandom(seed);
  const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

  /** Within the field's limits; money spread over its orders of magnitude, so small and large sums both appear. */
  function value(field: NumberField): number {
    const { min, max } = INPUT_LIMITS[field];
    const spread = (MONEY_KEYS as readonly string[]).includes(field) ? Math.max(min, 1) * (max / Math.max(min, 1)) ** random() : min + random() * (max - min);
    const edge = random();
    const raw = edge < 0.05 ? min : edge < 0.1 ? max : spread;
    return Math.min(max, Math.max(min, roundTo(raw, PLACES[field])));
  }

  function days(): Pick<CostInputs, (typeof DAY_KEYS)[number]> {
    for (;;) {
      const picked = Object.fromEntries(DAY_KEYS.map((field) => [field, random() < 0.7 ? roundTo(random() * 30, 2) : value(field)]));
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
      outsourcedBudget: random() < 0.2 ? null : value("outsourcedBudget"),
    };
  }

  return { random, value, inputs };
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
