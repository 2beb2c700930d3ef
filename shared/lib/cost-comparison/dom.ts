import type { CostField } from "./model";

export const COST_COMPARISON_PATH = "/cost-comparison";

/** The ids the server's page and its script share. */
export const COST_DOM = {
  input: (field: CostField) => `cost-${field}`,
  error: (field: CostField) => `cost-${field}-error`,
  hint: (field: CostField) => `cost-${field}-hint`,
  errorSummary: "cost-errors",
  result: "cost-result",
} as const;

/** The page's own share image, drawn at build (scripts/build.ts) with the page's title. */
export const COST_COMPARISON_SHARE_IMAGE = { src: "/images/share/cost-comparison.png", alt: "The True Cost of an In-House Lawyer" } as const;
