import * as v from "valibot";
import { labelled } from "../lib/labelled-schema";

export const ENGAGEMENT_FILE = "shared/content/engagement.json";

const wholeNumber = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`expected ${what} (a whole number)`),
    v.integer(`expected ${what} as a whole number`),
    v.minValue(min, `expected ${what} of at least ${min}`),
    v.maxValue(max, `expected ${what} of at most ${max}`),
  );

const BILLING_INTERVALS = ["monthly", "quarterly"] as const;

/**
 * The engagement's terms a business budgets on, and the figures /how-we-work publishes. The terms are
 * required, so no page leaves one out: until the practice sets its own they ship as realistic
 * stand-ins marked `standIn`, which `npm run launch-check` lists. The typical budget alone may be null
 * (the page then leaves it out, and launch-check lists it).
 */
export const EngagementSchema = v.strictObject(
  {
    standIn: v.optional(
      labelled(
        v.boolean("expected true while the terms are stand-ins the practice must replace, or leave it out"),
        "Stand-in terms",
        "Ticked while these terms are stand-ins the practice must replace (the launch check lists them).",
      ),
      false,
    ),
    /** The range most annual budgets fall in, in whole Australian dollars excluding GST. */
    typicalAnnualBudget: v.nullable(
      labelled(
        v.pipe(
          v.strictObject(
            {
              from: labelled(
                wholeNumber("the lower budget in dollars", 1, 10_000_000),
                "From (dollars)",
                "The lower end.",
              ),
              to: labelled(wholeNumber("the upper budget in dollars", 1, 10_000_000), "To (dollars)", "The upper end."),
            },
            'expected { "from": dollars, "to": dollars } or null',
          ),
          v.check(({ from, to }) => from <= to, 'expected "from" no greater than "to"'),
        ),
        "Typical annual budget",
        "The range most annual budgets fall in, in whole dollars excluding GST; leave both empty to leave it off /how-we-work.",
      ),
    ),
    minimumTermMonths: labelled(
      wholeNumber("the minimum term in months", 1, 60),
      "Minimum term (months)",
      "From 1 to 60.",
    ),
    noticePeriodDays: labelled(
      wholeNumber("the notice period in days", 1, 365),
      "Notice to end the engagement (days)",
      "After the minimum term, in writing.",
    ),
    billingInterval: labelled(
      v.picklist(BILLING_INTERVALS, `expected one of ${BILLING_INTERVALS.join(", ")}`),
      "Billing",
      "How often an instalment is billed.",
      {
        optionLabels: { monthly: "Monthly", quarterly: "Quarterly" },
      },
    ),
    billedInAdvance: labelled(
      v.boolean("expected true when each instalment is billed at the start of its period, false when at its end"),
      "Billed in advance",
      "Ticked: at the start of each period; unticked: at its end.",
    ),
    unusedHoursCarriedOver: labelled(
      v.boolean("expected true when a plan's hours unused in a month carry over to the next, else false"),
      "Unused hours carry over",
      "Ticked when a plan's hours unused in a month carry over to the next.",
    ),
  },
  "expected a JSON object with standIn, typicalAnnualBudget, minimumTermMonths, noticePeriodDays, billingInterval, billedInAdvance and unusedHoursCarriedOver",
);

export type Engagement = v.InferOutput<typeof EngagementSchema>;

/** Every problem, each naming the file and the field. */
export class EngagementFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`${ENGAGEMENT_FILE} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EngagementFileError";
  }
}

/** What is wrong with a field, without its path. */
export const engagementIssueMessage = (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined ? `it is missing: ${issue.message}` : issue.message;

/** Every problem with the engagement's terms, as the schema reports them (none when they are good). */
export function engagementIssues(file: unknown): readonly v.BaseIssue<unknown>[] {
  const result = v.safeParse(EngagementSchema, file, { abortEarly: false });
  return result.success ? [] : result.issues;
}

export function parseEngagement(file: unknown): Engagement {
  const result = v.safeParse(EngagementSchema, file, { abortEarly: false });
  if (result.success) return result.output;
  throw new EngagementFileError(
    result.issues.map((issue) => `${v.getDotPath(issue) ?? "(the file)"}: ${engagementIssueMessage(issue)}`),
  );
}

/** What the launch check lists: the stand-in terms, and each figure still unset, by name. */
export function unsetEngagementFigures(engagement: Engagement): string[] {
  return [
    ...(engagement.standIn
      ? [
          `${ENGAGEMENT_FILE} terms are stand-ins: set the practice's own minimum term, notice period, billing interval, billing in advance or arrears and whether unused hours carry over (shown with the prices on the home page, /how-we-work and the cost comparison), then remove standIn`,
        ]
      : []),
    ...Object.entries(engagement)
      .filter(([, value]) => value === null)
      .map(
        ([field]) => `${ENGAGEMENT_FILE} ${field} is not set: /how-we-work leaves it out until the practice decides it`,
      ),
  ];
}
