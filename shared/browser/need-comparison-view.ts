/**
 * The comparison like for like as the visitor types: the plans' terms are read from the rows the
 * server wrote (data-plan-*), priced by the same model, and the cells and sentences rewritten.
 */
import type { CostEstimate } from "../lib/cost-comparison/estimate";
import type { CostInputs } from "../lib/cost-comparison/inputs";
import { compareForNeed, type OptionFigures, type PlanTerms } from "../lib/cost-comparison/need";
import { NEED_DOM, formatHours } from "../lib/cost-comparison/need-dom";
import { needSentences } from "../lib/cost-comparison/sentences";

const money = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

function planTermsOf(row: HTMLTableRowElement): PlanTerms {
  const { option = "", planName = "", planFee, planHours, planRate } = row.dataset;
  return { slug: option, name: planName, feePerMonth: Number(planFee), hoursPerMonth: Number(planHours), beyondHoursRate: Number(planRate) };
}

function setText(element: Element | null, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}

function showOption(row: HTMLTableRowElement, option: OptionFigures | undefined) {
  setText(row.querySelector('[data-cell="hoursYear"]'), option ? formatHours(option.hoursYear) : "");
  setText(row.querySelector('[data-cell="costYear"]'), option ? money.format(option.costYear) : "");
  setText(row.querySelector('[data-cell="costPerHour"]'), option ? money.format(option.costPerHour) : "");
  setText(row.querySelector('[data-cell="needCostYear"]'), option ? money.format(option.needCostYear) : "");
}

/** Rewrites the section for valid inputs, or empties it with the note to fix the figures. */
export function showNeedComparison(document: Document, figures: { readonly inputs: CostInputs; readonly estimate: CostEstimate } | undefined) {
  const section = document.getElementById(NEED_DOM.section);
  if (!section) return;
  const rows = [...section.querySelectorAll<HTMLTableRowElement>("tr[data-option]")];
  const planRows = rows.filter((row) => row.dataset.option !== "in-house");
  const need = figures ? compareForNeed(figures.estimate, figures.inputs, planRows.map(planTermsOf)) : undefined;
  section.querySelector<HTMLElement>('[data-need="invalid"]')?.toggleAttribute("hidden", Boolean(need));
  for (const row of rows) {
    showOption(row, row.dataset.option === "in-house" ? need?.role : need?.plans.find((plan) => plan.key === row.dataset.option));
  }
  const holder = section.querySelector<HTMLElement>('[data-need="sentences"]');
  const sentences = need && figures ? needSentences(need, figures.inputs) : [];
  if (holder && [...holder.children].map((paragraph) => paragraph.textContent).join("\n") !== sentences.join("\n")) {
    holder.replaceChildren(...sentences.map((sentence) => Object.assign(document.createElement("p"), { textContent: sentence })));
  }
}
