import { describe, expect, it } from "vitest";
import { formatDate, queenslandToday } from "./dates";

describe("formatDate", () => {
  it("writes the day before the month, in words, then the year (Australian order)", () => {
    expect(formatDate("2026-01-15")).toBe("15 January 2026");
    expect(formatDate("2025-07-01")).toBe("1 July 2025");
    expect(formatDate("2026-12-31")).toBe("31 December 2026");
  });

  it("never writes US order", () => {
    for (const iso of ["2026-01-15", "2026-02-10", "2024-02-29"])
      expect(formatDate(iso)).not.toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("refuses what is not a YYYY-MM-DD date", () => {
    expect(() => formatDate("15/01/2026")).toThrow(/YYYY-MM-DD/);
  });
});

describe("queenslandToday", () => {
  it("is Brisbane's date: 14:00 UTC is already the next day there", () => {
    expect(queenslandToday(new Date("2026-12-31T14:00:00Z"))).toBe("2027-01-01");
    expect(queenslandToday(new Date("2026-12-31T13:59:59Z"))).toBe("2026-12-31");
  });
});
