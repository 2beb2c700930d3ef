/**
 * The service's own words: tagline, sub-line and the launch year (the year of practice.json's
 * takingClientsFrom). The practice's names, numbers and addresses live in practice.json (see practice.ts).
 */
import { PRACTICE } from "./practice";

export const SITE = {
  tagline: "Your business, your counsel.",
  subline: "Law firm perks. In-house feel.",
  /** The year of the launch wording ("Launching 2026"): the year practice.json's takingClientsFrom falls in. */
  launchYear: PRACTICE.takingClientsFrom.slice(0, 4),
} as const;
