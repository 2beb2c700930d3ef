import { describe, expect, it } from "vitest";
import { COST_FIELDS, DEFAULT_INPUTS, PAYROLL_TAX_OPTIONS, type CostInputs } from "./inputs";
import { parseCostInputs } from "./parse";
import { estimateCost } from "./estimate";
import { COST_ERRORS } from "./messages";

function errorsFor(query: Record<string, unknown>) {
  const result = parseCostInputs(query);
  return result.ok ? {} : result.errors;
}

function parsed(query: Record<string, unknown>): CostInputs {
  const result = parseCostInputs(query);
  if (!result.ok) throw new Error(`expected valid inputs, got ${JSON.stringify(result.errors)}`);
  return result.inputs;
}

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
    expect(
      errorsFor({
        superRate: "31",
        workersCompRate: "101",
        tenureYears: "0.2",
        practisingCosts: "1000001",
        outsourcedBudget: "10,000,001",
      }),
    ).toEqual({
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
    for (const value of ["", "yes", "OFF", "4.75"])
      expect(errorsFor({ payrollTax: value })).toEqual({ payrollTax: "Choose whether payroll tax applies" });
    expect(parsed({ payrollTax: " upper " }).payrollTax).toBe("upper");
  });

  it("needs at least one available day, and blames the largest day field", () => {
    const days = { annualLeaveDays: "200", personalLeaveDays: "30", publicHolidays: "20", trainingDays: "10" };
    expect(errorsFor(days)).toEqual({
      annualLeaveDays:
        "Leave, public holidays and training add up to 260 of the 260 working days in a year; reduce them so at least 1 day is left",
    });
    expect(Object.keys(errorsFor({ ...days, annualLeaveDays: "20", publicHolidays: "200" }))).toEqual([
      "publicHolidays",
    ]);
    expect(estimateCost(parsed({ ...days, trainingDays: "9" })).availableDays).toBe(1);
  });

  it("leaves the days' total alone while a day field has its own mistake", () => {
    expect(errorsFor({ annualLeaveDays: "abc", personalLeaveDays: "200", publicHolidays: "200" })).toEqual({
      annualLeaveDays: "Enter the annual leave as a number of days, for example 20",
    });
  });

  it("returns what was typed, so the form can show it again", () => {
    const result = parseCostInputs({
      salary: "$2OO,OOO",
      superRate: "12%",
      payrollTax: "upper",
      trainingDays: ["3", "4"],
      outsourcedBudget: "",
    });
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
        hoursPerDay: "7.6",
        practisingCosts: "2000",
        equipmentCosts: "5000",
        recruitmentFeeRate: "20",
        tenureYears: "3",
        needHoursPerMonth: "10",
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
    const strange: unknown[] = [
      undefined,
      null,
      0,
      -0,
      1e308,
      true,
      {},
      [],
      [[]],
      Symbol("x"),
      () => 1,
      "\u0000",
      "9".repeat(10_000),
      "1,000,000,000,000,000",
    ];
    for (const value of strange) {
      for (const field of COST_FIELDS) expect(() => parseCostInputs({ [field]: value })).not.toThrow();
    }
  });
});
