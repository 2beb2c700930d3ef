/**
 * The home page copy of the parts that hydrate (the hero and the contact section): the browser
 * bundles this module, so it holds nothing else. The rest of the home copy (home.ts) is rendered
 * on the server only, as server fragments.
 */

export const HERO = {
  badges: ["Launching 2026", "Australian-wide legal practice"],
  headlineLead: "Your business,",
  headlineTyped: "your counsel.",
  subline: "Law firm perks. In-house feel.",
  intro:
    "We combine the depth of an external law firm with the embedded continuity of in-house counsel. Legal work is planned with you on a fixed-fee style basis, and our support scales as your business changes.",
  primaryCta: "Explore Our Capabilities",
  secondaryCta: "Get in Touch",
} as const;

export const CONTACT_INTRO = {
  heading: "Get in Touch",
  line: "Interested in partnering with us for our 2026 launch? We'd love to hear from you.",
} as const;
