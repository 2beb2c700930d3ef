// The comparison like for like, as the page shows it, over many random inputs: the option it names
// cheaper is the cheaper on the figures in its own table, a need above a plan's hours is never priced
// at the plan's fee alone, and each "a year" cell holds a year's figure.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { fixtureContent } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";
import { parseMarkup } from "../../test/support/parse-markup";
import { generator } from "../../test/support/random-cost-inputs";
import { estimateCost } from "../../shared/lib/cost-comparison/estimate";
import { DEFAULT_INPUTS, type CostInputs } from "../../shared/lib/cost-comparison/inputs";
import { toQuery } from "../../shared/lib/cost-comparison/query";
import { PLAN_COMPARISON_COPY } from "../../shared/content/people-and-plans";
import { annualCost } from "../plans/plans";

const content = fixtureContent();
const { app } = createTestApp({ content, prerenderPages: false });
const PLANS = content.plans?.plans ?? [];
const RUNS = 80;

const dollarsIn = (text: string | null | undefined) => Number((text ?? "").replace(/[^\d.]/g, ""));

interface ShownRow {
  readonly key: string;
  readonly name: string;
  readonly hoursYear: string;
  readonly costYear: number;
  readonly costPerHour: number;
  readonly needCostYear: number;
}

/** Each case's page, rendered once and read by every test below. */
const rendered = new Map<CostInputs, ReturnType<typeof render>>();
const shown = (inputs: CostInputs) =>
  rendered.get(inputs) ?? rendered.set(inputs, render(inputs)).get(inputs) ?? render(inputs);

async function render(inputs: CostInputs) {
  const query = toQuery(inputs).toString();
  const response = await request(app).get(`/cost-comparison${query ? `?${query}` : ""}`);
  const document = parseMarkup(response.text);
  const section = document.getElementById("cost-compare");
  if (!section) throw new Error("the page has the comparison like for like");
  const rows: ShownRow[] = [...section.querySelectorAll<HTMLTableRowElement>("tbody tr[data-option]")].map((row) => {
    // One query per row: each distinct selector is parsed afresh (linkedom keeps no compiled ones).
    const cells = new Map(
      [...row.querySelectorAll("[data-cell]")].map((cell) => [cell.getAttribute("data-cell"), cell.textContent]),
    );
    const cell = (name: string) => cells.get(name);
    return {
      key: row.dataset.option ?? "",
      name: row.querySelector("th a")?.textContent ?? row.querySelector("th")?.textContent ?? "",
      hoursYear: cell("hoursYear") ?? "",
      costYear: dollarsIn(cell("costYear")),
      costPerHour: dollarsIn(cell("costPerHour")),
      needCostYear: dollarsIn(cell("needCostYear")),
    };
  });
  const verdict = section.querySelector('[data-need="sentences"] p')?.textContent ?? "";
  return {
    status: response.status,
    rows,
    verdict,
    total: dollarsIn(document.querySelector('[data-cost="total"]')?.textContent),
  };
}

/** The options the first sentence names as costing least (or costing the same), by their rows' names. */
function named(verdict: string, rows: readonly ShownRow[]): string[] {
  const subject = /, (.+?) (?:costs least|cost the same):/.exec(verdict)?.[1] ?? "";
  return rows
    .filter((row) =>
      row.key === "in-house"
        ? subject.includes("the in-house role")
        : new RegExp(`(^|, | and )${row.name}(,| and |$)`).test(subject),
    )
    .map((row) => row.key);
}

