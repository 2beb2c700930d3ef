import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY, SPAM_CHECK_EFFECTS } from "../../shared/content/privacy-policy";
import { isQuarantined, type SpamReason } from "./store";

// Every reason the enquiry service can give has its effect stated (a new reason fails the typecheck here).
const EFFECTS: Readonly<Record<SpamReason, (typeof SPAM_CHECK_EFFECTS)[keyof typeof SPAM_CHECK_EFFECTS]>> =
  SPAM_CHECK_EFFECTS;

/**
 * The privacy policy's automated-decision disclosure (APP 1.7-1.9, from 10 December 2026) must say
 * what the enquiry service actually does with each reason its checks give.
 */
describe("the automated decisions the privacy policy discloses", () => {
  it.each(Object.entries(EFFECTS) as Array<[SpamReason, string]>)(
    "%s: the policy says %s, and the service does so",
    (reason, effect) => {
      expect(isQuarantined(reason)).toBe(effect === "held back");
    },
  );

  it("are disclosed in the policy, each with its effect", () => {
    const text = PRIVACY_POLICY.sections
      .flatMap((section) => [...section.paragraphs, ...(section.list ?? []), ...(section.after ?? [])])
      .join(" ");
    expect(text).toMatch(/Automated decisions\./);
    expect(text).toMatch(/hold the enquiry back as likely spam/);
    expect(text).toMatch(/marked for checking/);
  });
});
