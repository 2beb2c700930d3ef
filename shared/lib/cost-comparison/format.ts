/**
 * How the cost comparison writes numbers for people: en-AU dollars and figures, as
 * Intl.NumberFormat("en-AU") writes them (format.test.ts holds the two equal), without Intl: the
 * first Intl formatter a page makes costs Chromium about 20 ms of loading locale data, which was the
 * one long task left after the cost comparison's first paint (docs/decisions/017).
 */

/** `value`'s shortest decimal digits (as String() writes it) without an exponent: "0.00000123", "1e+21" as "1000000000000000000000". */
function plainDigits(value: number): string {
  const [mantissa = "0", exponent] = String(Math.abs(value)).split("e");
  if (exponent === undefined) return mantissa;
  const [whole = "", fraction = ""] = mantissa.split(".");
  const shift = Number(exponent);
  const digits = whole + fraction;
  const point = whole.length + shift;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  return point >= digits.length
    ? digits + "0".repeat(point - digits.length)
    : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A string of decimal digits plus one. */
function increment(digits: string): string {
  let carried = "";
  for (let at = digits.length - 1; at >= 0; at--) {
    const digit = Number(digits[at]);
    if (digit < 9) return `${digits.slice(0, at)}${digit + 1}${carried}`;
    carried = `0${carried}`;
  }
  return `1${carried}`;
}

/**
 * "1,234.5": en-AU thousands separators, at most `places` decimal places, rounded as Intl rounds:
 * the shortest decimal digits of the number, half away from zero.
 */
export function formatDecimal(value: number, places: number): string {
  const [whole = "0", fraction = ""] = plainDigits(value).split(".");
  let kept = whole + fraction.slice(0, places).padEnd(places, "0");
  if ((fraction[places] ?? "0") >= "5") kept = increment(kept);
  const digits = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, "") || "0";
  let decimals = kept.slice(kept.length - places);
  while (decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  let grouped = "";
  for (let end = digits.length; end > 0; end -= 3)
    grouped = `${digits.slice(Math.max(0, end - 3), end)}${grouped ? `,${grouped}` : ""}`;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${decimals ? `.${decimals}` : ""}`;
}

/** "$245,333": whole dollars with en-AU thousands separators. */
export function formatDollars(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? "-" : ""}$${formatDecimal(Math.abs(rounded), 0)}`;
}

/** "1,234.5": en-AU separators, at most four decimal places. */
export function formatNumber(value: number): string {
  return formatDecimal(value, 4);
}
