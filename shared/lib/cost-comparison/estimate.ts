/**
 * The cost comparison's arithmetic: what an in-house lawyer costs a year, line by line, set against an
 * outsourced budget.
 *
 * Deliberate simplifications, which the page should state:
 * - Payroll tax is the extra tax this one employee adds for an employer already over the Queensland
 *   threshold: the headline rate on salary plus super. It ignores the deduction phase-out, which makes
 *   the real marginal cost higher for groups paying $1.3m to $10.4m (rates.ts, deductionPhaseOut).
 * - Leave costs no extra dollars (salary already pays for it); it shows up as fewer available days.
 * - Workers' compensation is a flat percentage of wages: salary and super, the wage base WorkCover
 *   Queensland's premium is declared on.
 */
import { FIGURES } from "./figures";
import { formatNumber } from "./format";
import { WORKING_DAYS, daysOff, type CostInputs, type PayrollTaxOption } from "./inputs";

export type CostLineKey =
  "salary" | "superannuation" | "payrollTax" | "workersComp" | "practising" | "equipment" | "recruitment";

interface CostLine {
  key: CostLineKey;
  label: string;
  /** Whole dollars a year. */
  amount: number;
}

export interface CostComparison {
  /** The outsourced budget, in whole dollars a year. */
  budget: number;
  /** total - budget: above zero, the hire costs more than the budget; below zero, less. */
  difference: number;
  cheaper: "in-house" | "outsourced" | "neither";
  /** The in-house total: an outsourced budget above this costs more than the hire. */
  breakEvenBudget: number;
}

export interface CostEstimate {
  lines: CostLine[];
  /** Whole dollars a year: exactly the sum of the lines' amounts. */
  total: number;
  workingDays: number;
  /** Working days less leave, public holidays and training. */
  availableDays: number;
  /** Whole dollars: total / availableDays. */
  costPerAvailableDay: number;
  comparison: CostComparison | null;
}

function payrollTaxRate(option: PayrollTaxOption): number {
  if (option === "standard") return FIGURES.payrollTaxStandardRate;
  if (option === "upper") return FIGURES.payrollTaxUpperRate;
  return 0;
}

function percentOf(amount: number, percent: number): number {
  // Dividing last keeps whole-number cases exact (200000 * 12 / 100), so they round as a person would.
  return (amount * percent) / 100;
}

function years(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "year" : "years"}`;
}

function costLines(inputs: CostInputs): CostLine[] {
  const { salary } = inputs;
  const superannuation = percentOf(salary, inputs.superRate);
  const line = (key: CostLineKey, label: string, amount: number): CostLine => ({
    key,
    label,
    amount: Math.round(amount),
  });
  const lines = [
    line("salary", "Salary", salary),
    line("superannuation", `Superannuation (${formatNumber(inputs.superRate)}%)`, superannuation),
  ];
  if (inputs.payrollTax !== "off") {
    const rate = payrollTaxRate(inputs.payrollTax);
    lines.push(
      line(
        "payrollTax",
        `Payroll tax (${formatNumber(rate)}% of salary and super)`,
        percentOf(salary + superannuation, rate),
      ),
    );
  }
  lines.push(
    line(
      "workersComp",
      `Workers' compensation (${formatNumber(inputs.workersCompRate)}% of salary and super)`,
      percentOf(salary + superannuation, inputs.workersCompRate),
    ),
    line("practising", "Practising certificate and CPD", inputs.practisingCosts),
    line("equipment", "Equipment and software", inputs.equipmentCosts),
    line(
      "recruitment",
      `Recruitment (${formatNumber(inputs.recruitmentFeeRate)}% of salary over ${years(inputs.tenureYears)})`,
      percentOf(salary, inputs.recruitmentFeeRate) / inputs.tenureYears,
    ),
  );
  return lines;
}

function totalOf(lines: readonly CostLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

function compare(inputs: CostInputs, total: number): CostComparison | null {
  if (inputs.outsourcedBudget === null) return null;
  const budget = Math.round(inputs.outsourcedBudget);
  const difference = total - budget;
  return {
    budget,
    difference,
    cheaper: difference > 0 ? "outsourced" : difference < 0 ? "in-house" : "neither",
    breakEvenBudget: total,
  };
}

/** The estimate for valid inputs (parseCostInputs' or validateCostInputs' {}): nothing in it is NaN or infinite. */
export function estimateCost(inputs: CostInputs): CostEstimate {
  const lines = costLines(inputs);
  const total = totalOf(lines);
  const availableDays = WORKING_DAYS - daysOff(inputs);
  return {
    lines,
    total,
    workingDays: WORKING_DAYS,
    availableDays,
    costPerAvailableDay: Math.round(total / availableDays),
    comparison: compare(inputs, total),
  };
}
