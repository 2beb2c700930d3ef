import { describe, expect, it } from "vitest";
import { formatDecimal, formatDollars } from "./format";

/** Values of every size and sign, with ties at each place, fractions that are not exact in binary, and many digits. */
function samples(): number[] {
  const values = [0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 1.005, 7.6, 12.25, 999.95, 999.9999, 1000, 1234.5];
  values.push(65e5, 13e5, 4.75, 4.95, 0.0001, 0.00005, -0.00004, 123_456_789.12345, 9_999_999.99995);
  let seed = 20261201;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) as number;
  for (let i = 0; i < 2000; i++) {
    const magnitude = 10 ** Math.floor(random() * 9);
    const value = Math.round(random() * magnitude * 10 ** 5) / 10 ** Math.floor(random() * 6);
    values.push(random() < 0.2 ? -value : value);
  }
  return values;
}

describe("the cost comparison's figures", () => {
  it.each([0, 1, 4])("are written as Intl.NumberFormat en-AU writes them, to at most %i places", (places) => {
    const intl = new Intl.NumberFormat("en-AU", { maximumFractionDigits: places });
    const differing = samples().filter((value) => formatDecimal(value, places) !== intl.format(value));
    expect(differing.map((value) => `${value}: ${formatDecimal(value, places)}, Intl ${intl.format(value)}`)).toEqual(
      [],
    );
  });

  it("write dollars as Intl's en-AU currency format does, in whole dollars", () => {
    const intl = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
    const values = samples().filter((value) => value >= 0 || Number.isInteger(value));
    const differing = values.filter((value) => formatDollars(value) !== intl.format(value));
    expect(differing.map((value) => `${value}: ${formatDollars(value)}, Intl ${intl.format(value)}`)).toEqual([]);
    expect([formatDollars(245_333.4), formatDollars(-1200)]).toEqual(["$245,333", "-$1,200"]);
  });
});
