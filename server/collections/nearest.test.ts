import { describe, expect, it } from "vitest";
import { editDistance, nearest } from "./nearest";

describe("the nearest known value to a typo", () => {
  it("counts insertions, deletions, substitutions and swapped neighbours as one edit each", () => {
    expect(editDistance("comercial", "commercial")).toBe(1);
    expect(editDistance("commercial", "comercial")).toBe(1);
    expect(editDistance("employmnet", "employment")).toBe(1);
    expect(editDistance("cat", "cut")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("suggests the closest value, written as it is known, and nothing for a value unlike every one", () => {
    const tags = ["commercial-contracts", "commercial-property", "employment", "legal-costs"];
    expect(nearest("comercial-contracts", tags)).toBe("commercial-contracts");
    expect(nearest("legal-cost", tags)).toBe("legal-costs");
    expect(nearest("Employment", tags)).toBe("employment");
    expect(nearest("nobody-on-the-team", tags)).toBeUndefined();
    expect(nearest("", tags)).toBeUndefined();
    expect(nearest("mnth", ["month", "year"])).toBe("month");
    expect(nearest("x", ["month", "year"])).toBeUndefined();
  });
});
