import { describe, expect, it } from "vitest";
import { EngagementFileError, parseEngagement, unsetEngagementFigures } from "./engagement-schema";
import { checkLaunch, engagementFindings } from "../../server/launch/check";
import { COMPLETE_PRACTICE, PRODUCTION_ENV, DECIDED_ENGAGEMENT } from "../../test/support/practice-fixtures";
import { shippedEngagement } from "../../test/support/shipped-content";

const SET = DECIDED_ENGAGEMENT;
const STAND_IN = { ...SET, standIn: true };

function problemsOf(file: unknown): string[] {
  try {
    parseEngagement(file);
  } catch (error) {
    if (error instanceof EngagementFileError) return [...error.problems];
    throw error;
  }
  return [];
}

describe("engagement.json, the figures /how-we-work may publish", () => {
  it("holds, as the practice has it, figures the build accepts", () => {
    expect(() => parseEngagement(shippedEngagement())).not.toThrow();
  });

  it("counts the typical budget left null as unset, and stand-in terms as stand-ins", () => {
    expect(unsetEngagementFigures(parseEngagement({ ...SET, typicalAnnualBudget: null }))).toEqual([
      expect.stringMatching(/ typicalAnnualBudget is not set/),
    ]);
    expect(unsetEngagementFigures(parseEngagement(STAND_IN))).toEqual([
      expect.stringMatching(/ terms are stand-ins: .*minimum term, notice period, billing interval/),
    ]);
    expect(unsetEngagementFigures(parseEngagement(SET))).toEqual([]);
  });

  it("requires every term a business budgets on, so no page leaves one out", () => {
    for (const term of [
      "minimumTermMonths",
      "noticePeriodDays",
      "billingInterval",
      "billedInAdvance",
      "unusedHoursCarriedOver",
    ] as const) {
      const { [term]: _left, ...without } = SET;
      expect(problemsOf(without), term).toEqual([expect.stringMatching(new RegExp(`^${term}: it is missing: `))]);
      expect(problemsOf({ ...SET, [term]: null }), term).toEqual([
        expect.stringMatching(new RegExp(`^${term}: expected `)),
      ]);
    }
  });

  it("names the field of each problem", () => {
    expect(problemsOf({ ...SET, typicalAnnualBudget: { from: 90000, to: 30000 } })).toEqual([
      'typicalAnnualBudget: expected "from" no greater than "to"',
    ]);
    expect(problemsOf({ ...SET, minimumTermMonths: 1.5 })).toEqual([
      "minimumTermMonths: expected the minimum term in months as a whole number",
    ]);
    expect(problemsOf({ ...SET, billingInterval: "weekly" })).toEqual([
      "billingInterval: expected one of monthly, quarterly",
    ]);
    expect(problemsOf({ ...SET, discount: 10 })).toEqual([expect.stringMatching(/^discount: /)]);
    expect(problemsOf(SET)).toEqual([]);
  });

  it("is listed by the launch check while the terms are stand-ins or the budget is unset, and not once all are the practice's", () => {
    expect(checkLaunch(COMPLETE_PRACTICE, PRODUCTION_ENV, { ...STAND_IN, typicalAnnualBudget: null })).toEqual([
      expect.stringMatching(/^shared\/content\/engagement\.json terms are stand-ins: /),
      "shared/content/engagement.json typicalAnnualBudget is not set: /how-we-work leaves it out until the practice decides it",
    ]);
    expect(checkLaunch(COMPLETE_PRACTICE, PRODUCTION_ENV, SET)).toEqual([]);
    expect(engagementFindings({ ...SET, noticePeriodDays: -1 })).toEqual([
      "engagement.json: noticePeriodDays: expected the notice period in days of at least 1: the build refuses it",
    ]);
  });
});
