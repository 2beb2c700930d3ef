import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HOW_WE_WORK } from "../../../shared/content/how-we-work";
import { HowWeWork, engagementFigures } from "./how-we-work";

const UNSET = {
  standIn: true,
  typicalAnnualBudget: null,
  minimumTermMonths: 3,
  noticePeriodDays: 30,
  billingInterval: "monthly",
  billedInAdvance: true,
  unusedHoursCarriedOver: false,
} as const;

describe("/how-we-work", () => {
  it("walks through every step, the scope of each area, fees, billing, costs rights and the regulator", () => {
    const html = renderToStaticMarkup(<HowWeWork engagement={UNSET} />);
    for (const step of HOW_WE_WORK.steps.items) expect(html).toContain(step.title);
    for (const row of HOW_WE_WORK.scope.rows) expect(html).toContain(row.area.replace("&", "&amp;"));
    expect(html).toContain("Legal Services Commission");
    expect(html).toContain("s\u00a0308");
  });

  it("never ends a line with a section sign: each is joined to its number", () => {
    const html = renderToStaticMarkup(<HowWeWork engagement={UNSET} />);
    expect(html).not.toMatch(/\bss? \d/);
  });

  it("states every term in words, and the typical budget only once the practice has set it", () => {
    expect(engagementFigures(UNSET)).toEqual([
      { term: "Billing", value: "Monthly in advance, in instalments of the annual budget" },
      { term: "Minimum term", value: "3 months" },
      { term: "Notice to end the engagement", value: "30 days in writing, after the minimum term" },
      { term: "Unused hours", value: "Not carried over" },
    ]);
    const set = {
      ...UNSET,
      typicalAnnualBudget: { from: 30000, to: 90000 },
      minimumTermMonths: 1,
      noticePeriodDays: 1,
      billingInterval: "quarterly",
      billedInAdvance: false,
      unusedHoursCarriedOver: true,
    } as const;
    expect(engagementFigures(set)).toEqual([
      { term: "Typical annual budget", value: "$30,000 to $90,000 a year, excluding GST" },
      { term: "Billing", value: "Quarterly in arrears, in instalments of the annual budget" },
      { term: "Minimum term", value: "1 month" },
      { term: "Notice to end the engagement", value: "1 day in writing, after the minimum term" },
      { term: "Unused hours", value: "Carried over to the next month" },
    ]);
    const html = renderToStaticMarkup(<HowWeWork engagement={set} />);
    expect(html).toContain("$30,000 to $90,000 a year, excluding GST");
    expect(html).toContain("Quarterly in arrears");
  });
});
