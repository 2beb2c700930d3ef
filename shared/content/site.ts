/**
 * The service's own words: tagline, sub-line and launch year (fixed by the product spec). The
 * practice's names, numbers and addresses live in practice.json (see practice.ts).
 */
export const SITE = {
  tagline: "Your business, your counsel.",
  subline: "Law firm perks. In-house feel.",
  launchYear: 2026,
} as const;
