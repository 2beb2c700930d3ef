import * as v from "valibot";

/** The slug rule, also the tag rule: lowercase letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a day on the calendar (not 2026-02-30). */
function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Control characters (a resvg crash in the share image, invalid XML in the feeds) and "]]>" (which
 * ends a CDATA section in the feeds) have no place in a title or summary.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A line of text in front matter: trimmed, not empty, nothing that breaks an image or a feed. */
export const text = (expected: string) =>
  v.pipe(
    v.string(expected),
    v.trim(),
    v.nonEmpty(expected),
    v.check((value) => !CONTROL.test(value), `${expected}, without control characters`),
    v.check((value) => !value.includes("]]>"), `${expected}, without "]]>"`),
  );

export const isoDate = (expected: string) => v.pipe(v.string(expected), v.check(isRealDate, expected));

/** A list of tags, each a slug. */
export const tags = (expected: string) =>
  v.pipe(v.array(v.pipe(v.string(expected), v.regex(SLUG_PATTERN, expected)), expected), v.minLength(1, expected));

export { labelled } from "../../shared/lib/labelled-schema";
