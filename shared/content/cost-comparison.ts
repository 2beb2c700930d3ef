/**
 * The cost comparison's words (/cost-comparison): the page's copy and the form's labels and hints,
 * rendered by the server only. The sentences stating the result are the model's
 * (shared/lib/cost-comparison/sentences.ts), which the page's script uses too.
 */
import type { NumberField, PayrollTaxOption } from "../lib/cost-comparison/inputs";
import { formatDate } from "../lib/dates";
import { formatDollars } from "../lib/cost-comparison/format";
import {
  ANNUAL_LEAVE_DAYS,
  ASSUMPTIONS,
  QLD_PAYROLL_TAX,
  SUPER_GUARANTEE_RATE,
  type AssumedFigure,
  type PublishedFigure,
} from "../lib/cost-comparison/rates";

export const COST_PAGE = {
  eyebrow: "Cost comparison",
  title: "The Estimated Cost of an In-House Lawyer",
  description:
    "Estimate what employing an in-house lawyer costs a year, with superannuation, payroll tax, leave and recruitment, and compare it with an outsourced budget.",
  intro: [
    "Hiring a lawyer costs more than the salary. Change any figure below to match your business: the estimate shows every line of the sum, the days and hours the lawyer would be available, and how it compares with our plans for the legal work you expect, hour for hour.",
    "It is an estimate to help you think the decision through, not advice and not a quote. Nothing you enter is stored or sent to us unless you choose to send it with an enquiry.",
  ],
  formHeading: "Your figures",
  groups: {
    pay: "Pay and on-costs",
    time: "Time away from work",
    other: "Other costs",
    need: "The legal work you expect",
    outsourced: "An outsourced alternative",
  },
  submit: "Work it out",
  reset: "Start again with the defaults",
  errorSummary: "Some figures need a change before the estimate can be worked out:",
  resultHeading: "Estimated annual cost of the role",
  /** The sum's table caption, for screen readers (the heading above says it for sighted readers). */
  sumCaption: "Each cost of the role a year, and the total",
  total: "Total a year",
  workingDays: "Working days in a year",
  availableDays: "Days available for work",
  seeComparison: "See the hire and our plans like for like",
  perDay: "Cost per available day",
  fixTheFigures: "Fix the figures marked above to see the estimate.",
  /** The line that keeps the total beside the fields on a phone, and its link to the full result. */
  liveSummaryLink: "See every line",
  /** Printed only, before the practice's name, email, phone and address. */
  printContact: "To discuss these figures, contact",
  discuss: "Discuss this with us",
  discussNote:
    "Opens the enquiry form with a summary of these figures in the message. Nothing is sent until you press Send Message.",
  estimateNote:
    "This is an estimate from the figures shown, not legal, tax or financial advice, and not a quote for our services. It leaves out costs that vary widely between businesses, such as office space, management time and the cost of work an in-house lawyer would still send to external firms.",
  sourcesHeading: "Where the figures come from",
  sourcesIntro:
    "Each default is either a published figure, with its source and the date it applies from, or our own assumption, labelled as one for you to change.",
  simplificationsHeading: "What the estimate simplifies",
  simplifications: [
    "Payroll tax is the extra tax one more employee adds for an employer already over the Queensland threshold: the headline rate on salary and super. Between $1.3 million and $10.4 million of wages the threshold deduction also shrinks as wages grow, so the real extra tax is somewhat higher. Other states have their own rates and thresholds.",
    "Leave costs no extra dollars here: the salary already pays for it. It shows as fewer days available for work.",
    "Workers' compensation is a flat percentage of salary and super; the recruitment fee is spread evenly over the expected tenure.",
    "Figures exclude GST. A business registered for GST can usually claim back the GST on our fees as an input tax credit; one that cannot claim all of it (for example, one that makes input-taxed supplies such as financial services, or is not registered) should add the GST it cannot claim, up to 10%, to an outsourced budget before comparing.",
  ],
  published: "Published figure",
  assumption: "Our assumption",
  appliesFrom: (date: string) => `applies from ${displayDate(date)}`,
} as const;

