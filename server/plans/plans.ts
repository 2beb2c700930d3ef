import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { FIRST_CONVERSATION_COPY } from "../../shared/content/people-and-plans";
import { PROJECT_ROOT } from "../platform/paths";
import type { PlanTerms } from "../../shared/lib/cost-comparison/need";
import { feePerMonth } from "../../shared/lib/cost-comparison/need";
import type { UNCHECKED } from "../collections/references";
import { problemLine, type ContentProblem } from "../collections/problems";
import { readJson } from "../collections/source-positions";
import {
  checkPlans,
  PLANS_FILE,
  PlansFileError,
  type EnquiryTerms,
  type PlanReferences,
  type PlansFile,
} from "./plans-schema";

/** Where the build leaves the checked plans for the server to read at start. */
const compiledPlansFile = (distDir: string) => join(distDir, "plans.json");

/** Reads and checks a plans file (shared/content/plans.json; tests pass a fixture), naming the file and field of every problem. */
export function loadPlans(
  references: PlanReferences | typeof UNCHECKED,
  path = join(PROJECT_ROOT, PLANS_FILE),
): PlansFile {
  const { plans, problems, file } = readPlans(references, path);
  if (!plans || problems.length > 0) throw new PlansFileError(problems.map(problemLine), file);
  return plans;
}

/**
 * As loadPlans, but returns the plans when they are good and every problem, never throwing for one:
 * a syntax error with its line and column and the line shown, each other problem with the line of its field.
 */
export function readPlans(
  references: PlanReferences | typeof UNCHECKED,
  path = join(PROJECT_ROOT, PLANS_FILE),
  rootDir = PROJECT_ROOT,
): { plans?: PlansFile; problems: ContentProblem[]; file: string } {
  const file = relative(rootDir, path) || path;
  const json = readJson(readFileSync(path, "utf8"));
  if (!json.ok)
    return { file, problems: [{ file, fieldPath: "", label: "the plans and enquiry terms", ...json.problem }] };
  return { file, ...checkPlans(json.value, references, file, json.locate) };
}

/** The build's step for the plans (scripts/build.ts): checked against the areas and the team, into `distDir`/plans.json. */
export function compilePlans(
  distDir: string,
  references: PlanReferences,
  plans: PlansFile = loadPlans(references),
): PlansFile {
  writeFileSync(compiledPlansFile(distDir), `${JSON.stringify(plans)}\n`);
  return plans;
}

export function readCompiledPlans(distDir: string): PlansFile {
  try {
    return JSON.parse(readFileSync(compiledPlansFile(distDir), "utf8")) as PlansFile;
  } catch (error) {
    throw new Error(`Cannot read ${compiledPlansFile(distDir)}; run "npm run build" first`, { cause: error });
  }
}

const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** A plan's cost over a year, in whole dollars excluding GST. */
export const annualCost = (plan: PlansFile["plans"][number]) =>
  plan.price.per === "month" ? plan.price.amount * 12 : plan.price.amount;

/** "$2,450 a month, excluding GST". */
export const priceText = (plan: PlansFile["plans"][number]) =>
  `${dollars.format(plan.price.amount)} a ${plan.price.per}, excluding GST`;

/** "$2,450 a month" (for tables whose heading says "excluding GST"). */
export const shortPrice = (plan: PlansFile["plans"][number]) =>
  `${dollars.format(plan.price.amount)} a ${plan.price.per}`;

export const formatAnnual = (plan: PlansFile["plans"][number]) => dollars.format(annualCost(plan));

export const businessDays = (days: number) => (days === 1 ? "one business day" : `${days} business days`);

export const planAnchor = (slug: string) => `plan-${slug}`;

/** Whether the first conversation is charged for, and what it costs when it is: one sentence every page uses. */
export function firstConversationTerms({ firstConversationFree, firstConversationCharge }: EnquiryTerms): string {
  if (firstConversationFree) return FIRST_CONVERSATION_COPY.free;
  // The schema requires the charge when it is not free; content built in code without one never reads as free.
  return firstConversationCharge === undefined
    ? FIRST_CONVERSATION_COPY.chargedUnstated
    : FIRST_CONVERSATION_COPY.charged(firstConversationCharge);
}

/** "Example Solicitor (Solicitor) or Example Director (Legal Practitioner Director)": who a plan's answeredBy names, from the team. */
export function answeredByText(
  entries: readonly string[],
  people: readonly { readonly slug: string; readonly name: string; readonly role: string }[],
): string {
  const named = people.filter((person) => entries.some((entry) => entry === person.slug || entry === person.role));
  return named.length > 0
    ? named.map((person) => `${person.name} (${person.role})`).join(" or ")
    : entries.join(" or ");
}

const hours = (count: number) =>
  `${new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 }).format(count)} ${count === 1 ? "hour" : "hours"}`;

/** "Up to 6 hours of legal work a month within the agreed scope": the inclusion, from the plan's hours. */
export const includedHoursText = (plan: PlansFile["plans"][number]) =>
  `Up to ${hours(plan.hoursPerMonth)} of legal work a month within the agreed scope`;

/** "$450 an hour": the rate for work beyond the plan's hours. */
export const beyondRateText = (plan: PlansFile["plans"][number]) => `${dollars.format(plan.beyondHoursRate)} an hour`;

/** "Work beyond 6 hours in a month, at $450 an hour excluding GST". */
export const beyondHoursText = (plan: PlansFile["plans"][number]) =>
  `Work beyond ${hours(plan.hoursPerMonth)} in a month, at ${beyondRateText(plan)} excluding GST`;

/** What the cost comparison needs of each plan. */
export const planTerms = (plan: PlansFile["plans"][number]): PlanTerms => ({
  slug: plan.slug,
  name: plan.name,
  feePerMonth: feePerMonth(plan.price),
  hoursPerMonth: plan.hoursPerMonth,
  beyondHoursRate: plan.beyondHoursRate,
});
