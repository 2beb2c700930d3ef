import * as v from "valibot";
import { labelled as l, SLUG_PATTERN } from "../collections/fields";
import { UNCHECKED } from "../collections/references";
import { suggestionFor } from "../collections/issue-suggestion";
import { didYouMean, nearest } from "../collections/nearest";
import { problemLine, type ContentProblem } from "../collections/problems";

export const PLANS_FILE = "shared/content/plans.json";

const line = (expected: string) =>
  v.pipe(v.string(expected), v.trim(), v.nonEmpty(expected), v.maxLength(200, `${expected}, at most 200 characters`));
const lines = (expected: string) =>
  v.pipe(v.array(line(expected), `expected a list: ${expected}`), v.minLength(1, `expected at least one: ${expected}`));
const whole = (expected: string, min: number, max: number) =>
  v.pipe(v.number(expected), v.integer(expected), v.minValue(min, expected), v.maxValue(max, expected));
const slug = (expected: string) => v.pipe(v.string(expected), v.regex(SLUG_PATTERN, expected));

const PRICE_PERIODS = ["month", "year"] as const;

const ANSWERED_BY_EXPECTED =
  'who answers a question, each a profile (its file name, e.g. "example-solicitor") or a role as the profiles give it (e.g. "Solicitor")';

const PlanSchema = v.strictObject(
  {
    slug: l(
      slug("expected the plan's short name for links, lowercase words joined by hyphens, e.g. essentials"),
      "Short name for links",
      "Lowercase words joined by hyphens, e.g. essentials.",
    ),
    name: l(line("expected the plan's name (text)"), "Plan name", "As the plans table heads it."),
    standIn: v.optional(
      l(
        v.boolean("expected true while the plan is a stand-in the practice must replace, or leave it out"),
        "Stand-in plan",
        "Ticked while the plan is a stand-in the practice must replace (the launch check lists it).",
      ),
      false,
    ),
    summary: l(line("expected who the plan suits, in a sentence (text)"), "Who the plan suits", "One sentence."),
    suits: l(
      line('expected the size of business the plan suits, e.g. "Businesses of about 20 to 50 people" (text)'),
      "Size of business",
      'E.g. "Businesses of about 20 to 50 people".',
    ),
    price: l(
      v.strictObject(
        {
          amount: l(
            whole("expected the price in whole Australian dollars excluding GST", 1, 10_000_000),
            "Price in dollars",
            "Whole Australian dollars, excluding GST.",
          ),
          per: l(
            v.picklist(PRICE_PERIODS, `expected one of ${PRICE_PERIODS.join(", ")}`),
            "Charged per",
            "Each month or each year.",
            {
              optionLabels: { month: "Month", year: "Year" },
            },
          ),
        },
        'expected { "amount": dollars excluding GST, "per": "month" or "year" }',
      ),
      "Price",
      "What the plan costs, excluding GST.",
    ),
    hoursPerMonth: l(
      v.pipe(
        v.number("expected the hours of legal work the plan includes a month (a number, e.g. 6)"),
        v.minValue(0.5, "expected at least half an hour a month"),
        v.maxValue(744, "expected at most 744 hours a month"),
        v.check((hours) => Number.isInteger(hours * 2), "expected whole or half hours, e.g. 6 or 7.5"),
      ),
      "Hours of legal work a month",
      "Whole or half hours, e.g. 6 or 7.5.",
    ),
    beyondHoursRate: l(
      whole(
        "expected the rate for work beyond the plan's hours, in whole Australian dollars an hour excluding GST",
        1,
        10_000,
      ),
      "Hourly rate beyond the plan's hours",
      "Whole Australian dollars an hour, excluding GST.",
    ),
    included: l(
      lines("what the price includes, besides its hours (the page writes the hours from hoursPerMonth)"),
      "What the price includes",
      "One a line, besides the hours (the page states those).",
    ),
    serviceLevels: l(
      v.strictObject(
        {
          replyWithinBusinessDays: l(
            whole(
              "expected how many business days a question waits for an answer at most (a whole number from 1)",
              1,
              20,
            ),
            "Answer within (business days)",
            "The longest a question waits for an answer.",
          ),
          answeredBy: l(
            v.pipe(
              v.array(line(ANSWERED_BY_EXPECTED), `expected a list: ${ANSWERED_BY_EXPECTED}`),
              v.minLength(1, `expected at least one: ${ANSWERED_BY_EXPECTED}`),
            ),
            "Answered by",
            'One a line: a role the team holds (e.g. "Solicitor") or a profile\'s short name (e.g. "example-solicitor").',
          ),
          meetings: l(
            line("expected how often you meet, e.g. a 45-minute check-in each month (text)"),
            "Meetings",
            "How often you meet, e.g. a 45-minute check-in each month.",
          ),
        },
        "expected { replyWithinBusinessDays, answeredBy, meetings }",
      ),
      "Service levels",
      "How quickly and by whom questions are answered.",
    ),
    quotedSeparately: l(
      lines(
        "what is quoted separately, besides work beyond the plan's hours (the page writes that from beyondHoursRate)",
      ),
      "Quoted separately",
      "One a line, besides work beyond the plan's hours (the page states that).",
    ),
    practiceAreas: l(
      v.pipe(
        v.array(
          slug("expected a practice area's file name"),
          "expected a list of the practice areas the plan covers, by file name",
        ),
        v.minLength(1, "expected at least one practice area the plan covers"),
      ),
      "Practice areas covered",
      "At least one.",
      { choices: "areas" },
    ),
  },
  "unknown field (the fields are: slug, name, standIn, summary, suits, price, hoursPerMonth, beyondHoursRate, included, serviceLevels, quotedSeparately, practiceAreas)",
);

