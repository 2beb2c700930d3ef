import { PRACTICE } from "./content/practice";

/** "Title | Brand", the title pattern of the inner pages. */
export function pageTitle(title: string): string {
  return `${title} | ${PRACTICE.tradingName}`;
}
