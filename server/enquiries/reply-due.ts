import Holidays from "date-holidays";
import { queenslandToday } from "../../shared/lib/dates";
import { REPLY_DUE_HOUR } from "../../shared/lib/reply-promise";

/**
 * When a reply to an enquiry is due, as the site promises it (shared/lib/reply-promise.ts): by REPLY_DUE_HOUR (5 pm) Brisbane
 * time on the Nth business day after the day it was received. A business day is Monday to Friday,
 * other than a Queensland public holiday (state-wide, from the date-holidays library, which follows
 * each year's gazette, so no list here goes stale). Brisbane keeps UTC+10 all year (no daylight
 * saving), so a Brisbane calendar day is a fixed ten-hour shift of UTC.
 */
const BRISBANE_OFFSET_MS = 10 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const queensland = new Holidays("AU", "QLD", { types: ["public"] });

/** The Brisbane calendar day (YYYY-MM-DD) an instant falls on. */
export const brisbaneDay = (at: Date): string => queenslandToday(at);

/** The Brisbane hour (0-23) of an instant. */
export function brisbaneHour(at: Date): number {
  return new Date(at.getTime() + BRISBANE_OFFSET_MS).getUTCHours();
}

/**
 * A whole-day Queensland public holiday on this Brisbane day. Part-day holidays (Christmas Eve from
 * 6 pm) leave the working day before them, so they do not count.
 */
function isPublicHoliday(day: string): boolean {
  const noon = new Date(`${day}T02:00:00.000Z`); // midday in Brisbane
  const found = queensland.isHoliday(noon);
  return (
    Array.isArray(found) && found.some((holiday) => holiday.type === "public" && holiday.date.endsWith("00:00:00"))
  );
}

/** Monday to Friday, and not a Queensland public holiday. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(day);
}

/** When a reply to an enquiry received at `receivedAt` is due, `businessDays` (at least 1) business days later. */
export function replyDueAt(receivedAt: Date, businessDays: number): Date {
  let day = brisbaneDay(receivedAt);
  for (let counted = 0; counted < businessDays;) {
    day = new Date(new Date(`${day}T00:00:00.000Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
    if (isBusinessDay(day)) counted += 1;
  }
  return new Date(new Date(`${day}T00:00:00.000Z`).getTime() + REPLY_DUE_HOUR * 60 * 60_000 - BRISBANE_OFFSET_MS);
}
