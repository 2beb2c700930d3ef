/**
 * The cost comparison's model (/cost-comparison): what an in-house lawyer costs a year, set against an
 * outsourced budget. Pure and browser-safe, so the server renders the GET form's answer and the
 * browser can recompute it as the visitor types, from the same code.
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
  "practisingCosts",
  "equipmentCosts",
  "recruitmentFeeRate",
  "tenureYears",
  "outsourcedBudget",
] as const satisfies readonly CostField[];

const NUMBER_FIELDS = COST_FIELDS.filter((field): field is NumberField => field !== "payrollTax");
const DAY_FIELDS = ["annualLeaveDays", "personalLeaveDays", "publicHolidays", "trainingDays"] as const satisfies readonly NumberField[];

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
  outsourcedBudget: { min: 0, max: 10_000_000 },
} as const satisfies Record<NumberField, { readonly min: number; readonly max: number }>;

/** A URL parameter longer than this is not a number anyone typed. */
export const MAX_VALUE_LENGTH = 20;

type FieldKind = "money" | "percent" | "days" | "years";

/** Decimal places each kind accepts: cents, fine premium rates, half days, quarter years. */
const DECIMALS: Record<FieldKind, number> = { money: 2, percent: 4, days: 2, years: 2 };

const FIELD_TEXT: Record<NumberField, { readonly kind: FieldKind; readonly name: string; readonly example: string }> = {
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
  outsourcedBudget: { kind: "money", name: "outsourced budget", example: "120000" },
};

const UNIT_PHRASE: Record<FieldKind, string> = {
  money: "a number of dollars",
  percent: "a percentage",
  days: "a number of days",
  years: "a number of years",
};

export const COST_ERRORS = {
  oneValue: "Enter one value",
  payrollTax: "Choose whether payroll tax applies",
  format: (field: NumberField) => {
    const { kind, name, example } = FIELD_TEXT[field];
    return `Enter the ${name} as ${UNIT_PHRASE[kind]}, for example ${example}`;
  },
  tooLong: (field: NumberField) => `Enter the ${FIELD_TEXT[field].name} in ${MAX_VALUE_LENGTH} characters or fewer`,
  decimals: (field: NumberField) => `Enter the ${FIELD_TEXT[field].name} with no more than ${DECIMALS[FIELD_TEXT[field].kind]} decimal places`,
  range: (field: NumberField) => `Enter a number between ${formatNumber(INPUT_LIMITS[field].min)} and ${formatNumber(INPUT_LIMITS[field].max)}`,
  tooManyDays: (daysOff: number) =>
    `Leave, public holidays and training add up to ${formatNumber(daysOff)} of the ${WORKING_DAYS} working days in a year; ` +
    `reduce them so at least ${MIN_AVAILABLE_DAYS} day is left`,
} as const;

// --- Formatting ---------------------------------------------------------------------------------

const WHOLE = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const UP_TO_4_PLACES = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 4 });

