/** The inputs as the form spells them, and as the query string that reproduces them. */
import {
  COST_FIELDS,
  DECIMALS,
  DEFAULT_INPUTS,
  FIELD_TEXT,
  type CostField,
  type CostInputs,
  type NumberField,
} from "./inputs";

/** The form's own spelling of a value: no separators, no exponent, no more places than the field takes. */
function plainNumber(field: NumberField, value: number): string {
  // Number() drops the trailing zeros; toFixed never uses an exponent for values this size.
  return String(Number(value.toFixed(DECIMALS[FIELD_TEXT[field].kind])));
}

/** A field's default as the form spells it: what a query need not carry. */
export function defaultText(field: CostField): string {
  const value = DEFAULT_INPUTS[field];
  if (value === null) return "";
  return typeof value === "number" ? plainNumber(field as NumberField, value) : value;
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
