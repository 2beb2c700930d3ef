import { describe, expect, it } from "vitest";
import {
  formatInteractionTable,
  inpOf,
  interactionsFrom,
  whyNoEntry,
  type EventTimingRecord,
  type MeasuredInteraction,
} from "./event-timing";

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  document = 1000,
): EventTimingRecord => ({
  name,
  interactionId,
  startTime,
  duration,
  document,
});

const measured = (
  label: string,
  latencyMs: number | null,
  extra: Partial<MeasuredInteraction> = {},
): MeasuredInteraction => ({
  label,
  latencyMs,
  events: [],
  effect: "the answer opened",
  ...extra,
});

describe("Interaction to Next Paint from Event Timing entries", () => {
  it("makes one interaction of the entries sharing an interactionId, its latency their longest duration", () => {
    const entries = [
      entry("pointerover", 0, 90, 24),
      entry("pointerdown", 7, 100, 48),
      entry("pointerup", 7, 180, 120),
      entry("click", 7, 181, 112),
      entry("keydown", 9, 900, 32),
      entry("keyup", 9, 950, 16),
    ];
    expect(interactionsFrom(entries)).toEqual([
      { interactionId: 7, latencyMs: 120, events: ["pointerdown", "pointerup", "click"] },
      { interactionId: 9, latencyMs: 32, events: ["keydown", "keyup"] },
    ]);
  });

  it("ignores entries that are no interaction, and keeps apart the same id from two documents", () => {
    expect(interactionsFrom([entry("mouseover", 0, 10, 200)])).toEqual([]);
    expect(interactionsFrom([entry("click", 3, 50, 40, 1000), entry("click", 3, 20, 64, 2000)])).toEqual([
      { interactionId: 3, latencyMs: 64, events: ["click"] },
      { interactionId: 3, latencyMs: 40, events: ["click"] },
    ]);
  });

  it("takes a phase's INP as its worst interaction, and says when every one was too fast for an entry", () => {
    expect(
      inpOf([
        measured("FAQ answer", 96),
        measured("phone menu", null, { noEntry: "…" }),
        measured("Send Message", 232),
      ]),
    ).toEqual({ latencyMs: 232 });
    expect(
      inpOf([
        measured("FAQ answer", null, { belowThresholdMs: 16 }),
        measured("phone menu", null, { belowThresholdMs: 16 }),
      ]),
    ).toEqual({
      latencyMs: null,
      belowThresholdMs: 16,
    });
    expect(inpOf([measured("FAQ answer", null, { belowThresholdMs: 16 }), measured("phone menu", null)])).toEqual({
      latencyMs: null,
    });
    expect(inpOf([])).toEqual({ latencyMs: null });
  });

  it("says why an interaction has no entry", () => {
    expect(whyNoEntry({ navigated: true, counted: undefined, thresholdMs: 16 })).toMatch(/navigation/);
    expect(whyNoEntry({ navigated: false, counted: 1, thresholdMs: 16 })).toMatch(/^under 16 ms/);
    expect(whyNoEntry({ navigated: false, counted: 0, thresholdMs: 16 })).toMatch(/counted no interaction/);
    expect(whyNoEntry({ navigated: false, counted: undefined, thresholdMs: 16 })).toMatch(
      /no event entry of 16 ms or more/,
    );
  });

  it("prints a phase × interaction table with the INP of each phase, then what each interaction did", () => {
    const lines = formatInteractionTable([
      {
        name: "before hydration",
        interactions: [
          measured("FAQ answer", 128),
          measured("phone menu", null, { noEntry: "under 16 ms", belowThresholdMs: 16 }),
        ],
      },
      {
        name: "after hydration",
        interactions: [
          measured("FAQ answer", 136.4),
          measured("phone menu", null, { noEntry: "the document was replaced" }),
        ],
      },
    ]);
    expect(lines.slice(0, 3).map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ["FAQ answer", "phone menu", "INP"],
      ["before hydration", "128 ms", "< 16 ms", "128 ms"],
      ["after hydration", "136 ms", "no entry", "136 ms"],
    ]);
    expect(lines).toContain("  before hydration, phone menu: no entry (under 16 ms); the answer opened");
  });
});
