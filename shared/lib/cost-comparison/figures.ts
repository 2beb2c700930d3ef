/**
 * The numbers behind the cost comparison's defaults, and nothing else: the model (which also runs in
 * the browser as the visitor types) reads these, while their sources, dates and notes live in
 * rates.ts, which only the server's page shows.
 */
export const FIGURES = {
  superGuaranteeRate: 12,
  payrollTaxStandardRate: 4.75,
  payrollTaxUpperRate: 4.95,
  payrollTaxUpperRateFrom: 6_500_000,
  payrollTaxThreshold: 1_300_000,
  payrollTaxDeductionPhaseOut: 7,
  annualLeaveDays: 20,
  workingDaysPerYear: 52 * 5,
  salary: 160_000,
  workersCompRate: 0.5,
  personalLeaveDays: 5,
  publicHolidays: 10,
  trainingDays: 5,
  practisingCosts: 2_000,
  equipmentCosts: 5_000,
  recruitmentFeeRate: 20,
  tenureYears: 3,
  hoursPerDay: 7.6,
  needHoursPerMonth: 10,
} as const;
