/**
 * The figures behind the cost comparison (/cost-comparison). Browser-safe data only, so the page can
 * show each figure beside its source and the model reads the same numbers.
 *
 * Two kinds, kept apart on purpose: a published figure is a law or a regulator's published rate and
 * carries the date it applies from; an assumption is our own choice, and the page must say so.
 * Check the published ones each 1 July (super and payroll tax change with the financial year).
 */

import { FIGURES } from "./figures";

interface FigureSource {
  readonly title: string;
  readonly url: string;
}

/** Percent figures are stored as percent (12 means 12%), as the visitor types them. */
type FigureUnit = "percent" | "dollars" | "days" | "years" | "hours" | "hours a month";

export interface PublishedFigure {
  readonly kind: "published";
  readonly value: number;
  readonly unit: FigureUnit;
  readonly source: FigureSource;
  /** YYYY-MM-DD. */
  readonly appliesFrom: string;
  /** YYYY-MM-DD: when someone last checked it against the source; the launch check asks again after a year. */
  readonly checkedOn: string;
  readonly note?: string;
}

export interface AssumedFigure {
  readonly kind: "assumption";
  readonly value: number;
  readonly unit: FigureUnit;
  /** Starts with "assumption:" so no page can show it as if it were law. */
  readonly label: string;
  readonly note: string;
  /** What the assumption leans on, where there is something to point to. */
  readonly source?: FigureSource;
}

const FAIR_WORK_HOURS: FigureSource = {
  title: "Fair Work Ombudsman, Maximum weekly hours (National Employment Standards, Fair Work Act 2009 (Cth) s 62)",
  url: "https://www.fairwork.gov.au/employment-conditions/hours-of-work-breaks-and-rosters/hours-of-work",
};

const ATO_SUPER_GUARANTEE: FigureSource = {
  title: "Australian Taxation Office, Super guarantee percentage (key superannuation rates and thresholds)",
  url: "https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/super-guarantee",
};

const QRO_RATES_THRESHOLDS: FigureSource = {
  title: "Queensland Revenue Office, Payroll tax rates and thresholds",
  url: "https://qro.qld.gov.au/payroll-tax/calculate/rates-thresholds",
};

const QRO_DEDUCTIONS: FigureSource = {
  title: "Queensland Revenue Office, Payroll tax deductions",
  url: "https://qro.qld.gov.au/payroll-tax/calculate/deductions/",
};

const FAIR_WORK_ANNUAL_LEAVE: FigureSource = {
  title: "Fair Work Ombudsman, Annual leave (National Employment Standards, Fair Work Act 2009 (Cth) s 87)",
  url: "https://www.fairwork.gov.au/leave/annual-leave",
};

const FAIR_WORK_PERSONAL_LEAVE: FigureSource = {
  title:
    "Fair Work Ombudsman, Paid sick and carer's leave (National Employment Standards, Fair Work Act 2009 (Cth) s 96)",
  url: "https://www.fairwork.gov.au/leave/sick-and-carers-leave/paid-sick-and-carers-leave",
};

const QLD_PUBLIC_HOLIDAYS: FigureSource = {
  title: "Queensland Government, Public holidays in Queensland (Holidays Act 1983 (Qld))",
  url: "https://www.qld.gov.au/recreation/travel/holidays/public",
};

/** WorkCover Queensland's average premium rate for 2025-26 (announced 20 June 2025): the note's yardstick, not the default. */
const WORKCOVER_AVERAGE_RATE: FigureSource = {
  title: "WorkSafe Queensland, WorkCover Queensland's target premium rate holds steady for 2025–26 (20 June 2025)",
  url: "https://www.worksafe.qld.gov.au/news-and-events/news/2025/workcover-queensland-target-premium-rate-holds-steady-for-202526",
};

/** The minimum the employer pays into super on top of salary (ordinary time earnings). */
export const SUPER_GUARANTEE_RATE: PublishedFigure = {
  kind: "published",
  value: FIGURES.superGuaranteeRate,
  unit: "percent",
  source: ATO_SUPER_GUARANTEE,
  appliesFrom: "2025-07-01",
  checkedOn: "2026-11-25",
  note: "The last legislated step up (11.5% until 30 June 2025). Paid on ordinary time earnings up to the maximum super contribution base, which this estimate ignores.",
};

/**
 * Queensland payroll tax. The model applies one of these rates to this employee's wages and super
 * only when the visitor says the employer is already over the threshold: it is the extra tax one
 * more employee adds, not the employer's whole bill.
 */