const CHARGE_EXPECTED =
  'expected what the first conversation costs, in words or an amount, e.g. "$330 including GST" (text)';

const EnquiriesSchema = v.strictObject(
  {
    standIn: v.optional(
      l(
        v.boolean("expected true while these terms are a stand-in the practice must replace, or leave it out"),
        "Stand-in terms",
        "Ticked while these terms are a stand-in the practice must replace (the launch check lists them).",
      ),
      false,
    ),
    repliedBy: l(
      slug("expected the profile (file name in shared/content/team) of who replies to a new enquiry"),
      "Who replies to a new enquiry",
      "One of the team.",
      { choices: "team" },
    ),
    replyWithinBusinessDays: l(
      whole("expected within how many business days a new enquiry is answered (a whole number from 1)", 1, 10),
      "Reply within (business days)",
      "Shown beside the form and on the page after it is sent.",
    ),
    firstConversation: l(
      line("expected what the first conversation is, in a sentence (text)"),
      "The first conversation",
      "What it is, in a sentence.",
    ),
    firstConversationFree: l(
      v.boolean("expected true when the first conversation is not charged for, else false"),
      "The first conversation is free",
      "Untick it to state a charge below.",
    ),
    firstConversationCharge: v.optional(
      l(
        line(CHARGE_EXPECTED),
        "What the first conversation costs",
        'Only when it is not free, e.g. "$330 including GST".',
      ),
    ),
  },
  "unknown field (the fields are: standIn, repliedBy, replyWithinBusinessDays, firstConversation, firstConversationFree, firstConversationCharge)",
);

/** The whole file: the staff area's plan and enquiry-terms forms are generated from its two parts. */
export const PlansFileSchema = v.strictObject(
  {
    plans: l(
      v.pipe(v.array(PlanSchema, "expected a list of plans"), v.minLength(1, "expected at least one plan")),
      "Plans",
      "Each plan as the plans table shows it.",
      { itemTitle: "name" },
    ),
    enquiries: l(
      EnquiriesSchema,
      "Enquiry terms",
      "Who answers a new enquiry, how soon, and what the first conversation is.",
    ),
  },
  'expected a JSON object with "plans" and "enquiries"',
);

export type PlansFile = v.InferOutput<typeof PlansFileSchema>;
export type Plan = PlansFile["plans"][number];
export type EnquiryTerms = PlansFile["enquiries"];

