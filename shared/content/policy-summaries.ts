/** What a policy page shows before its body: small enough to ship to the browser. */
export const POLICY_SUMMARIES = {
  terms: { title: "Terms of Service", lastUpdated: "January 2025" },
  privacy: { title: "Privacy Policy", lastUpdated: "January 2025" },
} as const;

export type PolicySummary = (typeof POLICY_SUMMARIES)[keyof typeof POLICY_SUMMARIES];
