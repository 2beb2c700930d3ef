// The page's script for the cost comparison, on the server's own markup: it arrives after the first
// paint, so what the visitor typed before it did must be caught up when it starts, not left showing
// the server's figures until the next keystroke.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { followCostForm } from "./cost-comparison-form";
import { parseCostInputs } from "../lib/cost-comparison/parse";
import { fixtureContent } from "../../test/support/blog";
import { CostComparison } from "../../server/pages/fragments/cost-comparison";

const plans = fixtureContent().plans;
const form = () => document.querySelector<HTMLFormElement>("form[data-cost-form]")!;
const field = (name: string) => document.querySelector<HTMLInputElement>(`#cost-${name}`)!;
const shown = (need: string) => !document.querySelector<HTMLElement>(`#cost-compare [data-need="${need}"]`)!.hidden;
const total = () => document.querySelector('[data-cost="total"]')!.textContent;

describe("the cost comparison's script", () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    history.replaceState(null, "", "/cost-comparison");
    document.body.innerHTML = renderToStaticMarkup(<CostComparison parsed={parseCostInputs({})} plans={plans} />);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    document.body.innerHTML = "";
  });

  it("leaves the server's page as it is when nothing was typed before it started", () => {
    const before = document.body.innerHTML;
    stop = followCostForm(form());
    expect(document.body.innerHTML).toBe(before);
    expect(location.search).toBe("");
  });

  it("catches up at once with a figure typed before it started: the sum, the URL, and the comparison set aside", () => {
    const serverTotal = total();
    field("salary").value = "250000";
    field("needHoursPerMonth").value = "97";
    stop = followCostForm(form());
    expect(total()).not.toBe(serverTotal);
    expect(new URLSearchParams(location.search).get("salary")).toBe("250000");
    expect(shown("figures")).toBe(false);
    expect(shown("stale")).toBe(true);
  });

  it("catches up with a choice changed before it started", () => {
    const serverTotal = total();
    const unchecked = [...form().querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (radio) => !radio.checked,
    )!;
    unchecked.checked = true;
    stop = followCostForm(form());
    expect(new URLSearchParams(location.search).get(unchecked.name)).toBe(unchecked.value);
    expect(total()).not.toBe(serverTotal);
  });
});