/** "$245,333": whole dollars with en-AU thousands separators. */
export function formatDollars(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? "-" : ""}$${WHOLE.format(Math.abs(rounded))}`;
}

function formatNumber(value: number): string {
  return UP_TO_4_PLACES.format(value);
}

/** The form's own spelling of a value: no separators, no exponent, no more places than the field takes. */
function plainNumber(field: NumberField, value: number): string {
  // Number() drops the trailing zeros; toFixed never uses an exponent for values this size.
  return String(Number(value.toFixed(DECIMALS[FIELD_TEXT[field].kind])));
}

// --- Parsing ------------------------------------------------------------------------------------

/** Digits, either ungrouped or grouped in threes by commas or by spaces (not both), then an optional fraction. */
const PLAIN_NUMBER = /^(?:(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00A0\u202F]\d{3})+)(?:\.\d+)?|\.\d+)$/;
const SEPARATORS = /[, \u00A0\u202F]/g;

type ParsedNumber = { ok: true; value: number } | { ok: false; error: string };

/** The unit a visitor may type around the number: "$200,000" or "12%"; anything else stays and fails the pattern. */
function withoutUnit(kind: FieldKind, text: string): string {
  if (kind === "money") return text.replace(/^\$\s*/, "");
  if (kind === "percent") return text.endsWith("%") ? text.slice(0, -1).trimEnd() : text;
  return text;
}

function parseNumberText(field: NumberField, raw: string): ParsedNumber {
  if (raw.length > MAX_VALUE_LENGTH) return { ok: false, error: COST_ERRORS.tooLong(field) };
  const { kind } = FIELD_TEXT[field];
  const text = withoutUnit(kind, raw.trim());
  // A minus sign in front of an otherwise good number is a range mistake, not a typing one.
  const negative = /^[-\u2212]/.test(text);
  const digits = negative ? text.slice(1).trim() : text;
  if (!PLAIN_NUMBER.test(digits)) return { ok: false, error: COST_ERRORS.format(field) };
  const fraction = digits.split(".")[1] ?? "";
  if (fraction.length > DECIMALS[kind]) return { ok: false, error: COST_ERRORS.decimals(field) };
  const value = Number(digits.replace(SEPARATORS, "")) * (negative ? -1 : 1);
  return inRange(field, value) ? { ok: true, value } : { ok: false, error: COST_ERRORS.range(field) };
}

function inRange(field: NumberField, value: number): boolean {
  const { min, max } = INPUT_LIMITS[field];
  return Number.isFinite(value) && value >= min && value <= max;
}

/** What to show back in the form: the first of repeated values, a number as typed, nothing for anything stranger. */
function rawText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return rawText(value[0]);
  return "";
}

function defaultText(field: CostField): string {
  const value = DEFAULT_INPUTS[field];
  if (value === null) return "";
  return typeof value === "number" ? plainNumber(field as NumberField, value) : value;
}

type FieldResult<T> = { ok: true; value: T } | { ok: false; error: string };

function parseNumberField(field: NumberField, value: unknown): FieldResult<number | null> {
  if (value === undefined) return { ok: true, value: DEFAULT_INPUTS[field] };
  if (Array.isArray(value)) return { ok: false, error: COST_ERRORS.oneValue };
  if (typeof value !== "string" && typeof value !== "number") return { ok: false, error: COST_ERRORS.format(field) };
  const text = String(value);
  // An empty budget is the visitor saying they have none in mind; every other field needs a number.
  if (field === "outsourcedBudget" && text.trim() === "") return { ok: true, value: null };
  return parseNumberText(field, text);
}

function parsePayrollTax(value: unknown): FieldResult<PayrollTaxOption> {
  if (value === undefined) return { ok: true, value: DEFAULT_INPUTS.payrollTax };
  if (Array.isArray(value)) return { ok: false, error: COST_ERRORS.oneValue };
  const option = PAYROLL_TAX_OPTIONS.find((candidate) => candidate === (typeof value === "string" ? value.trim() : value));
  return option === undefined ? { ok: false, error: COST_ERRORS.payrollTax } : { ok: true, value: option };
}

/** The day field most likely to hold the slip (a 200 meant as 20), so the message sits where the fix is. */
function largestDayField(inputs: Pick<CostInputs, (typeof DAY_FIELDS)[number]>): (typeof DAY_FIELDS)[number] {
  return DAY_FIELDS.reduce((largest, field) => (inputs[field] > inputs[largest] ? field : largest));
}

function daysOff(inputs: Pick<CostInputs, (typeof DAY_FIELDS)[number]>): number {
  // Two decimal places at most each, so rounding the sum to cents of a day removes only float noise.
  return Math.round(DAY_FIELDS.reduce((sum, field) => sum + inputs[field], 0) * 100) / 100;
}

/**
 * Range checks for inputs built in code (sliders, tests); parseCostInputs applies the same rules.
 * Returns {} when estimateCost can use the inputs.
 */
export function validateCostInputs(inputs: CostInputs): CostErrors {
  const errors: CostErrors = {};
  if (!PAYROLL_TAX_OPTIONS.includes(inputs.payrollTax)) errors.payrollTax = COST_ERRORS.payrollTax;
  for (const field of NUMBER_FIELDS) {
    const value = inputs[field];
    if (value === null && field === "outsourcedBudget") continue;
    if (value === null || !inRange(field, value)) errors[field] = COST_ERRORS.range(field);
  }
  const daysValid = DAY_FIELDS.every((field) => errors[field] === undefined);
  const off = daysOff(inputs);
  if (daysValid && WORKING_DAYS - off < MIN_AVAILABLE_DAYS) errors[largestDayField(inputs)] = COST_ERRORS.tooManyDays(off);
  return errors;
}

export type ParsedCostInputs = { ok: true; inputs: CostInputs } | { ok: false; values: Record<string, string>; errors: CostErrors };

/**
 * Reads the GET form's query. A missing field takes its default, so a link may set only what it changes.
 * Never throws: every problem becomes a message on its field, with what was typed to show again.
 */
export function parseCostInputs(query: Record<string, unknown>): ParsedCostInputs {
  const given = (field: CostField): unknown => (Object.hasOwn(query, field) ? query[field] : undefined);
  const inputs: CostInputs = { ...DEFAULT_INPUTS };
  const errors: CostErrors = {};

  const payrollTax = parsePayrollTax(given("payrollTax"));
  if (payrollTax.ok) inputs.payrollTax = payrollTax.value;
  else errors.payrollTax = payrollTax.error;

  for (const field of NUMBER_FIELDS) {
    const result = parseNumberField(field, given(field));
    if (!result.ok) errors[field] = result.error;
    else if (field === "outsourcedBudget") inputs.outsourcedBudget = result.value;
    else if (result.value !== null) inputs[field] = result.value;
  }

  // The days' total is judged only once each day field is a number, so it never blames a field for another's typo.
  const daysParsed = DAY_FIELDS.every((field) => errors[field] === undefined);
  const allErrors: CostErrors = { ...(daysParsed ? validateCostInputs(inputs) : {}), ...errors };

  if (Object.keys(allErrors).length === 0) return { ok: true, inputs };
  const values = Object.fromEntries(COST_FIELDS.map((field) => [field, given(field) === undefined ? defaultText(field) : rawText(given(field))]));
  return { ok: false, values, errors: allErrors };
}

/** Each field as the form shows it: the inputs' own spelling, an empty budget when none is given. */
export function formValuesOf(inputs: CostInputs): Record<CostField, string> {
  const text = (field: CostField): string => {
    const value = inputs[field];
    if (value === null) return "";
    return typeof value === "number" ? plainNumber(field as NumberField, value) : value;
  };
  return Object.fromEntries(COST_FIELDS.map((field) => [field, text(field)])) as Record<CostField, string>;
}

/** The query that reproduces the inputs: only what differs from the defaults, so the plain page has none. */
export function toQuery(inputs: CostInputs): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of COST_FIELDS) {
    const value = inputs[field];
    const text = value === null ? "" : typeof value === "number" ? plainNumber(field as NumberField, value) : value;
    if (text !== defaultText(field)) query.set(field, text);
  }
  return query;
}

// --- Estimating ---------------------------------------------------------------------------------

export type CostLineKey = "salary" | "superannuation" | "payrollTax" | "workersComp" | "practising" | "equipment" | "recruitment";

export interface CostLine {
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
  /**
   * The whole-dollar salary whose total comes closest to the budget: hiring below it costs less than the
   * budget. Its total is within $2 of the budget whenever each on-cost is at most the salary itself (every
   * realistic case); beyond that one dollar of salary moves the total by several. Null when the budget does
   * not cover a $1 salary and its on-costs. May be above the form's salary limit.
   */
  breakEvenSalary: number | null;
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
  const line = (key: CostLineKey, label: string, amount: number): CostLine => ({ key, label, amount: Math.round(amount) });
  const lines = [line("salary", "Salary", salary), line("superannuation", `Superannuation (${formatNumber(inputs.superRate)}%)`, superannuation)];
  if (inputs.payrollTax !== "off") {
    const rate = payrollTaxRate(inputs.payrollTax);
    lines.push(line("payrollTax", `Payroll tax (${formatNumber(rate)}% of salary and super)`, percentOf(salary + superannuation, rate)));
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

/** Dollars of total per dollar of salary, before rounding: the total is affine in salary. */
function salaryMultiplier(inputs: CostInputs): number {
  const superShare = inputs.superRate / 100;
  const payrollShare = (payrollTaxRate(inputs.payrollTax) / 100) * (1 + superShare);
  const workersCompShare = (inputs.workersCompRate / 100) * (1 + superShare);
  return 1 + superShare + payrollShare + workersCompShare + inputs.recruitmentFeeRate / 100 / inputs.tenureYears;
}

/**
 * How far either side of the exact answer to look. Rounding moves the total at most $3 from the straight
 * line (six rounded lines; the salary is whole), and the line rises at least $1 per dollar of salary, so
 * 4 dollars either side holds the salary where the rounded total crosses the budget.
 */
const BREAK_EVEN_SEARCH = 4;

function breakEvenSalary(inputs: CostInputs, budget: number): number | null {
  const exact = (budget - inputs.practisingCosts - inputs.equipmentCosts) / salaryMultiplier(inputs);
  if (!(exact >= 1)) return null;
  // Solve the straight line, then look at nearby whole dollars, because the total the page shows is of rounded lines.
  let best = Math.round(exact);
  let bestGap = Infinity;
  for (let salary = Math.max(1, Math.floor(exact) - BREAK_EVEN_SEARCH); salary <= Math.ceil(exact) + BREAK_EVEN_SEARCH; salary++) {
    const gap = Math.abs(totalOf(costLines({ ...inputs, salary })) - budget);
    if (gap < bestGap) [best, bestGap] = [salary, gap];
  }
  return best;
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
    breakEvenSalary: breakEvenSalary(inputs, budget),
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

/** At most this long, so it fits comfortably in the enquiry form's message. */
export const SUMMARY_MAX_LENGTH = 600;

function budgetPhrase(comparison: CostComparison): string {
  const { budget, difference } = comparison;
  if (difference === 0) return `outsourced budget in mind ${formatDollars(budget)} (the same as in-house)`;
  const direction = difference > 0 ? "less" : "more";
  return `outsourced budget in mind ${formatDollars(budget)} (${formatDollars(Math.abs(difference))} a year ${direction} than in-house)`;
}

/** Plain text to prefill an enquiry: what the visitor worked out, in one sentence. */
export function summariseEstimate(inputs: CostInputs, estimate: CostEstimate): string {
  const parts = [
    `in-house salary ${formatDollars(inputs.salary)}`,
    `estimated total ${formatDollars(estimate.total)} a year${inputs.payrollTax === "off" ? "" : " including payroll tax"}`,
    `${formatNumber(estimate.availableDays)} available days (${formatDollars(estimate.costPerAvailableDay)} per day)`,
  ];
  if (estimate.comparison !== null) parts.push(budgetPhrase(estimate.comparison));
  return `Cost comparison: ${parts.join("; ")}.`.slice(0, SUMMARY_MAX_LENGTH);
}
