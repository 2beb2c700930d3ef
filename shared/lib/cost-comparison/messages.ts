/** The cost comparison form's messages: each names the field and says what to type instead. */
import { formatNumber } from "./format";
import {
  DECIMALS,
  FIELD_TEXT,
  INPUT_LIMITS,
  MAX_VALUE_LENGTH,
  MIN_AVAILABLE_DAYS,
  WORKING_DAYS,
  type FieldKind,
  type NumberField,
} from "./inputs";

const UNIT_PHRASE: Record<FieldKind, string> = {
  money: "a number of dollars",
  percent: "a percentage",
  days: "a number of days",
  years: "a number of years",
  hours: "a number of hours",
};

export const COST_ERRORS = {
  oneValue: "Enter one value",
  payrollTax: "Choose whether payroll tax applies",
  format: (field: NumberField) => {
    const { kind, name, example } = FIELD_TEXT[field];
    return `Enter the ${name} as ${UNIT_PHRASE[kind]}, for example ${example}`;
  },
  tooLong: (field: NumberField) => `Enter the ${FIELD_TEXT[field].name} in ${MAX_VALUE_LENGTH} characters or fewer`,
  decimals: (field: NumberField) =>
    `Enter the ${FIELD_TEXT[field].name} with no more than ${DECIMALS[FIELD_TEXT[field].kind]} decimal places`,
  range: (field: NumberField) =>
    `Enter a number between ${formatNumber(INPUT_LIMITS[field].min)} and ${formatNumber(INPUT_LIMITS[field].max)}`,
  tooManyDays: (daysOff: number) =>
    `Leave, public holidays and training add up to ${formatNumber(daysOff)} of the ${WORKING_DAYS} working days in a year; ` +
    `reduce them so at least ${MIN_AVAILABLE_DAYS} day is left`,
} as const;
