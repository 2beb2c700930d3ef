import { looksLikePhone, nationalDigits } from "./phone-search";

/**
 * The inbox search matches names as people type them, whatever the enquiry holds: any case, with or
 * without accents ("José", "jose"), apostrophes ("O'Brien", "obrien"), hyphens or spaces
 * ("Smith-Jones", "smith jones"). Both stores keep this folded text in a column (search_key), filled
 * by the same function on insert and on correction, so SQLite and PostgreSQL find the same enquiries
 * whatever their collations do.
 */

/** Apostrophes, hyphens, dashes, dots and white space: left out of names on both sides of a search. */
const IGNORED = /[\s'’‘`´\-‐‑‒–—.]/gu;

/** Decomposed, marks stripped, lower-cased, without IGNORED. */
function foldName(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(IGNORED, "");
}

/** Between the folded fields: a search text never holds one (IGNORED strips it), so no match spans two fields. */
const SEPARATOR = "\n";

/** What an enquiry is found by: its folded name, company and email, and its phone's digits as written in Australia. */
export function searchKey(enquiry: {
  readonly name: string;
  readonly company: string;
  readonly email: string;
  readonly phone: string;
}): string {
  const phone = enquiry.phone === "" ? "" : nationalDigits(enquiry.phone);
  return [foldName(enquiry.name), foldName(enquiry.company), foldName(enquiry.email), phone].join(SEPARATOR);
}

/** What a search for `text` looks for in search keys; "" finds everything. A phone number however written becomes its national digits. */
export function searchNeedle(text: string): string {
  return looksLikePhone(text) ? nationalDigits(text) : foldName(text);
}
