import { describe, expect, it } from "vitest";
import { DEFAULT_INPUTS, type CostInputs } from "./inputs";
import { parseCostInputs } from "./parse";
import { toQuery } from "./query";

/** The defaults with a 200,000 salary (the figures worked by hand below), then the test's own changes. */
function inputsWith(overrides: Partial<CostInputs>): CostInputs {
  return { ...DEFAULT_INPUTS, salary: 200_000, ...overrides };
}

describe("toQuery", () => {
  it("is empty for the defaults, so the plain page has no query", () => {
    expect(toQuery(DEFAULT_INPUTS).toString()).toBe("");
  });

  it("carries only what differs, in form order, spelled as the form reads it", () => {
    const query = toQuery(
      inputsWith({ outsourcedBudget: 90_000, payrollTax: "upper", salary: 150_000.5, workersCompRate: 0.3125 }),
    );
    expect(query.toString()).toBe("salary=150000.5&payrollTax=upper&workersCompRate=0.3125&outsourcedBudget=90000");
  });

  it("round-trips through parseCostInputs", () => {
    const inputs = inputsWith({
      salary: 123_456.78,
      superRate: 11.5,
      payrollTax: "standard",
      tenureYears: 0.25,
      trainingDays: 0,
      outsourcedBudget: 0,
    });
    expect(parseCostInputs(Object.fromEntries(toQuery(inputs)))).toEqual({ ok: true, inputs });
  });

  it("rounds values made in code to what the form accepts", () => {
    expect(toQuery(inputsWith({ salary: 100_000 / 3, superRate: 1e-7 })).toString()).toBe(
      "salary=33333.33&superRate=0",
    );
  });
});
