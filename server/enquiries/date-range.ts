/**
 * A range of Queensland days (YYYY-MM-DD, both included) as the instants the store compares:
 * Queensland keeps UTC+10 all year, so a day starts at 00:00 +10:00.
 */
export type DateRange =
  | { readonly ok: true; readonly from?: Date; readonly before?: Date }
  | { readonly ok: false; readonly problem: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a Queensland day, or undefined when `day` is not a real date written YYYY-MM-DD. */
function queenslandDayStart(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00+10:00`);
  // 2026-02-30 parses as 2 March: refuse what the calendar does not have.
  if (
    Number.isNaN(start.getTime()) ||
    new Date(start.getTime() + 10 * 60 * 60 * 1000).toISOString().slice(0, 10) !== day
  )
    return undefined;
  return start;
}

/** `from` and `to` as given (either may be empty: no bound). */
export function parseDateRange(from: string | undefined, to: string | undefined): DateRange {
  const start = from ? queenslandDayStart(from) : undefined;
  if (from && !start) return { ok: false, problem: `"${from}" is not a date written YYYY-MM-DD (like 2026-05-04)` };
  const end = to ? queenslandDayStart(to) : undefined;
  if (to && !end) return { ok: false, problem: `"${to}" is not a date written YYYY-MM-DD (like 2026-05-04)` };
  const before = end && new Date(end.getTime() + DAY_MS);
  if (start && before && start >= before)
    return { ok: false, problem: `The range starts (${from}) after it ends (${to})` };
  return { ok: true, ...(start ? { from: start } : {}), ...(before ? { before } : {}) };
}

export function inRange(receivedAt: string, range: { readonly from?: Date; readonly before?: Date }): boolean {
  const at = new Date(receivedAt).getTime();
  return (!range.from || at >= range.from.getTime()) && (!range.before || at < range.before.getTime());
}
