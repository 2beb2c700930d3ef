/**
 * Copy of the home page's parts that render in the browser (the typing hero, the contact section).
 * Kept apart from home.ts, whose sections are server fragments: a client import of this module must
 * not pull the rest of the home page's copy into the JavaScript bundle.
 */
import { SITE } from "./site";

export const HERO = {
  badges: [`Launching ${SITE.launchYear}`, "Australian-wide legal practice"],
  headlineLead: "Your business,",
  headlineTyped: "your counsel.",
  subline: "Law firm perks. In-house feel.",
  intro:
    "We combine the depth of an external law firm with the embedded continuity of in-house counsel. Legal work is planned with you against an agreed annual budget and scope, anything outside it is quoted before it starts, and our support scales as your business changes.",
  primaryCta: "Explore Our Capabilities",
  secondaryCta: "Get in Touch",
} as const;

export const CONTACT_INTRO = {
  heading: "Get in Touch",
  line: `Interested in partnering with us for our ${SITE.launchYear} launch? We'd love to hear from you.`,
} as const;
