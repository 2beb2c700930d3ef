import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { COMPLETE_PRACTICE } from "../../test/support/practice-fixtures";
import type * as PracticeExports from "./practice";
import type { Practice } from "./practice-schema";
import type { Policy } from "./types";

/**
 * A policy's "Last Updated" date is the month its text last changed. Beside each date,
 * policy-summaries.ts records a hash of the text it dates; when the text changes and the record
 * does not, this fails and says what to write. The month is held to the hash too: it must be the
 * month the hash was first recorded (the commit that first wrote it, or today while it is not yet
 * committed), so a new hash written under the old month fails. The practice's identity (names,
 * addresses, the scheme notice, the providers paragraph, all from practice.json) is masked first, so
 * a practice that puts in its own identity keeps the suite green; only the policy's own words count.
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
  const [practice, { TERMS_OF_SERVICE }, { PRIVACY_POLICY }, { ACCESSIBILITY_STATEMENT }, { POLICY_SUMMARIES }] =
    await Promise.all([
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

const SUMMARIES_FILE = fileURLToPath(new URL("./policy-summaries.ts", import.meta.url));
const MONTH = new Intl.DateTimeFormat("en-AU", { month: "long", year: "numeric", timeZone: "Australia/Brisbane" });
const git = (...args: string[]) =>
  spawnSync("git", args, { cwd: fileURLToPath(new URL(".", import.meta.url)), encoding: "utf8" });

/**
 * The Queensland month in which `hash` was first written beside its policy, and where: the oldest
 * commit of policy-summaries.ts that holds it, or today while no commit does. Undefined without the
 * whole history to ask (a copy without .git, a shallow clone), where the hash alone is held.
 */
function monthRecorded(hash: string, now = new Date()): { month: string; where: string } | undefined {
  if (git("rev-parse", "--is-shallow-repository").stdout.trim() !== "false") return undefined;
  // -m: a hash first written while resolving a merge is in no parent's diff, only the merge's own.
  const log = git("log", "-m", "--reverse", "--format=%h %aI", `-S${hash}`, "--", SUMMARIES_FILE);
  if (log.status !== 0) return undefined;
  const [first] = log.stdout.split("\n").filter(Boolean);
  if (!first) return { month: MONTH.format(now), where: "not yet committed, so this month" };
  const [commit, date] = first.split(" ");
  return { month: MONTH.format(new Date(date!)), where: `first committed in ${commit}` };
}

describe("each policy's Last Updated date is kept with its text", () => {
  it.each(["terms", "privacy", "accessibility"] as const)(
    "%s: the text is the one its date was recorded for",
    async (name) => {
      const { summaries, hashes } = await policies();
      const { lastUpdated } = summaries[name];
      expect(
        hashes[name],
        `The ${summaries[name].title} changed since "Last Updated ${lastUpdated}" was recorded: in shared/content/policy-summaries.ts set its lastUpdated to the month of this change and end its line with "// text: ${hashes[name]}".`,
      ).toBe(recordedHash(name));
    },
  );

  it.each(["terms", "privacy", "accessibility"] as const)(
    "%s: the date is the month its text's hash was first recorded",
    async (name) => {
      const { summaries, hashes } = await policies();
      const recorded = monthRecorded(hashes[name]);
      if (!recorded) return; // No history to ask: the hash above is what holds the date.
      expect(
        summaries[name].lastUpdated,
        `The ${summaries[name].title}'s text (// text: ${hashes[name]}) was recorded in ${recorded.month} (${recorded.where}): in shared/content/policy-summaries.ts set its lastUpdated to "${recorded.month}"`,
      ).toBe(recorded.month);
    },
  );

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
