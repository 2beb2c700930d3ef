import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HOW_WE_WORK } from "../../../shared/content/how-we-work";
import { HowWeWork, engagementFigures } from "./how-we-work";

const UNSET = { typicalAnnualBudget: null, minimumTermMonths: null, noticePeriodDays: null, billingInterval: null } as const;

describe("/how-we-work", () => {
  it("walks through every step, the scope of each area, fees, billing, costs rights and the regulator", () => {
    const html = renderToStaticMarkup(<HowWeWork engagement={UNSET} />);
    for (const step of HOW_WE_WORK.steps.items) expect(html).toContain(step.title);
    for (const row of HOW_WE_WORK.scope.rows) expect(html).toContain(row.area.replace("&", "&amp;"));
    expect(html).toContain("Legal Services Commission");
    expect(html).toContain("s\u00a0308");
    expect(html).not.toContain("engagement__figures");
  });

  it("never ends a line with a section sign: each is joined to its number (issue 34 item 8)", () => {
    const html = renderToStaticMarkup(<HowWeWork engagement={UNSET} />);
    expect(html).not.toMatch(/\bss? \d/);
  });

  it("shows a figure only once the practice has set it, in words", () => {
    expect(engagementFigures(UNSET)).toEqual([]);
    const set = { typicalAnnualBudget: { from: 30000, to: 90000 }, minimumTermMonths: 12, noticePeriodDays: null, billingInterval: "quarterly" } as const;
    expect(engagementFigures(set)).toEqual([
      { term: "Typical annual budget", value: "$30,000 to $90,000 a year, excluding GST" },
      { term: "Billing", value: "Quarterly instalments of the annual budget" },
      { term: "Minimum term", value: "12 months" },
    ]);
    expect(renderToStaticMarkup(<HowWeWork engagement={set} />)).toContain("$30,000 to $90,000 a year, excluding GST");
  });
});
