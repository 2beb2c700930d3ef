/**
 * Small typographic rules applied where copy is rendered, so every sentence follows them without
 * each one being edited. Used by the server's fragments: none of it ships in the bundle.
 */
import type { ReactNode } from "react";

/** "s 308", "ss 29": the abbreviation and the number, with a plain space between them. */
const SECTION_REFERENCE = /\b(ss?) (?=\d)/g;

/**
 * Joins a section sign to its number with a no-break space, so "(s 308)" never ends one line with
 * "(s" and starts the next with "308)".
 */
export function joinSectionNumbers(text: string): string {
  return text.replace(SECTION_REFERENCE, "$1\u00a0");
}

/** Runs of white space, kept by split so the text reads back whole (linear: one class, no nesting). */
const SPACES = /(\s+)/;
/** A hyphen with a letter on each side, as in "In-House". */
const INNER_HYPHEN = /\S-\S/;

/** A heading with each hyphenated word kept on one line: "In-" at a line's end reads as a typo. */
export function keepHyphenatedWordsWhole(text: string): ReactNode[] {
  return text.split(SPACES).map((part, index) =>
    INNER_HYPHEN.test(part) ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
