import * as v from "valibot";

/** The slug rule, also the tag rule: lowercase letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a day on the calendar (not 2026-02-30). */
export function isRealDate(value: string): boolean {
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
const text = (expected: string) =>
  v.pipe(
    v.string(expected),
    v.trim(),
    v.nonEmpty(expected),
    v.check((value) => !CONTROL.test(value), `${expected}, without control characters`),
    v.check((value) => !value.includes("]]>"), `${expected}, without "]]>"`),
  );
const isoDate = (expected: string) => v.pipe(v.string(expected), v.check(isRealDate, expected));

/** What each field must hold, in the words an author reads in the build's error. */
export const EXPECTED = {
  title: "a title (text)",
  excerpt: "a one- or two-sentence summary (text)",
  author: "the author's name (text)",
  date: "a real date written YYYY-MM-DD",
  image: "a path under public/ starting with /, e.g. /images/blog/my-post.svg",
  imageAlt: "a description of the image for screen readers (text)",
  tags: "a list of tags, each lowercase words joined by hyphens, e.g. [legal-costs, contracts]",
  updated: "a real date written YYYY-MM-DD, not before date",
  readTime: "whole minutes, e.g. 6 (or leave it out to count the words)",
  draft: "true or false",
} as const;

export const FRONT_MATTER_FIELDS = Object.keys(EXPECTED) as ReadonlyArray<keyof typeof EXPECTED>;

export const FrontMatterSchema = v.strictObject(
  {
    title: text(EXPECTED.title),
    excerpt: text(EXPECTED.excerpt),
    author: text(EXPECTED.author),
    date: isoDate(EXPECTED.date),
    image: v.pipe(v.string(EXPECTED.image), v.regex(/^\/(?!\/)[^\s?#]+\.(?:svg|png|jpe?g|webp|avif)$/, EXPECTED.image)),
    imageAlt: text(EXPECTED.imageAlt),
    tags: v.pipe(v.array(v.pipe(v.string(EXPECTED.tags), v.regex(SLUG_PATTERN, EXPECTED.tags)), EXPECTED.tags), v.minLength(1, EXPECTED.tags)),
    updated: v.optional(isoDate(EXPECTED.updated)),
    readTime: v.optional(v.pipe(v.number(EXPECTED.readTime), v.integer(EXPECTED.readTime), v.minValue(1, EXPECTED.readTime))),
    draft: v.optional(v.boolean(EXPECTED.draft), false),
  },
  `unknown field (the fields are: ${FRONT_MATTER_FIELDS.join(", ")})`,
);

export type FrontMatter = v.InferOutput<typeof FrontMatterSchema>;
