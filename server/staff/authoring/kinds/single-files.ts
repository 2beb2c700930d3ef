import type * as v from "valibot";
import { EngagementSchema } from "../../../../shared/content/engagement-schema";
import { namesSomebody, PlansFileSchema } from "../../../plans/plans-schema";
import { readJson, writeJson } from "../content-files";
import { describeField, describeFields } from "../schema-form/describe";
import { schemaProblems } from "../schema-form/problems";
import { asString, asStrings, checkChoice, type Kind } from "./kind";

const PLANS_FILE = "shared/content/plans.json";
const PRICE_PAGES = ["/", "/how-we-work", "/cost-comparison"];

/** One part of plans.json (the plans, or the enquiry terms) as a form of its own; saving keeps the other part as it is. */
function plansPart(
  part: "plans" | "enquiries",
  key: Kind["key"],
  title: string,
  check: Kind["check"],
  pages: string[],
): Kind {
  const schema = PlansFileSchema.entries[part] as v.GenericSchema;
  return {
    key,
    title,
    noun: title.toLowerCase(),
    path: () => PLANS_FILE,
    fields: [describeField(schema, part)],
    open: (bytes) => ({ content: bytes ? readJson(bytes) : {}, body: "" }),
    write: (content, _body, current) => writeJson({ ...(current ? readJson(current) : {}), [part]: content[part] }),
    check(content, body, context, into) {
      schemaProblems(schema, content[part], into, part);
      check(content, body, context, into);
    },
    pages: () => pages,
    describe: () => title.toLowerCase(),
  };
}

/** What the build checks across the plans: one slug each, who answers names somebody, the areas exist. */
const checkPlans: Kind["check"] = (content, _body, { references }, into) => {
  const plans = Array.isArray(content.plans) ? (content.plans as Array<Record<string, unknown>>) : [];
  const team = { teamSlugs: references.choices.team.map((person) => person.value), teamRoles: references.roles };
  const seen = new Set<string>();
  plans.forEach((plan, index) => {
    const slug = asString(plan.slug);
    if (slug && seen.has(slug)) into.add(`plans.${index}.slug`, `"${slug}" is already another plan's short name.`);
    if (slug) seen.add(slug);
    const answeredBy = asStrings((plan.serviceLevels as Record<string, unknown> | undefined)?.answeredBy);
    for (const entry of answeredBy) {
      if (!namesSomebody(entry, team)) {
        into.add(
          `plans.${index}.serviceLevels.answeredBy`,
          `"${entry}" names nobody on the team (their roles: ${team.teamRoles.join(", ") || "none"}; their short names: ${team.teamSlugs.join(", ") || "none"}).`,
        );
      }
    }
    checkChoice(
      into,
      `plans.${index}.practiceAreas`,
      plan.practiceAreas,
      references.choices.areas,
      "the practice areas",
    );
  });
};

/** Who replies names a profile; a charge is stated exactly when the first conversation is not free. */
const checkEnquiryTerms: Kind["check"] = (content, _body, { references }, into) => {
  const terms = (content.enquiries ?? {}) as Record<string, unknown>;
  if (typeof terms.repliedBy === "string")
    checkChoice(into, "enquiries.repliedBy", terms.repliedBy, references.choices.team, "the team");
  const charge = asString(terms.firstConversationCharge);
  if (terms.firstConversationFree === false && charge === undefined)
    into.add("enquiries.firstConversationCharge", "Say what the first conversation costs, as it is not free.");
  if (terms.firstConversationFree === true && charge !== undefined)
    into.add(
      "enquiries.firstConversationCharge",
      "The first conversation is free: empty this, or untick “The first conversation is free”.",
    );
};

export const PLANS = plansPart("plans", "plans", "Plans and prices", checkPlans, PRICE_PAGES);
export const ENQUIRY_TERMS = plansPart("enquiries", "enquiry-terms", "Enquiry terms", checkEnquiryTerms, [
  "/",
  "/contact/received",
  "/how-we-work",
]);

export const ENGAGEMENT: Kind = {
  key: "engagement",
  title: "Engagement terms",
  noun: "engagement terms",
  path: () => "shared/content/engagement.json",
  fields: describeFields(EngagementSchema),
  open: (bytes) => ({ content: bytes ? readJson(bytes) : {}, body: "" }),
  write: (content) => writeJson(content),
  check(content, _body, _context, into) {
    schemaProblems(EngagementSchema, content, into);
  },
  pages: () => PRICE_PAGES,
  describe: () => "the engagement terms",
};
