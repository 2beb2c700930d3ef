import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { COMPLETE_PRACTICE } from "../../test/support/practice-fixtures";
import type * as PracticeExports from "./practice";
import type { Practice } from "./practice-schema";
import type { Policy } from "./types";

/**
 * Issue 34 item 12: a policy's "Last Updated" date is the month its text last changed. Beside each
 * date, policy-summaries.ts records a hash of the text it dates; when the text changes and the
 * record does not, this fails and says what to write. The practice's identity (names, addresses,
 * the scheme notice, the providers paragraph, all from practice.json) is masked first, so a
 * practice that puts in its own identity keeps the suite green; only the policy's own words count.
 */
type PracticeModule = typeof PracticeExports;

function identityOf(module: PracticeModule): string[] {
  const practice: Practice = module.PRACTICE;
  return [
    // Whole sentences made from the identity, whose shape changes with it (a scheme, more providers).
    module.PROVIDERS_ABROAD_PARAGRAPH,
    module.LIABILITY_NOTICE,
    module.ADDRESS_LINE,
    module.ACN,
    module.ABN,
    practice.tradingName,
    practice.legalName,
    practice.parentFirm.name,
    practice.parentFirm.relationship,
    practice.parentFirm.url,
    practice.enquiriesEmail,
    practice.privacyOfficerEmail,
    practice.legalPractitionerDirector,
    practice.phone,
    practice.limitedLiabilityScheme.schemeName,
  ].filter((value): value is string => typeof value === "string" && value.length > 0);
}

/** The policy's words with the identity masked; a paragraph that is nothing but identity is left out. */
function policyTextHash(policy: Policy, identity: readonly string[]): string {
  const masks = [...new Set(identity)].sort((a, b) => b.length - a.length);
  const mask = (text: string) => masks.reduce((masked, value) => masked.replaceAll(value, "{}"), text);
  const masked = (texts: readonly string[] | undefined) => (texts ?? []).map(mask).filter((text) => text !== "{}");
  const words = {
    intro: masked(policy.intro),
    sections: policy.sections.map((section) => ({
      id: section.id,
      heading: mask(section.heading),
      paragraphs: masked(section.paragraphs),
      list: masked(section.list),
      after: masked(section.after),
      link: section.link ?? null,
    })),
  };
  return createHash("sha256").update(JSON.stringify(words)).digest("hex").slice(0, 16);
}

async function policies() {
  const [practice, { TERMS_OF_SERVICE }, { PRIVACY_POLICY }, { ACCESSIBILITY_STATEMENT }, { POLICY_SUMMARIES }] = await Promise.all([
    import("./practice"),
    import("./terms-of-service"),
    import("./privacy-policy"),
    import("./accessibility-statement"),
    import("./policy-summaries"),
  ]);
  const identity = identityOf(practice);
  return {
    summaries: POLICY_SUMMARIES,
    hashes: {
      terms: policyTextHash(TERMS_OF_SERVICE, identity),
      privacy: policyTextHash(PRIVACY_POLICY, identity),
      accessibility: policyTextHash(ACCESSIBILITY_STATEMENT, identity),
    },
  };
}

/** The hash recorded on the policy's line of policy-summaries.ts, beside its date: `terms: { ... lastUpdated: "…" }, // text: <hash>`. */
function recordedHash(name: string): string | undefined {
  const source = readFileSync(new URL("./policy-summaries.ts", import.meta.url), "utf8");
  return new RegExp(`^\\s*${name}: \\{.*lastUpdated: "[^"]+" \\}, // text: ([0-9a-f]{16})$`, "m").exec(source)?.[1];
}

describe("each policy's Last Updated date is kept with its text", () => {
  it.each(["terms", "privacy", "accessibility"] as const)("%s: the text is the one its date was recorded for", async (name) => {
    const { summaries, hashes } = await policies();
    const { lastUpdated } = summaries[name];
    expect(
      hashes[name],
      `The ${summaries[name].title} changed since "Last Updated ${lastUpdated}" was recorded: in shared/content/policy-summaries.ts set its lastUpdated to the month of this change and end its line with "// text: ${hashes[name]}".`,
    ).toBe(recordedHash(name));
  });

  it("keeps the same hashes under another practice's identity (a scheme, other providers, other names)", async () => {
    const shipped = (await policies()).hashes;
    vi.resetModules();
    vi.doMock("./practice.json", () => ({ default: COMPLETE_PRACTICE }));
    try {
      const other = await policies();
      const practice = await import("./practice");
      expect(practice.PRACTICE.legalName).toBe(COMPLETE_PRACTICE.legalName);
      expect(other.hashes).toEqual(shipped);
    } finally {
      vi.doUnmock("./practice.json");
      vi.resetModules();
    }
  });
});
