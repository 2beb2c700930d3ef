import type { CostField } from "./inputs";

/** The ids the server's page and its script share. */
export const COST_DOM = {
  input: (field: CostField) => `cost-${field}`,
  error: (field: CostField) => `cost-${field}-error`,
  hint: (field: CostField) => `cost-${field}-hint`,
  errorSummary: "cost-errors",
  result: "cost-result",
} as const;
