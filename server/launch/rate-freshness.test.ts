import { describe, expect, it } from "vitest";
import { PUBLISHED_FIGURES } from "../../shared/lib/cost-comparison/rates";
import { staleRateFindings } from "./rate-freshness";

describe("the cost comparison's published figures in the launch check", () => {
  it("lists none while each was checked within the year", () => {
    expect(staleRateFindings(new Date("2026-12-01T00:00:00Z"))).toEqual([]);
  });

  it("lists each one checked more than a year ago, naming it, its source and where to update it", () => {
    const findings = staleRateFindings(new Date("2028-01-01T00:00:00Z"));
    expect(findings).toHaveLength(Object.keys(PUBLISHED_FIGURES).length);
    expect(findings[0]).toMatch(
      /^cost comparison: the superannuation guarantee rate \(12, from 2025-07-01\) was last checked on 2026-11-25: check it against https:\/\/www\.ato\.gov\.au\//,
    );
  });

  it("takes the date it is given: a figure checked a day short of a year ago is fine", () => {
    const figure = { ...PUBLISHED_FIGURES["superannuation guarantee rate"]!, checkedOn: "2026-01-02" };
    expect(staleRateFindings(new Date("2027-01-01T00:00:00Z"), { figure })).toEqual([]);
    expect(staleRateFindings(new Date("2027-01-03T00:00:00Z"), { figure })).toHaveLength(1);
  });
});
