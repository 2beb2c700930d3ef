/**
 * The cost comparison as the visitor types: the same parse and estimate the server uses, no round
 * trip, the URL following (replaceState: a shared link reproduces the figures). The server's HTML
 * is the page; this only rewrites its numbers and sentences, so it is loaded on this page alone.
 */
import { comparisonSentences } from "../lib/cost-comparison/sentences";
import { COST_DOM } from "../lib/cost-comparison/dom";
import { COST_FIELDS, type CostErrors } from "../lib/cost-comparison/inputs";
import { parseCostInputs } from "../lib/cost-comparison/parse";
import { estimateCost, type CostEstimate } from "../lib/cost-comparison/estimate";
import { summariseEstimate } from "../lib/cost-comparison/summary";
import { toQuery } from "../lib/cost-comparison/query";
import { NEED_DOM } from "../lib/cost-comparison/need-dom";
import { formatDollars } from "../lib/cost-comparison/format";

/** Starts following the form; returns the way to stop (the page unmounts). */
export function followCostForm(form: HTMLFormElement): () => void {
  const result = document.getElementById(COST_DOM.result);
  if (!result) return () => undefined;
  const update = () => {
    const query = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = parseCostInputs(query);
    showErrors(form, parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) {
      showValid(result, false);
      showSummary(form, undefined);
      showNeed(undefined);
      return;
    }
    const estimate = estimateCost(parsed.inputs);
    showEstimate(result, estimate);
    showSummary(form, estimate);
    // The server wrote the link (contactPrefillHref); only its message changes with the figures.
    const discuss = part(result, "discuss") as HTMLAnchorElement | null;
    if (discuss) {
      const href = new URL(discuss.href);
      href.searchParams.set("message", summariseEstimate(parsed.inputs, estimate));
      discuss.href = href.toString();
    }
    const search = toQuery(parsed.inputs).toString();
    showNeed(search);
    history.replaceState(history.state, "", `${location.pathname}${search ? `?${search}` : ""}`);
  };
  // "input" alone: a radio fires it as a field does, so "change" would only run the update twice.
  form.addEventListener("input", update);
  // This script arrives after the first paint: what the visitor typed before it did is caught up at once.
  const typed = [...form.querySelectorAll("input")].some(
    (input) => input.value !== input.defaultValue || input.checked !== input.defaultChecked,
  );
  if (typed) update();
  return () => {
    form.removeEventListener("input", update);
  };
}

/**
 * The comparison with the plans is the server's, for the figures it was drawn for (its query): once the
 * figures differ it is hidden, never left showing another sum, and the visitor is asked to press
 * "Work it out" for the comparison of their own.
 */
function showNeed(search: string | undefined) {
  const section = document.getElementById(NEED_DOM.section);
  if (!section) return;
  const current = search !== undefined && search === section.dataset.needQuery;
  const shows = (name: string, shown: boolean) =>
    section.querySelector(`[data-need="${name}"]`)?.toggleAttribute("hidden", !shown);
  shows("invalid", false);
  shows("figures", current);
  shows("stale", !current);
}

function showErrors(form: HTMLFormElement, errors: CostErrors) {
  for (const field of COST_FIELDS) {
    const input = document.getElementById(COST_DOM.input(field));
    const message = document.getElementById(COST_DOM.error(field));
    const error = errors[field];
    if (message) {
      message.textContent = error ?? "";
      message.hidden = !error;
    }
    if (error) input?.setAttribute("aria-invalid", "true");
    else input?.removeAttribute("aria-invalid");
  }
  // The summary lists what the server found; once the visitor is changing the figures, each field speaks for itself.
  document.getElementById(COST_DOM.errorSummary)?.remove();
}

function part(result: HTMLElement, name: string): HTMLElement | null {
  return result.querySelector<HTMLElement>(`[data-cost="${name}"]`);
}

/** The line beside the fields (below the two-column layout): the total, or that the figures need fixing. */
function showSummary(form: HTMLFormElement, estimate: CostEstimate | undefined) {
  const live = (name: string) => form.querySelector<HTMLElement>(`[data-cost-live="${name}"]`);
  const [total, invalid, amount] = [live("total"), live("invalid"), live("amount")];
  if (total) total.hidden = !estimate;
  if (invalid) invalid.hidden = Boolean(estimate);
  if (amount && estimate) amount.textContent = formatDollars(estimate.total);
}

/** The result's figures, or in their place the ask to fix the fields. */
function showValid(result: HTMLElement, valid: boolean) {
  part(result, "invalid")?.toggleAttribute("hidden", valid);
  part(result, "figures")?.toggleAttribute("hidden", !valid);
}

function showEstimate(result: HTMLElement, estimate: CostEstimate) {
  showValid(result, true);
  for (const row of result.querySelectorAll<HTMLTableRowElement>("tr[data-line]")) {
    const line = estimate.lines.find((candidate) => candidate.key === row.dataset.line);
    row.hidden = !line;
    const [label, amount] = [row.querySelector("th"), row.querySelector("td")];
    if (label) label.textContent = line?.label ?? "";
    if (amount) amount.textContent = line ? formatDollars(line.amount) : "";
  }
  const set = (name: string, text: string) => {
    const element = part(result, name);
    if (element && element.textContent !== text) element.textContent = text;
  };
  set("total", formatDollars(estimate.total));
  set("workingDays", String(estimate.workingDays));
  set("availableDays", String(estimate.availableDays));
  set("perDay", formatDollars(estimate.costPerAvailableDay));
  const comparison = part(result, "comparison");
  if (comparison) {
    const sentences = comparisonSentences(estimate);
    if ([...comparison.children].map((paragraph) => paragraph.textContent).join("\n") !== sentences.join("\n")) {
      comparison.replaceChildren(
        ...sentences.map((sentence) => Object.assign(document.createElement("p"), { textContent: sentence })),
      );
    }
  }
}