/** Every problem, each naming the file and the field. */
export class PlansFileError extends Error {
  constructor(
    readonly problems: readonly string[],
    file = PLANS_FILE,
  ) {
    super(`${file} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/**
 * What the file is cross-checked against: the practice areas and the team, by slug, and the
 * profiles' roles (a plan's answeredBy may name a role instead of a profile). Every caller passes
 * them, or UNCHECKED in so many words (server/collections/references.ts).
 */
export interface PlanReferences {
  readonly areaSlugs: readonly string[];
  readonly teamSlugs: readonly string[];
  readonly teamRoles: readonly string[];
}

/** Whether an answeredBy entry names somebody on the team: a profile's file name, or a role a profile holds. */
export const namesSomebody = (
  entry: string,
  team: { readonly teamSlugs: readonly string[]; readonly teamRoles?: readonly string[] },
) => team.teamSlugs.includes(entry) || (team.teamRoles ?? []).includes(entry);

/** The file checked against its schema and the areas and people it names (unless UNCHECKED); every problem at once. */
export function parsePlans(
  file: unknown,
  checked: PlanReferences | typeof UNCHECKED,
  fileName = PLANS_FILE,
): PlansFile {
  const { plans, problems } = checkPlans(file, checked, fileName);
  if (!plans || problems.length > 0) throw new PlansFileError(problems.map(problemLine), fileName);
  return plans;
}

/** "the Growth plan", by the name the file gives it, or its place in the list. */
function planLabel(file: unknown, index: number): string {
  const name = ((file as { plans?: unknown[] } | null)?.plans?.[index] as { name?: unknown } | undefined)?.name;
  if (typeof name !== "string" || !name.trim())
    return `the ${["first", "second", "third", "fourth", "fifth"][index] ?? `${index + 1}th`} plan`;
  return /\bplan$/i.test(name.trim()) ? `the ${name.trim()}` : `the ${name.trim()} plan`;
}

/** What the thing a field belongs to is called: a plan by its name, the enquiry terms, or the file. */
const labelOf = (file: unknown, fieldPath: string) => {
  const plan = /^plans\.(\d+)/.exec(fieldPath);
  if (plan) return planLabel(file, Number(plan[1]));
  return fieldPath.startsWith("enquiries") ? "the enquiry terms" : "the plans and enquiry terms";
};

/**
 * The file checked against its schema and the areas and people it names (unless UNCHECKED): the
 * plans when they are good, and every problem, each with the file, the field's path, the plan or
 * terms it belongs to by name, the nearest allowed value for one outside a closed set, and (with
 * `locate`) where the field is written.
 */
export function checkPlans(
  file: unknown,
  checked: PlanReferences | typeof UNCHECKED,
  fileName = PLANS_FILE,
  locate: (fieldPath: string) => { line: number; column: number } | undefined = () => undefined,
): { plans?: PlansFile; problems: ContentProblem[] } {
  const problem = (fieldPath: string, message: string, suggestion?: string): ContentProblem => ({
    file: fileName,
    fieldPath,
    label: labelOf(file, fieldPath),
    message: `${message}${didYouMean(suggestion)}`,
    ...locate(fieldPath),
    ...(suggestion === undefined ? {} : { suggestion }),
  });
  const result = v.safeParse(PlansFileSchema, file, { abortEarly: false });
  if (!result.success) {
    // A missing field is reported with its object's message (what the object holds): say it is missing.
    const problems = result.issues.map((issue) =>
      problem(
        v.getDotPath(issue) ?? "",
        issue.input === undefined ? `it is missing: ${issue.message}` : issue.message,
        suggestionFor(issue),
      ),
    );
    return { problems };
  }
  const problems = [
    ...crossReferences(result.output, checked === UNCHECKED ? undefined : checked, problem),
    ...enquiryTerms(result.output, problem),
  ];
  return { plans: result.output, problems };
}

type Problem = (fieldPath: string, message: string, suggestion?: string) => ContentProblem;

/** One slug per plan, and every person and area a plan or the enquiry terms name is there. */
function crossReferences(plans: PlansFile, references: PlanReferences | undefined, problem: Problem): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  plans.plans.forEach((plan, index) => {
    if (seen.has(plan.slug)) problems.push(problem(`plans.${index}.slug`, `"${plan.slug}" is already another plan's`));
    seen.add(plan.slug);
    if (!references) return;
    plan.serviceLevels.answeredBy.forEach((entry, at) => {
      if (namesSomebody(entry, references)) return;
      problems.push(
        problem(
          `plans.${index}.serviceLevels.answeredBy.${at}`,
          `"${entry}" names nobody on the team (the profiles: ${references.teamSlugs.join(", ") || "none"}; their roles: ${[...new Set(references.teamRoles)].join(", ") || "none"})`,
          nearest(entry, [...references.teamSlugs, ...references.teamRoles]),
        ),
      );
    });
    plan.practiceAreas.forEach((area, at) => {
      if (references.areaSlugs.includes(area)) return;
      problems.push(
        problem(
          `plans.${index}.practiceAreas.${at}`,
          `no practice area is called "${area}" (the areas: ${references.areaSlugs.join(", ")})`,
          nearest(area, references.areaSlugs),
        ),
      );
    });
  });
  const { repliedBy } = plans.enquiries;
  if (references && !references.teamSlugs.includes(repliedBy)) {
    problems.push(
      problem(
        "enquiries.repliedBy",
        `no profile is called "${repliedBy}" (the team: ${references.teamSlugs.join(", ") || "none"})`,
        nearest(repliedBy, references.teamSlugs),
      ),
    );
  }
  return problems;
}

/** Every page states the charge when there is one, so a charged first conversation must say what it costs. */
function enquiryTerms(
  { enquiries: { firstConversationFree, firstConversationCharge } }: PlansFile,
  problem: Problem,
): ContentProblem[] {
  if (!firstConversationFree && firstConversationCharge === undefined) {
    return [
      problem(
        "enquiries.firstConversationCharge",
        `it is missing: ${CHARGE_EXPECTED}, required when firstConversationFree is false`,
      ),
    ];
  }
  if (firstConversationFree && firstConversationCharge !== undefined) {
    return [
      problem(
        "enquiries.firstConversationCharge",
        "the first conversation is free (firstConversationFree is true): remove the charge, or set firstConversationFree to false",
      ),
    ];
  }
  return [];
}

/** What launch-check lists: each stand-in plan, and the enquiry terms while they are a stand-in. */
export function standInPlanFindings(plans: PlansFile, fileName = PLANS_FILE): string[] {
  return [
    ...plans.plans
      .filter((plan) => plan.standIn)
      .map(
        (plan) =>
          `${fileName} plan "${plan.name}" (${plan.slug}) is a stand-in: replace its price, hours, rate beyond its hours, inclusions, service levels and the size of business it suits with the practice's own`,
      ),
    ...(plans.enquiries.standIn
      ? [
          `${fileName} enquiries is a stand-in: who replies to an enquiry, within how many business days, and whether the first conversation is free (shown beside the form and on /contact/received)`,
        ]
      : []),
  ];
}
