/** The current year in Queensland, for the footer's copyright line; recomputed at most once a minute. */
const formatter = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Brisbane", year: "numeric" });
let cached = { year: 0, checkedAt: -Infinity };

export function currentYear(now: number = Date.now()): number {
  if (now - cached.checkedAt >= 60_000 || now < cached.checkedAt) {
    cached = { year: Number(formatter.format(now)), checkedAt: now };
  }
  return cached.year;
}
