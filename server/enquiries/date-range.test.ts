import { describe, expect, it } from "vitest";
import { inRange, parseDateRange } from "./date-range";

describe("Queensland date ranges", () => {
  it("takes whole Queensland days, both ends included", () => {
    const range = parseDateRange("2026-05-04", "2026-05-10");
    expect(range).toEqual({
      ok: true,
      from: new Date("2026-05-03T14:00:00.000Z"),
      before: new Date("2026-05-10T14:00:00.000Z"),
    });
    if (!range.ok) return;
    expect(inRange("2026-05-03T13:59:59.999Z", range)).toBe(false);
    expect(inRange("2026-05-03T14:00:00.000Z", range)).toBe(true);
    expect(inRange("2026-05-10T13:59:59.999Z", range)).toBe(true);
    expect(inRange("2026-05-10T14:00:00.000Z", range)).toBe(false);
  });

  it("takes one bound alone, or none", () => {
    expect(parseDateRange("2026-05-04", undefined)).toEqual({ ok: true, from: new Date("2026-05-03T14:00:00.000Z") });
    expect(parseDateRange(undefined, "")).toEqual({ ok: true });
  });

  it("refuses what is not a date, a day the calendar lacks, and a range ending before it starts", () => {
    expect(parseDateRange("04/05/2026", undefined)).toEqual({
      ok: false,
      problem: expect.stringContaining("YYYY-MM-DD"),
    });
    expect(parseDateRange("2026-02-30", undefined)).toMatchObject({ ok: false });
    expect(parseDateRange("2026-05-10", "2026-05-04")).toEqual({
      ok: false,
      problem: "The range starts (2026-05-10) after it ends (2026-05-04)",
    });
  });
});
