import { describe, expect, it } from "vitest";
import { DEFAULT_INPUTS, type CostInputs } from "./inputs";
import { estimateCost } from "./estimate";

/** The defaults with a 200,000 salary (the figures worked by hand below), then the test's own changes. */
function inputsWith(overrides: Partial<CostInputs>): CostInputs {
  return { ...DEFAULT_INPUTS, salary: 200_000, ...overrides };
}

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
    expect(estimateCost(DEFAULT_INPUTS).lines.map((line) => line.key)).not.toContain("payrollTax");
  });

  it("takes workers' compensation on salary and super, the premium's wage base", () => {
    const inputs = inputsWith({ salary: 100_000, superRate: 10, workersCompRate: 2 });
    expect(estimateCost(inputs).lines.find((line) => line.key === "workersComp")?.amount).toBe(2_200);
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
  it("states the difference and the budget above which the hire costs less, with no break-even salary (a budget buys unknown hours)", () => {
    const { comparison } = estimateCost(inputsWith({ outsourcedBudget: 120_000 }));
    expect(comparison).toEqual({
      budget: 120_000,
      difference: 125_453,
      cheaper: "outsourced",
      breakEvenBudget: 245_453,
    });
  });

  it("says which is cheaper, including a tie", () => {
    expect(estimateCost(inputsWith({ outsourcedBudget: 300_000 })).comparison).toMatchObject({
      difference: -54_547,
      cheaper: "in-house",
    });
    expect(estimateCost(inputsWith({ outsourcedBudget: 245_453 })).comparison).toMatchObject({
      difference: 0,
      cheaper: "neither",
    });
  });

  it("rounds a budget with cents to whole dollars", () => {
    expect(estimateCost(inputsWith({ outsourcedBudget: 99_999.5 })).comparison?.budget).toBe(100_000);
  });
});
