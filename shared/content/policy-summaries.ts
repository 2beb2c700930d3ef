/**
 * What a policy page (or the accessibility statement) shows before its body: small enough to ship to
 * the browser. Each "Last Updated" month is kept with a hash of the text it dates (the policy's own
 * words, the practice's identity masked), in a comment on the same line so the browser is not sent
 * it: change the text and policy-dates.test.ts fails until the month and the hash are written here
 * together, the month being the one the hash is first committed in, so the date cannot drift from
 * the text.
 */
export const POLICY_SUMMARIES = {
  terms: { title: "Terms of Service", lastUpdated: "November 2026" }, // text: 774ac6664a7b5141
  privacy: { title: "Privacy Policy", lastUpdated: "November 2026" }, // text: a10429884c308911
  accessibility: { title: "Accessibility Statement", lastUpdated: "November 2026" }, // text: 8bf301e3e8865439
} as const;

export type PolicySummary = (typeof POLICY_SUMMARIES)[keyof typeof POLICY_SUMMARIES];