describe("the comparison like for like, over random inputs", () => {
  const generate = generator(20_261_127);
  const cases: CostInputs[] = Array.from({ length: RUNS }, () => {
    const inputs = generate.inputs();
    // Most needs a business would state, with the edges: none at all, a plan's exact hours, and far beyond every plan.
    const pick = generate.random();
    const plan = PLANS[Math.floor(generate.random() * PLANS.length)];
    const needHoursPerMonth =
      pick < 0.05
        ? 0
        : pick < 0.15 && plan
          ? plan.hoursPerMonth
          : pick < 0.2
            ? 1_000
            : Math.round(generate.random() * 200 * 100) / 100;
    return { ...inputs, needHoursPerMonth, hoursPerDay: Math.round((1 + generate.random() * 11) * 100) / 100 };
  });

  it("names as cheaper exactly the options whose priced need is lowest on the figures shown", async () => {
    const seen = new Set<string>();
    for (const inputs of cases) {
      const { status, rows, verdict } = await shown(inputs);
      expect(status, JSON.stringify(inputs)).toBe(200);
      expect(rows.map((row) => row.key)).toEqual(["in-house", ...PLANS.map((plan) => plan.slug)]);
      const lowest = Math.min(...rows.map((row) => row.needCostYear));
      const cheapest = rows.filter((row) => row.needCostYear === lowest).map((row) => row.key);
      expect(named(verdict, rows), `${verdict} ${JSON.stringify(inputs)}`).toEqual(cheapest);
      for (const key of cheapest) seen.add(key);
    }
    // The inputs reach both sides: the hire and at least one plan are each named cheaper somewhere.
    expect([...seen]).toContain("in-house");
    expect(
      [...seen].filter((key) => key !== "in-house"),
      "no plan was ever named cheaper",
    ).not.toEqual([]);
  });

  it("never prices a need above a plan's hours at the plan's fee alone, and prices it at the stated rate", async () => {
    let beyond = 0;
    for (const inputs of cases) {
      const { rows } = await shown(inputs);
      for (const plan of PLANS) {
        const row = rows.find((candidate) => candidate.key === plan.slug);
        const feeMonth = plan.price.per === "month" ? plan.price.amount : plan.price.amount / 12;
        const extra = Math.max(0, inputs.needHoursPerMonth - plan.hoursPerMonth);
        if (extra > 0) {
          beyond++;
          expect(row?.needCostYear, `${plan.slug} at ${inputs.needHoursPerMonth} hours`).toBeGreaterThan(
            row?.costYear ?? Infinity,
          );
        } else expect(row?.needCostYear).toBe(row?.costYear);
        expect(row?.needCostYear).toBe(Math.round((feeMonth + extra * plan.beyondHoursRate) * 12));
      }
    }
    expect(beyond).toBeGreaterThan(RUNS / 2);
  });

  it("shows a year's figures in the year's cells: a plan's price times twelve, its hours times twelve, the role's total and available hours", async () => {
    for (const inputs of cases.slice(0, 30)) {
      const { rows, total } = await shown(inputs);
      const estimate = estimateCost(inputs);
      const role = rows.find((row) => row.key === "in-house");
      expect(role?.costYear).toBe(total);
      expect(role?.costYear).toBe(estimate.total);
      const roleHours = Math.round(estimate.availableDays * inputs.hoursPerDay);
      expect(dollarsIn(role?.hoursYear)).toBe(roleHours);
      expect(role?.costPerHour).toBe(Math.round(estimate.total / Math.max(1, roleHours)));
      for (const plan of PLANS) {
        const row = rows.find((candidate) => candidate.key === plan.slug);
        expect(row?.costYear, plan.slug).toBe(annualCost(plan));
        expect(dollarsIn(row?.hoursYear)).toBe(Math.round(plan.hoursPerMonth * 12));
        expect(row?.costPerHour).toBe(Math.round(annualCost(plan) / Math.round(plan.hoursPerMonth * 12)));
      }
    }
  });

  it("labels the columns as figures a year, and lists what each side leaves out", async () => {
    const response = await request(app).get(
      `/cost-comparison?${toQuery({ ...DEFAULT_INPUTS, needHoursPerMonth: 40 }).toString()}`,
    );
    const section = parseMarkup(response.text).getElementById("cost-compare");
    const headings = [...(section?.querySelectorAll("thead th") ?? [])].map((cell) => cell.textContent);
    expect(headings).toEqual(Object.values(PLAN_COMPARISON_COPY.columns));
    const lists = [...(section?.querySelectorAll(".cost__leaves-out ul") ?? [])].map((list) =>
      [...list.querySelectorAll("li")].map((item) => item.textContent),
    );
    expect(lists).toEqual([PLAN_COMPARISON_COPY.leavesOut.hire.items, PLAN_COMPARISON_COPY.leavesOut.plans.items]);
  });
});
