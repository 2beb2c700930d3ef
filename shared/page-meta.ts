import { SITE } from "./content/site";

/** "Title | Brand", the title pattern of the inner pages. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE.brandName}`;
}
