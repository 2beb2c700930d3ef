/** Times as the practice reads them: Queensland time, with its offset, so no one converts from UTC in their head. */

const LONG = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Brisbane",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "longOffset",
});

const SHORT = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Brisbane",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

function partsOf(format: Intl.DateTimeFormat, iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = format.formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
}

/** "16 January 2026, 9:30 am Queensland time (UTC+10:00)": for the mail and `show`. */
export function queenslandTime(iso: string): string {
  const part = partsOf(LONG, iso);
  if (!part) return iso;
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod")} Queensland time (${part("timeZoneName").replace("GMT", "UTC")})`;
}

/** "2026-01-16 09:30 +10:00": for `list` and the exports, sortable and still Queensland time. */
export function queenslandStamp(iso: string): string {
  const part = partsOf(SHORT, iso);
  if (!part) return iso;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${part("timeZoneName").replace("GMT", "")}`;
}

const DUE = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Brisbane",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

/** "Tue 3 Mar, 5:00 pm": a reply's due time where space is short (a mail's subject); Queensland time. */
export function queenslandDue(iso: string): string {
  const part = partsOf(DUE, iso);
  if (!part) return iso;
  return `${part("weekday")} ${part("day")} ${part("month")}, ${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
}
