import type { Field } from "../schema-form/describe";
import type { ProblemList } from "../schema-form/problems";
import type { References } from "../references";

export type KindKey = "posts" | "team" | "plans" | "enquiry-terms" | "engagement";

/** What a check may ask beyond the form's own values. */
export interface CheckContext {
  readonly references: References;
  /** Whether an image path the content names (`/images/...`) exists, or is being uploaded with this change. */
  readonly imageExists: (sitePath: string) => boolean;
  /** The folder images are looked up in by the Markdown renderer (public/ of the content root). */
  readonly publicDir: string;
}

/** One kind of content authors edit: where it lives, its form (from its schema), its checks and the pages it shows on. */
export interface Kind {
  readonly key: KindKey;
  /** "Posts", as the list and the staff home name it. */
  readonly title: string;
  /** "post", as a sentence names one. */
  readonly noun: string;
  /** A collection (one file per slug), or undefined for a single file. */
  readonly folder?: string;
  /** The file's path (relative to the content root) for the slug; a single file ignores it. */
  path(slug: string | undefined): string;
  /** The form, generated from the schema the build checks. */
  readonly fields: readonly Field[];
  /** The Markdown body beneath the fields, with its label and hint, when the kind has one. */
  readonly body?: { readonly label: string; readonly hint: string };
  /** The content and body for the form, from the file as it is (undefined: a new one). */
  open(bytes: Buffer | undefined): { readonly content: Record<string, unknown>; readonly body: string };
  /** The file's new bytes; a file holding more than this form (plans.json) keeps the rest as it is. */
  write(content: Readonly<Record<string, unknown>>, body: string, current: Buffer | undefined): Buffer;
  /** Every problem the build would report, each beside its field. */
  check(content: Readonly<Record<string, unknown>>, body: string, context: CheckContext, into: ProblemList): void;
  /** The site's pages the change shows on, for the preview. */
  pages(slug: string | undefined, content: Readonly<Record<string, unknown>>): string[];
  /** A new one's starting values (collections only). */
  blank?(today: string): Record<string, unknown>;
  /** A name for the change in lists and commit messages. */
  describe(slug: string | undefined, content: Readonly<Record<string, unknown>>): string;
}

export const asString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
export const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** A reference that names nothing in its list, reported beside its field with what there is to choose. */
export function checkChoice(
  into: ProblemList,
  path: string,
  value: unknown,
  choices: References["choices"][keyof References["choices"]],
  what: string,
): void {
  // An empty choice is the schema's to report ("missing"), not a name that is not on the list.
  for (const each of (typeof value === "string" ? [value] : asStrings(value)).filter((item) => item !== "")) {
    if (!choices.some((choice) => choice.value === each))
      into.add(path, `"${each}" is not one of ${what}: choose from the list.`);
  }
}