export interface CostFieldCopy {
  readonly label: string;
  /** The unit shown beside the box. */
  readonly unit: "$" | "%" | "days" | "years" | "hours";
  readonly group: keyof typeof COST_PAGE.groups;
  /** Where the default comes from: a published figure (source and date) or our assumption. */
  readonly figure?: PublishedFigure | AssumedFigure;
  readonly hint?: string;
}

export const COST_FIELD_COPY: Readonly<Record<NumberField, CostFieldCopy>> = {
  salary: { label: "Salary", unit: "$", group: "pay", figure: ASSUMPTIONS.salary },
  superRate: { label: "Superannuation guarantee", unit: "%", group: "pay", figure: SUPER_GUARANTEE_RATE },
  workersCompRate: {
    label: "Workers' compensation premium",
    unit: "%",
    group: "pay",
    figure: ASSUMPTIONS.workersCompRate,
  },
  annualLeaveDays: { label: "Annual leave", unit: "days", group: "time", figure: ANNUAL_LEAVE_DAYS },
  personalLeaveDays: {
    label: "Personal and carer's leave taken",
    unit: "days",
    group: "time",
    figure: ASSUMPTIONS.personalLeaveDays,
  },
  publicHolidays: {
    label: "Public holidays on weekdays",
    unit: "days",
    group: "time",
    figure: ASSUMPTIONS.publicHolidays,
  },
  trainingDays: {
    label: "Training and professional development",
    unit: "days",
    group: "time",
    figure: ASSUMPTIONS.trainingDays,
  },
  practisingCosts: {
    label: "Practising certificate and CPD, a year",
    unit: "$",
    group: "other",
    figure: ASSUMPTIONS.practisingCosts,
  },
  equipmentCosts: {
    label: "Equipment and software, a year",
    unit: "$",
    group: "other",
    figure: ASSUMPTIONS.equipmentCosts,
  },
  recruitmentFeeRate: {
    label: "Recruitment fee, as a share of salary",
    unit: "%",
    group: "other",
    figure: ASSUMPTIONS.recruitmentFeeRate,
  },
  tenureYears: { label: "Expected tenure", unit: "years", group: "other", figure: ASSUMPTIONS.tenureYears },
  hoursPerDay: { label: "Hours in a working day", unit: "hours", group: "time", figure: ASSUMPTIONS.hoursPerDay },
  needHoursPerMonth: {
    label: "Legal work you expect, a month",
    unit: "hours",
    group: "need",
    figure: ASSUMPTIONS.needHoursPerMonth,
  },
  outsourcedBudget: {
    label: "Annual budget for an outsourced general counsel (optional)",
    unit: "$",
    group: "outsourced",
    hint: "The figure you have in mind, excluding GST. Leave it empty to see the in-house cost alone.",
  },
};

export const PAYROLL_TAX_COPY = {
  label: "Queensland payroll tax",
  hint: "Payroll tax is paid on an employer's (or group's) total Australian wages a year above the threshold, so whether this hire adds any depends on your payroll. Above $10 million of wages the mental health levy is also payable (0.25%, and a further 0.5% above $100 million), which this estimate leaves out.",
  options: {
    off: `No (wages ${formatDollars(QLD_PAYROLL_TAX.threshold.value)} or less)`,
    standard: `Yes, ${QLD_PAYROLL_TAX.standardRate.value}% (wages over ${formatDollars(QLD_PAYROLL_TAX.threshold.value)})`,
    upper: `Yes, ${QLD_PAYROLL_TAX.upperRate.value}% (wages over ${formatDollars(QLD_PAYROLL_TAX.upperRateFrom.value)})`,
  } satisfies Record<PayrollTaxOption, string>,
  figures: [QLD_PAYROLL_TAX.threshold, QLD_PAYROLL_TAX.standardRate, QLD_PAYROLL_TAX.upperRate],
} as const;

/** A figure as a person reads it: "12%", "20 days", "$1,300,000", "3 years". */
export function figureValue({ value, unit }: Pick<PublishedFigure, "value" | "unit">): string {
  if (unit === "percent") return `${value}%`;
  if (unit === "dollars") return formatDollars(value);
  return `${value} ${unit}`;
}

/** A YYYY-MM-DD date as people write it: 2025-07-01 is "1 July 2025". */
export const displayDate = formatDate;