export const QLD_PAYROLL_TAX = {
  standardRate: {
    kind: "published",
    value: FIGURES.payrollTaxStandardRate,
    unit: "percent",
    source: QRO_RATES_THRESHOLDS,
    appliesFrom: "2019-07-01",
    checkedOn: "2026-11-25",
    note: "For employers or groups paying $6.5 million or less in Australian taxable wages. 4.75% has applied since 2008; the second, higher rate was added from 1 July 2019. Regional employers may get a 1% discount, which this estimate ignores.",
  },
  upperRate: {
    kind: "published",
    value: FIGURES.payrollTaxUpperRate,
    unit: "percent",
    source: QRO_RATES_THRESHOLDS,
    appliesFrom: "2019-07-01",
    checkedOn: "2026-11-25",
    // The mental health levy (from 1 January 2023): https://qro.qld.gov.au/payroll-tax/mental-health-levy/calculating/
    note: "For employers or groups paying more than $6.5 million in Australian taxable wages; it applies to all their taxable wages, not just the part above $6.5 million. Employers or groups paying more than $10 million also pay the mental health levy, 0.25% of Queensland taxable wages above that threshold and a further 0.5% above $100 million (Queensland Revenue Office, Calculating the mental health levy), which this estimate leaves out.",
  },
  upperRateFrom: {
    kind: "published",
    value: FIGURES.payrollTaxUpperRateFrom,
    unit: "dollars",
    source: QRO_RATES_THRESHOLDS,
    appliesFrom: "2019-07-01",
    checkedOn: "2026-11-25",
    note: "Annual Australian taxable wages above which the 4.95% rate applies.",
  },
  threshold: {
    kind: "published",
    value: FIGURES.payrollTaxThreshold,
    unit: "dollars",
    source: QRO_RATES_THRESHOLDS,
    appliesFrom: "2019-07-01",
    checkedOn: "2026-11-25",
    note: "Annual Australian taxable wages of the employer or its whole group ($1.1 million from 2012-13 to 2018-19). At or below it no payroll tax is payable, though registration may still be required.",
  },
  /**
   * Not used by the model, kept so the page can be frank about it: while the deduction phases out,
   * each extra dollar of wages also loses 1/7 of a dollar of deduction, so the real marginal cost is
   * about 8/7 of the headline rate (about 5.43% instead of 4.75%) for groups between $1.3m and $10.4m.
   */
  deductionPhaseOut: {
    kind: "published",
    value: FIGURES.payrollTaxDeductionPhaseOut,
    unit: "dollars",
    source: QRO_DEDUCTIONS,
    appliesFrom: "2023-01-01",
    checkedOn: "2026-11-25",
    note: "Above the $1.3 million threshold the deduction reduces by $1 for every $7 of taxable wages, reaching zero at $10.4 million ($1 for every $4, and zero at $6.5 million, before 1 January 2023).",
  },
} as const satisfies Record<string, PublishedFigure>;

/** The National Employment Standards' minimum for a full-time employee (not a shiftworker): 4 weeks of 5 days. */
export const ANNUAL_LEAVE_DAYS: PublishedFigure = {
  kind: "published",
  value: FIGURES.annualLeaveDays,
  unit: "days",
  source: FAIR_WORK_ANNUAL_LEAVE,
  appliesFrom: "2010-01-01",
  checkedOn: "2026-11-25",
  note: "4 weeks of paid annual leave a year for a full-time employee (s 87); the National Employment Standards started on 1 January 2010. Awards, agreements or contracts may give more.",
};

/** A year of weekdays: 52 weeks of 5 days. A calendar year has 260 or 261 weekdays; 260 keeps the sum simple. */
export const WORKING_DAYS_PER_YEAR: AssumedFigure = {
  kind: "assumption",
  value: FIGURES.workingDaysPerYear,
  unit: "days",
  label: "assumption: 52 weeks of 5 working days",
  note: "Leave, public holidays and training days are taken from these 260 days to give the days the lawyer is available.",
};

