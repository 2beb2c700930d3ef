import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIXTURE_PLANS_FILE } from "../../test/support/blog";
import { parsePlans, PlansFileError, standInPlanFindings, type PlansFile } from "./plans-schema";
import { annualCost, loadPlans } from "./plans";
import { UNCHECKED } from "../collections/references";

const fixture = () => JSON.parse(readFileSync(FIXTURE_PLANS_FILE, "utf8")) as PlansFile;
const REFERENCES = {
  areaSlugs: ["corporate-commercial", "commercial-property", "employment-workplace-relations"],
  teamSlugs: ["fixture-author"],
  teamRoles: ["Fixture Role A", "Fixture Role B"],
};

function problemsOf(file: unknown, references = REFERENCES): string[] {
  try {
    parsePlans(file, references, "plans.json");
  } catch (error) {
    if (error instanceof PlansFileError) return [...error.problems];
    throw error;
  }
  throw new Error("expected the plans to be rejected");
}

describe("the plans file", () => {
  it("loads the plans with their prices excluding GST, service levels and areas", () => {
    const plans = loadPlans(REFERENCES, FIXTURE_PLANS_FILE);
    expect(plans.plans.map((plan) => [plan.slug, annualCost(plan)])).toEqual([
      ["fixture-small", 1234 * 12],
      ["fixture-large", 56789],
    ]);
    expect(plans.enquiries).toMatchObject({
      repliedBy: "fixture-author",
      replyWithinBusinessDays: 2,
      firstConversationFree: true,
    });
  });

  it("is refused with every problem at once, each naming the file and the field", () => {
    const file = fixture();
    const [small, large] = file.plans as unknown as Record<string, unknown>[];
    Object.assign(small ?? {}, { price: { amount: -5, per: "fortnight" }, hoursPerMonth: 6.3 });
    delete small?.beyondHoursRate;
    Object.assign(large ?? {}, { included: [], colour: "blue" });
    delete (large?.serviceLevels as Record<string, unknown>).answeredBy;
    Object.assign(file.enquiries, { replyWithinBusinessDays: 0 });
    expect(problemsOf(file)).toEqual([
      expect.stringMatching(
        /^plans\.json: plans\.0\.price\.amount: expected the price in whole Australian dollars excluding GST$/,
      ),
      expect.stringMatching(/^plans\.json: plans\.0\.price\.per: expected one of month, year$/),
      expect.stringMatching(/^plans\.json: plans\.0\.hoursPerMonth: expected whole or half hours/),
      expect.stringMatching(/^plans\.json: plans\.0\.beyondHoursRate: it is missing: /),
      expect.stringMatching(
        /^plans\.json: plans\.1\.included: expected at least one: what the price includes, besides its hours/,
      ),
      expect.stringMatching(
        /^plans\.json: plans\.1\.serviceLevels\.answeredBy: it is missing: expected \{ replyWithinBusinessDays, answeredBy, meetings \}$/,
      ),
      expect.stringMatching(/^plans\.json: plans\.1\.colour: unknown field/),
      expect.stringMatching(/^plans\.json: enquiries\.replyWithinBusinessDays: expected within how many business days/),
    ]);
  });

  it("requires each plan to say what size of business it suits", () => {
    const file = fixture();
    delete (file.plans[0] as unknown as Record<string, unknown>).suits;
    expect(problemsOf(file)).toEqual([expect.stringMatching(/^plans\.json: plans\.0\.suits: it is missing/)]);
  });

  it("is refused when it names a practice area or a person the site does not have, or one slug twice", () => {
    const file = fixture();
    file.plans[0]?.practiceAreas.push("tax-advice");
    file.plans.push({ ...(file.plans[1] as PlansFile["plans"][number]) });
    file.enquiries.repliedBy = "nobody";
    expect(problemsOf(file)).toEqual([
      'plans.json: plans.0.practiceAreas.2: no practice area is called "tax-advice" (the areas: corporate-commercial, commercial-property, employment-workplace-relations)',
      'plans.json: plans.2.slug: "fixture-large" is already another plan\'s',
      'plans.json: enquiries.repliedBy: no profile is called "nobody" (the team: fixture-author)',
    ]);
  });

  it("refuses an answeredBy entry that is neither a profile nor a role on the team", () => {
    const file = fixture();
    file.plans[0]?.serviceLevels.answeredBy.push("Senior Partner");
    const team = { ...REFERENCES, teamRoles: ["Fixture Role A"] };
    expect(problemsOf(file, team)).toEqual([
      'plans.json: plans.0.serviceLevels.answeredBy.1: "Senior Partner" names nobody on the team (the profiles: fixture-author; their roles: Fixture Role A)',
      expect.stringMatching(/^plans\.json: plans\.1\.serviceLevels\.answeredBy\.0: "Fixture Role B" names nobody/),
    ]);
    expect(
      parsePlans(file, { ...team, teamRoles: ["Fixture Role B", "Senior Partner"] }).plans[0]?.serviceLevels.answeredBy,
    ).toEqual(["fixture-author", "Senior Partner"]);
  });

  it("requires the first conversation's charge when it is not free, and refuses one when it is", () => {
    const charged = fixture();
    charged.enquiries.firstConversationFree = false;
    expect(problemsOf(charged)).toEqual([
      expect.stringMatching(
        /^plans\.json: enquiries\.firstConversationCharge: it is missing: expected what the first conversation costs.*required when firstConversationFree is false$/,
      ),
    ]);
    charged.enquiries.firstConversationCharge = "$330 including GST";
    expect(parsePlans(charged, REFERENCES).enquiries.firstConversationCharge).toBe("$330 including GST");
    const free = fixture();
    free.enquiries.firstConversationCharge = "$330 including GST";
    expect(problemsOf(free)).toEqual([
      expect.stringMatching(/^plans\.json: enquiries\.firstConversationCharge: the first conversation is free/),
    ]);
  });

  it("lists each stand-in plan and stand-in enquiry terms for launch-check, and nothing once they are the practice's", () => {
    const file = parsePlans(fixture(), UNCHECKED);
    expect(standInPlanFindings(file, "plans.json")).toEqual([
      expect.stringMatching(/^plans\.json plan "Fixture Small" \(fixture-small\) is a stand-in/),
      expect.stringMatching(/^plans\.json enquiries is a stand-in/),
    ]);
    const real = {
      ...file,
      plans: file.plans.map((plan) => ({ ...plan, standIn: false })),
      enquiries: { ...file.enquiries, standIn: false },
    };
    expect(standInPlanFindings(real, "plans.json")).toEqual([]);
  });
});
