import { describe, expect, it } from "vitest";
import { PRACTICE } from "../../shared/content/practice";
import { COMPLETE_PRACTICE, PRODUCTION_ENV } from "../../test/support/practice-fixtures";
import { launchReport } from "./check";
import { LAUNCH_WORDING, launchWordingFindings } from "./launch-wording";

const practiceFrom = (takingClientsFrom: string) => ({ ...COMPLETE_PRACTICE, takingClientsFrom });

describe("the launch wording against the calendar", () => {
  it("finds the spec's launch sentences in the copy, each naming the year of takingClientsFrom", () => {
    const year = PRACTICE.takingClientsFrom.slice(0, 4);
    expect(LAUNCH_WORDING).toContain(`Launching ${year}`);
    expect(LAUNCH_WORDING).toContainEqual(expect.stringContaining(`our ${year} launch`));
  });

  it("passes through the launch year, in Queensland's calendar, and fails from its first day after", () => {
    const practice = practiceFrom("2026-02-02");
    expect(launchWordingFindings(practice, new Date("2026-12-31T13:59:59Z"))).toEqual([]);
    // 14:00 UTC on 31 December is midnight in Brisbane: 2027 has begun there.
    const findings = launchWordingFindings(practice, new Date("2026-12-31T14:00:00Z"));
    expect(findings).toHaveLength(LAUNCH_WORDING.length);
    expect(
      findings.map(
        (finding) =>
          /^2026 \(the year of practice\.json takingClientsFrom\) has passed and the site still speaks of its launch \("(.+)"\)/.exec(
            finding,
          )?.[1],
      ),
    ).toEqual(LAUNCH_WORDING);
  });

  it("says nothing once the copy no longer speaks of a launch", () => {
    expect(launchWordingFindings(practiceFrom("2026-02-02"), new Date("2028-01-01T00:00:00Z"), [])).toEqual([]);
  });

  it("is part of what launch-check lists", () => {
    const inputs = { engagementFile: undefined, env: PRODUCTION_ENV, inContainer: false, confirmations: {} };
    const report = (takingClientsFrom: string) =>
      launchReport({
        ...inputs,
        practiceFile: practiceFrom(takingClientsFrom),
        today: new Date("2027-03-01T00:00:00Z"),
      }).filter((line) => line.includes("launch wording"));
    expect(report("2026-02-02").length).toBeGreaterThan(0);
    expect(report("2027-02-01")).toEqual([]);
  });
});
