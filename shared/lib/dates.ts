/**
 * The one way the site writes a date for people: Australian order, "15 January 2026", never
 * "January 15, 2026". Pages, feeds' display text, share images and the launch wording all use it.
 */
const DAY_MONTH_YEAR = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-01-15" → "15 January 2026". A string that is not a YYYY-MM-DD date is a programming error. */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Expected a YYYY-MM-DD date, got "${isoDate}"`);
  const [, year, month, day] = match.map(Number);
  return DAY_MONTH_YEAR.format(Date.UTC(year!, month! - 1, day!));
}

/** Today's date in Queensland (which keeps no daylight saving) as YYYY-MM-DD. */
export function queenslandToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Brisbane",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