/** Our choices for the defaults. Each can be changed by the visitor, and the page labels each as an assumption. */
export const ASSUMPTIONS = {
  salary: {
    kind: "assumption",
    value: FIGURES.salary,
    unit: "dollars",
    label: "assumption: a salary for an experienced in-house lawyer",
    note: "Our own round figure, not taken from a salary survey: change it to the salary you would offer. Salaries vary with seniority, sector and city.",
  },
  workersCompRate: {
    kind: "assumption",
    value: FIGURES.workersCompRate,
    unit: "percent",
    label: "assumption: workers' compensation premium",
    note: "A round figure, as a percentage of wages, which for the premium include superannuation. The real premium is set by the employer's industry classification (not the role), its wages and its claims history: WorkCover Queensland's average premium rate for 2025-26 is $1.343 per $100 of wages, after discounts.",
    source: WORKCOVER_AVERAGE_RATE,
  },
  personalLeaveDays: {
    kind: "assumption",
    value: FIGURES.personalLeaveDays,
    unit: "days",
    label: "assumption: half the personal/carer's leave entitlement is taken",
    note: "A full-time employee is entitled to 10 days of paid personal/carer's leave a year (Fair Work Act 2009 (Cth) s 96); we assume 5 are taken in a typical year.",
    source: FAIR_WORK_PERSONAL_LEAVE,
  },
  publicHolidays: {
    kind: "assumption",
    value: FIGURES.publicHolidays,
    unit: "days",
    label: "assumption: Queensland public holidays falling on weekdays",
    note: "Queensland has about 10 public holidays a year on weekdays: 9 standing holidays (with Monday substitutes when some fall on a weekend) plus a local show holiday such as the Ekka in Brisbane. The exact count varies by year and place.",
    source: QLD_PUBLIC_HOLIDAYS,
  },
  trainingDays: {
    kind: "assumption",
    value: FIGURES.trainingDays,
    unit: "days",
    label: "assumption: training and professional development days",
    note: "Days spent at courses, conferences and CPD sessions rather than on the employer's work.",
  },
  practisingCosts: {
    kind: "assumption",
    value: FIGURES.practisingCosts,
    unit: "dollars",
    label: "assumption: practising certificate and CPD costs",
    note: "A round figure for the practising certificate fee and CPD courses each year. An in-house lawyer holds an employee practising certificate and needs no professional indemnity insurance of their own. It is not a Queensland Law Society figure: check the current fees for the lawyer's certificate type.",
  },
  equipmentCosts: {
    kind: "assumption",
    value: FIGURES.equipmentCosts,
    unit: "dollars",
    label: "assumption: equipment and software",
    note: "A round figure each year for a laptop, phone, legal research subscriptions and other software.",
  },
  recruitmentFeeRate: {
    kind: "assumption",
    value: FIGURES.recruitmentFeeRate,
    unit: "percent",
    label: "assumption: recruitment fee",
    note: "A recruiter's fee as a percentage of the first year's salary, paid once and spread over the expected tenure.",
  },
  tenureYears: {
    kind: "assumption",
    value: FIGURES.tenureYears,
    unit: "years",
    label: "assumption: expected tenure",
    note: "How long the lawyer is expected to stay, over which the one-off recruitment fee is spread.",
  },
  hoursPerDay: {
    kind: "assumption",
    value: FIGURES.hoursPerDay,
    unit: "hours",
    label: "assumption: a working day of 7.6 hours",
    note: "The National Employment Standards' 38-hour week for a full-time employee (Fair Work Act 2009 (Cth) s 62), over 5 days. The role's hours a year are its available days times this; change it to the day you would expect.",
    source: FAIR_WORK_HOURS,
  },
  needHoursPerMonth: {
    kind: "assumption",
    value: FIGURES.needHoursPerMonth,
    unit: "hours a month",
    label: "assumption: the legal work you expect",
    note: "A starting point only: change it to the hours of legal work you expect each month. The hire and each plan are priced for it.",
  },
} as const satisfies Record<string, AssumedFigure>;

/** Every published figure the cost comparison uses, by name: the launch check asks for each to be checked yearly. */
export const PUBLISHED_FIGURES: Readonly<Record<string, PublishedFigure>> = {
  "superannuation guarantee rate": SUPER_GUARANTEE_RATE,
  "Queensland payroll tax rate": QLD_PAYROLL_TAX.standardRate,
  "Queensland payroll tax upper rate": QLD_PAYROLL_TAX.upperRate,
  "Queensland payroll tax upper-rate wages": QLD_PAYROLL_TAX.upperRateFrom,
  "Queensland payroll tax threshold": QLD_PAYROLL_TAX.threshold,
  "Queensland payroll tax deduction phase-out": QLD_PAYROLL_TAX.deductionPhaseOut,
  "annual leave (National Employment Standards)": ANNUAL_LEAVE_DAYS,
};
