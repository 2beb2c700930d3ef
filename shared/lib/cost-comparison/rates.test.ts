import { describe, expect, it } from "vitest";
import { ANNUAL_LEAVE_DAYS, ASSUMPTIONS, QLD_PAYROLL_TAX, SUPER_GUARANTEE_RATE, WORKING_DAYS_PER_YEAR } from "./rates";

describe("rates", () => {
  it("keeps each published figure's source and start date, and labels each assumption as one", () => {
    const published = [SUPER_GUARANTEE_RATE, ANNUAL_LEAVE_DAYS, ...Object.values(QLD_PAYROLL_TAX)];
    for (const figure of published) {
      expect(figure.kind).toBe("published");
      expect(figure.source.url).toMatch(/^https:\/\//);
      expect(figure.appliesFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const figure of [...Object.values(ASSUMPTIONS), WORKING_DAYS_PER_YEAR]) {
      expect(figure.kind).toBe("assumption");
      expect(figure.label).toMatch(/^assumption: /);
      expect(figure.note.length).toBeGreaterThan(20);
    }
  });

  it("holds the figures checked against their sources", () => {
    expect([SUPER_GUARANTEE_RATE.value, SUPER_GUARANTEE_RATE.appliesFrom]).toEqual([12, "2025-07-01"]);
    expect(QLD_PAYROLL_TAX.standardRate.value).toBe(4.75);
    expect(QLD_PAYROLL_TAX.upperRate.value).toBe(4.95);
    expect(QLD_PAYROLL_TAX.upperRateFrom.value).toBe(6_500_000);
    expect(QLD_PAYROLL_TAX.threshold.value).toBe(1_300_000);
    expect(ANNUAL_LEAVE_DAYS.value).toBe(20);
    expect(WORKING_DAYS_PER_YEAR.value).toBe(260);
  });
});
