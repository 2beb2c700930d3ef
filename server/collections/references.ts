import { nearest } from "./nearest";

/**
 * A cross-reference between collections (a post's author, a profile's areas, a plan's team and
 * areas). The caller always says what the reference may name: the build passes the slugs it has
 * just compiled, and only a caller that reads one collection alone (the launch check, a test of one
 * file's own rules) passes UNCHECKED, in so many words, so dropping the check cannot go unseen.
 */
export const UNCHECKED = "unchecked" as const;

export type Referable = readonly string[] | typeof UNCHECKED;

/** Whether `slug` is one the reference may name; always true when the caller chose not to check. */
export const names = (allowed: Referable, slug: string): boolean => allowed === UNCHECKED || allowed.includes(slug);

/** The allowed slugs for a message: "none" when there are none. */
export const listed = (allowed: Referable): string =>
  allowed === UNCHECKED ? "unchecked" : allowed.join(", ") || "none";

/** The slug nearest to one the reference may not name, when the caller checks; undefined otherwise. */
export const nearestListed = (allowed: Referable, slug: string): string | undefined =>
  allowed === UNCHECKED ? undefined : nearest(slug, allowed);
