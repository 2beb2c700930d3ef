import { describe, expect, it } from "vitest";
import { EngagementFileError, parseEngagement, unsetEngagementFigures } from "./engagement-schema";
import { checkLaunch, engagementFindings } from "../../server/launch/check";
import { COMPLETE_PRACTICE, PRODUCTION_ENV } from "../../test/support/practice-fixtures";
import { shippedEngagement } from "../../test/support/shipped-content";

const UNSET = { typicalAnnualBudget: null, minimumTermMonths: null, noticePeriodDays: null, billingInterval: null };
const SET = { typicalAnnualBudget: { from: 30000, to: 90000 }, minimumTermMonths: 12, noticePeriodDays: 60, billingInterval: "monthly" };

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

  it("counts each figure left null as unset, and only those", () => {
    expect(unsetEngagementFigures(parseEngagement(UNSET))).toHaveLength(4);
    expect(unsetEngagementFigures(parseEngagement({ ...SET, billingInterval: null }))).toEqual([expect.stringMatching(/ billingInterval is not set/)]);
    expect(unsetEngagementFigures(parseEngagement(SET))).toEqual([]);
  });

  it("names the field of each problem", () => {
    expect(problemsOf({ ...SET, typicalAnnualBudget: { from: 90000, to: 30000 } })).toEqual(['typicalAnnualBudget: expected "from" no greater than "to"']);
    expect(problemsOf({ ...SET, minimumTermMonths: 1.5 })).toEqual(["minimumTermMonths: expected the minimum term in months as a whole number"]);
    expect(problemsOf({ ...SET, billingInterval: "weekly" })).toEqual(["billingInterval: expected one of monthly, quarterly, or null"]);
    expect(problemsOf({ ...SET, discount: 10 })).toEqual([expect.stringMatching(/^discount: /)]);
    expect(problemsOf(SET)).toEqual([]);
  });

  it("is listed by the launch check while a figure is unset, and not once all are set", () => {
    expect(checkLaunch(COMPLETE_PRACTICE, PRODUCTION_ENV, UNSET)).toEqual([
      "shared/content/engagement.json typicalAnnualBudget is not set: /how-we-work leaves it out until the practice decides it",
      "shared/content/engagement.json minimumTermMonths is not set: /how-we-work leaves it out until the practice decides it",
      "shared/content/engagement.json noticePeriodDays is not set: /how-we-work leaves it out until the practice decides it",
      "shared/content/engagement.json billingInterval is not set: /how-we-work leaves it out until the practice decides it",
    ]);
    expect(checkLaunch(COMPLETE_PRACTICE, PRODUCTION_ENV, SET)).toEqual([]);
    expect(engagementFindings({ ...SET, noticePeriodDays: -1 })).toEqual([
      "engagement.json: noticePeriodDays: expected the notice period in days of at least 1: the build refuses it",
    ]);
  });
});
