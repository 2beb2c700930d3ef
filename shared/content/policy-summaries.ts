/** What a policy page (or the accessibility statement) shows before its body: small enough to ship to the browser. */
export const POLICY_SUMMARIES = {
  terms: { title: "Terms of Service", lastUpdated: "January 2025" },
  privacy: { title: "Privacy Policy", lastUpdated: "January 2025" },
  accessibility: { title: "Accessibility Statement", lastUpdated: "November 2026" },
} as const;

export type PolicySummary = (typeof POLICY_SUMMARIES)[keyof typeof POLICY_SUMMARIES];
