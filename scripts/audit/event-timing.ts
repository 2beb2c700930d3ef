// Interaction to Next Paint from Event Timing entries, as Chromium and the web-vitals library count
// it: an interaction (a click is pointerdown, pointerup and click) is the entries that share one
// non-zero interactionId, and its latency is the longest of their durations (from the input to the
// next paint after its handlers). Pure, so it is unit-tested (event-timing.test.ts); the
// measurement itself is in interactions.ts.

/** The fields of a PerformanceEventTiming entry the audit keeps, plus which document reported it. */
export interface EventTimingRecord {
  readonly name: string;
  readonly interactionId: number;
  readonly startTime: number;
  readonly duration: number;
  /** performance.timeOrigin of the reporting document: interactionIds are per document. */
  readonly document: number;
}

export interface Interaction {
  readonly interactionId: number;
  readonly latencyMs: number;
  /** The event types reported for it, e.g. ["pointerdown", "pointerup", "click"]. */
  readonly events: string[];
}

/** The interactions among `entries`, in the order they started; entries without an interactionId (hovers, scrolls) are not interactions. */
export function interactionsFrom(entries: readonly EventTimingRecord[]): Interaction[] {
  const grouped = new Map<string, { interactionId: number; startTime: number; latencyMs: number; events: string[] }>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const key = `${entry.document}:${entry.interactionId}`;
    const group = grouped.get(key);
    if (!group) {
      grouped.set(key, {
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        latencyMs: entry.duration,
        events: [entry.name],
      });
    } else {
      group.startTime = Math.min(group.startTime, entry.startTime);
      group.latencyMs = Math.max(group.latencyMs, entry.duration);
      if (!group.events.includes(entry.name)) group.events.push(entry.name);
    }
  }
  return [...grouped.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map(({ interactionId, latencyMs, events }) => ({ interactionId, latencyMs, events }));
}

/** What is known about an interaction the browser reported no entry for. */
interface Unreported {
  /** The page's document was replaced between the input and the collection (a form posted without JavaScript). */
  readonly navigated: boolean;
  /** How much performance.interactionCount rose over the input, or undefined where the browser does not expose it. */
  readonly counted: number | undefined;
  /** The observer's durationThreshold. */
  readonly thresholdMs: number;
}

/** Why an interaction has no latency, as far as the page can tell. */
export function whyNoEntry({ navigated, counted, thresholdMs }: Unreported): string {
  if (navigated) return "the document was replaced (a navigation) before the browser reported the interaction";
  if (counted === undefined)
    return `no event entry of ${thresholdMs} ms or more (this browser has no performance.interactionCount to tell a fast response from a missed input)`;
  if (counted > 0)
    return `under ${thresholdMs} ms: the browser counted the interaction, and reports entries only from ${thresholdMs} ms`;
  return "the browser counted no interaction: the input did not reach the page as one";
}

export interface MeasuredInteraction {
  readonly label: string;
  /** The interaction's latency, or null when the browser reported no entry for it. */
  readonly latencyMs: number | null;
  /** Set when latencyMs is null. */
  readonly noEntry?: string;
  /** Below the threshold: counted by the browser, too fast for an entry. */
  readonly belowThresholdMs?: number;
  readonly events: string[];
  /** What the page did, seen from outside (the menu opened, the page navigated...). */
  readonly effect: string;
}

/**
 * A phase's INP: its worst interaction (with fewer than 50 interactions, INP is the worst). Null
 * when none was reported; `belowThresholdMs` when every one was counted but too fast for an entry.
 */
export function inpOf(interactions: readonly MeasuredInteraction[]): {
  latencyMs: number | null;
  belowThresholdMs?: number;
} {
  const measured = interactions.flatMap((interaction) =>
    interaction.latencyMs === null ? [] : [interaction.latencyMs],
  );
  if (measured.length > 0) return { latencyMs: Math.max(...measured) };
  const threshold = interactions[0]?.belowThresholdMs;
  if (
    interactions.length > 0 &&
    threshold !== undefined &&
    interactions.every((interaction) => interaction.belowThresholdMs === threshold)
  ) {
    return { latencyMs: null, belowThresholdMs: threshold };
  }
  return { latencyMs: null };
}

export interface Phase {
  readonly name: string;
  readonly interactions: readonly MeasuredInteraction[];
}

/** "96 ms", "< 16 ms" (counted, too fast for an entry) or "no entry". */
function formatLatency(value: { latencyMs: number | null; belowThresholdMs?: number }): string {
  if (value.latencyMs !== null) return `${Math.round(value.latencyMs)} ms`;
  if (value.belowThresholdMs !== undefined) return `< ${value.belowThresholdMs} ms`;
  return "no entry";
}

/** The phase × interaction table, with each phase's INP, then a note for every interaction without an entry. */
export function formatInteractionTable(phases: readonly Phase[]): string[] {
  const labels = phases[0]?.interactions.map((interaction) => interaction.label) ?? [];
  const firstColumn = Math.max(...phases.map((phase) => phase.name.length), 5) + 2;
  const widths = [...labels, "INP"].map((label) => Math.max(label.length, 8) + 2);
  const line = (first: string, cells: string[]) =>
    first.padEnd(firstColumn) + cells.map((cell, index) => cell.padStart(widths[index]!)).join("");
  const lines = [line("", [...labels, "INP"])];
  for (const phase of phases) {
    lines.push(line(phase.name, [...phase.interactions.map(formatLatency), formatLatency(inpOf(phase.interactions))]));
  }
  for (const phase of phases) {
    for (const interaction of phase.interactions) {
      const said = interaction.noEntry ? `no entry (${interaction.noEntry}); ` : "";
      lines.push(
        `  ${phase.name}, ${interaction.label}: ${said}${interaction.effect}${interaction.events.length ? ` [${interaction.events.join(", ")}]` : ""}`,
      );
    }
  }
  return lines;
}
