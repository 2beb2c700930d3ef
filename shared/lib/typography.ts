/** Small typographic rules applied where copy is rendered, so every sentence follows them without each one being edited. */

/** "s 308", "ss 29": the abbreviation and the number, with a plain space between them. */
const SECTION_REFERENCE = /\b(ss?) (?=\d)/g;

/**
 * Joins a section sign to its number with a no-break space, so "(s 308)" never ends one line with
 * "(s" and starts the next with "308)".
 */
export function joinSectionNumbers(text: string): string {
  return text.replace(SECTION_REFERENCE, "$1\u00a0");
}
