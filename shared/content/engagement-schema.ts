import * as v from "valibot";

export const ENGAGEMENT_FILE = "shared/content/engagement.json";

const wholeNumber = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`expected ${what} (a whole number) or null`),
    v.integer(`expected ${what} as a whole number`),
    v.minValue(min, `expected ${what} of at least ${min}`),
    v.maxValue(max, `expected ${what} of at most ${max}`),
  );

export const BILLING_INTERVALS = ["monthly", "quarterly"] as const;

/**
 * The engagement's figures the practice publishes on /how-we-work. Each is null until the practice
 * decides it: the page then leaves it out (never a made-up figure) and `npm run launch-check` lists it.
 */
export const EngagementSchema = v.strictObject(
  {
    /** The range most annual budgets fall in, in whole Australian dollars excluding GST. */
    typicalAnnualBudget: v.nullable(
      v.pipe(
        v.strictObject(
          { from: wholeNumber("the lower budget in dollars", 1, 10_000_000), to: wholeNumber("the upper budget in dollars", 1, 10_000_000) },
          'expected { "from": dollars, "to": dollars } or null',
        ),
        v.check(({ from, to }) => from <= to, 'expected "from" no greater than "to"'),
      ),
    ),
    minimumTermMonths: v.nullable(wholeNumber("the minimum term in months", 1, 60)),
    noticePeriodDays: v.nullable(wholeNumber("the notice period in days", 1, 365)),
    billingInterval: v.nullable(v.picklist(BILLING_INTERVALS, `expected one of ${BILLING_INTERVALS.join(", ")}, or null`)),
  },
  "expected a JSON object with typicalAnnualBudget, minimumTermMonths, noticePeriodDays and billingInterval",
);

export type Engagement = v.InferOutput<typeof EngagementSchema>;

/** Every problem, each naming the file and the field. */
export class EngagementFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`${ENGAGEMENT_FILE} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EngagementFileError";
  }
}

export function parseEngagement(file: unknown): Engagement {
  const result = v.safeParse(EngagementSchema, file, { abortEarly: false });
  if (result.success) return result.output;
  throw new EngagementFileError(result.issues.map((issue) => `${v.getDotPath(issue) ?? "(the file)"}: ${issue.message}`));
}

/** What the launch check lists: each figure still unset, by name. */
export function unsetEngagementFigures(engagement: Engagement): string[] {
  return Object.entries(engagement)
    .filter(([, value]) => value === null)
    .map(([field]) => `${ENGAGEMENT_FILE} ${field} is not set: /how-we-work leaves it out until the practice decides it`);
}
