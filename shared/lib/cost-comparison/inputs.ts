/**
 * The cost comparison's inputs (/cost-comparison): what each field holds, its default, its limits
 * and what kind of number it is. The model around them is pure and browser-safe, so the server
 * renders the GET form's answer and the browser recomputes it as the visitor types, from the same
 * code: parse.ts reads and checks the inputs (in messages.ts's words), estimate.ts works out the
 * cost, summary.ts says it in a sentence, query.ts spells the inputs back as the form and its query.
 */
import { FIGURES } from "./figures";

export const PAYROLL_TAX_OPTIONS = ["off", "standard", "upper"] as const;
/** "standard": the employer's Australian taxable wages are over the threshold; "upper": they are also over $6.5m. */
export type PayrollTaxOption = (typeof PAYROLL_TAX_OPTIONS)[number];

export interface CostInputs {
  salary: number;
  /** Percent, e.g. 12. */
  superRate: number;
  payrollTax: PayrollTaxOption;
  /** Percent of salary. */
  workersCompRate: number;
  annualLeaveDays: number;
  personalLeaveDays: number;
  publicHolidays: number;
  trainingDays: number;
  practisingCosts: number;
  equipmentCosts: number;
  /** Percent of salary, paid once. */
  recruitmentFeeRate: number;
  tenureYears: number;
  /** Hours in one of the role's working days: its available days times this are its hours a year. */
  hoursPerDay: number;
  /** The legal work the visitor expects, in hours a month: what the role and each plan are priced for. */
  needHoursPerMonth: number;
  /** What the visitor has in mind for outsourced counsel each year; null when they have not said. */
  outsourcedBudget: number | null;
}

export type CostField = keyof CostInputs;
export type NumberField = Exclude<CostField, "payrollTax">;
export type CostErrors = Partial<Record<CostField, string>>;

/** Form order: the query string, the error summary and toQuery all follow it. */
export const COST_FIELDS = [
  "salary",
  "superRate",
  "payrollTax",
  "workersCompRate",
  "annualLeaveDays",
  "personalLeaveDays",
  "publicHolidays",
  "trainingDays",
  "hoursPerDay",
  "practisingCosts",
  "equipmentCosts",
  "recruitmentFeeRate",
  "tenureYears",
  "needHoursPerMonth",
  "outsourcedBudget",
] as const satisfies readonly CostField[];

export const NUMBER_FIELDS = COST_FIELDS.filter((field): field is NumberField => field !== "payrollTax");
export const DAY_FIELDS = [
  "annualLeaveDays",
  "personalLeaveDays",
  "publicHolidays",
  "trainingDays",
] as const satisfies readonly NumberField[];
export type DayField = (typeof DAY_FIELDS)[number];

export const WORKING_DAYS = FIGURES.workingDaysPerYear;
/** Leave, holidays and training must leave at least this many days, or the cost per day divides by nothing. */
export const MIN_AVAILABLE_DAYS = 1;

export const DEFAULT_INPUTS: Readonly<CostInputs> = Object.freeze({
  salary: FIGURES.salary,
  superRate: FIGURES.superGuaranteeRate,
  // Off: below the $1.3m threshold of total wages an employer pays none, and the visitor knows which side they are on.
  payrollTax: "off",
  workersCompRate: FIGURES.workersCompRate,
  annualLeaveDays: FIGURES.annualLeaveDays,
  personalLeaveDays: FIGURES.personalLeaveDays,
  publicHolidays: FIGURES.publicHolidays,
  trainingDays: FIGURES.trainingDays,
  practisingCosts: FIGURES.practisingCosts,
  equipmentCosts: FIGURES.equipmentCosts,
  recruitmentFeeRate: FIGURES.recruitmentFeeRate,
  tenureYears: FIGURES.tenureYears,
  hoursPerDay: FIGURES.hoursPerDay,
  needHoursPerMonth: FIGURES.needHoursPerMonth,
  outsourcedBudget: null,
});

/** Wide enough for any real case, narrow enough that no sum overflows into nonsense. */
export const INPUT_LIMITS = {
  salary: { min: 1, max: 5_000_000 },
  superRate: { min: 0, max: 30 },
  workersCompRate: { min: 0, max: 100 },
  annualLeaveDays: { min: 0, max: 200 },
  personalLeaveDays: { min: 0, max: 200 },
  publicHolidays: { min: 0, max: 200 },
  trainingDays: { min: 0, max: 200 },
  practisingCosts: { min: 0, max: 1_000_000 },
  equipmentCosts: { min: 0, max: 1_000_000 },
  recruitmentFeeRate: { min: 0, max: 100 },
  tenureYears: { min: 0.25, max: 40 },
  hoursPerDay: { min: 1, max: 24 },
  needHoursPerMonth: { min: 0, max: 1_000 },
  outsourcedBudget: { min: 0, max: 10_000_000 },
} as const satisfies Record<NumberField, { readonly min: number; readonly max: number }>;

/** A URL parameter longer than this is not a number anyone typed. */
export const MAX_VALUE_LENGTH = 20;

export type FieldKind = "money" | "percent" | "days" | "years" | "hours";

/** Decimal places each kind accepts: cents, fine premium rates, half days, quarter years. */
export const DECIMALS: Record<FieldKind, number> = { money: 2, percent: 4, days: 2, years: 2, hours: 2 };

/** What each number field is: its kind, and its name and an example value for the messages that ask for it. */
export const FIELD_TEXT: Record<
  NumberField,
  { readonly kind: FieldKind; readonly name: string; readonly example: string }
> = {
  salary: { kind: "money", name: "salary", example: "200000" },
  superRate: { kind: "percent", name: "super rate", example: "12" },
  workersCompRate: { kind: "percent", name: "workers' compensation rate", example: "0.5" },
  annualLeaveDays: { kind: "days", name: "annual leave", example: "20" },
  personalLeaveDays: { kind: "days", name: "personal leave", example: "5" },
  publicHolidays: { kind: "days", name: "public holidays", example: "10" },
  trainingDays: { kind: "days", name: "training days", example: "5" },
  practisingCosts: { kind: "money", name: "practising certificate and CPD costs", example: "2000" },
  equipmentCosts: { kind: "money", name: "equipment and software costs", example: "5000" },
  recruitmentFeeRate: { kind: "percent", name: "recruitment fee", example: "20" },
  tenureYears: { kind: "years", name: "expected tenure", example: "3" },
  hoursPerDay: { kind: "hours", name: "working day", example: "7.6" },
  needHoursPerMonth: { kind: "hours", name: "legal work you expect", example: "10" },
  outsourcedBudget: { kind: "money", name: "outsourced budget", example: "120000" },
};

export function inRange(field: NumberField, value: number): boolean {
  const { min, max } = INPUT_LIMITS[field];
  return Number.isFinite(value) && value >= min && value <= max;
}

export function daysOff(inputs: Pick<CostInputs, DayField>): number {
  // Two decimal places at most each, so rounding the sum to cents of a day removes only float noise.
  return Math.round(DAY_FIELDS.reduce((sum, field) => sum + inputs[field], 0) * 100) / 100;
}
