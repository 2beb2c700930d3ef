/** Reading the cost comparison's GET form into inputs, and checking inputs made in code, by the same rules. */
import { COST_ERRORS } from "./messages";
import {
  COST_FIELDS,
  DAY_FIELDS,
  DECIMALS,
  DEFAULT_INPUTS,
  FIELD_TEXT,
  MAX_VALUE_LENGTH,
  MIN_AVAILABLE_DAYS,
  NUMBER_FIELDS,
  PAYROLL_TAX_OPTIONS,
  WORKING_DAYS,
  daysOff,
  inRange,
  type CostErrors,
  type CostField,
  type CostInputs,
  type DayField,
  type FieldKind,
  type NumberField,
  type PayrollTaxOption,
} from "./inputs";
import { defaultText } from "./query";

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

/** What to show back in the form: the first of repeated values, a number as typed, nothing for anything stranger. */
function rawText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return rawText(value[0]);
  return "";
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
  const option = PAYROLL_TAX_OPTIONS.find(
    (candidate) => candidate === (typeof value === "string" ? value.trim() : value),
  );
  return option === undefined ? { ok: false, error: COST_ERRORS.payrollTax } : { ok: true, value: option };
}

/** The day field most likely to hold the slip (a 200 meant as 20), so the message sits where the fix is. */
function largestDayField(inputs: Pick<CostInputs, DayField>): DayField {
  return DAY_FIELDS.reduce((largest, field) => (inputs[field] > inputs[largest] ? field : largest));
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
  if (daysValid && WORKING_DAYS - off < MIN_AVAILABLE_DAYS)
    errors[largestDayField(inputs)] = COST_ERRORS.tooManyDays(off);
  return errors;
}

export type ParsedCostInputs =
  { ok: true; inputs: CostInputs } | { ok: false; values: Record<string, string>; errors: CostErrors };

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
  const values = Object.fromEntries(
    COST_FIELDS.map((field) => [field, given(field) === undefined ? defaultText(field) : rawText(given(field))]),
  );
  return { ok: false, values, errors: allErrors };
}
