/**
 * The practice's identity and the sentences built from it. Every name, number, email and address of
 * the practice shown anywhere comes from here; change shared/content/practice.json, not the copy.
 */
import practiceFile from "./practice.json";
import type { Practice } from "./practice-schema";

/**
 * The identity as the file has it. The build (scripts/build/site-identity.ts) and the server's start
 * (server/index.ts) check it with parsePractice and stop naming the field; the browser is sent
 * only what they accepted, so the schema stays out of the bundle.
 */
export const PRACTICE = practiceFile as unknown as Practice;

/** The state whose law governs the practice and where it is incorporated. */
export const JURISDICTION = "Queensland";

const grouped = (digits: string, sizes: readonly number[]) => {
  const plain = digits.replace(/\s/g, "");
  let at = 0;
  return sizes.map((size) => plain.slice(at, (at += size))).join(" ");
};

export const ACN = `ACN ${grouped(PRACTICE.acn, [3, 3, 3])}`;
export const ABN = `ABN ${grouped(PRACTICE.abn, [2, 3, 3, 3])}`;

const { address, parentFirm } = PRACTICE;

/** "c/o Firm, 1 Street, Locality QLD 4000". */
export const ADDRESS_LINE = [address.careOf ? `c/o ${address.careOf}` : "", address.street, `${address.locality} ${address.state} ${address.postcode}`]
  .filter(Boolean)
  .join(", ");

/**
 * Who the practice is, who acts for the client and how it relates to the parent firm: one sentence,
 * the same in the footer, About, the Terms and the Privacy Policy.
 */
export const RELATIONSHIP_STATEMENT = `${PRACTICE.tradingName} is a trading name of ${PRACTICE.legalName} (${ACN}), an incorporated legal practice in ${JURISDICTION} whose own solicitors act for its clients, and which is ${parentFirm.relationship} ${parentFirm.name}.`;

/** The one statement of how litigation is handled (home's practice areas and the Terms). */
export const LITIGATION_STATEMENT = `Litigation is delivered through a separate dispute team at ${parentFirm.name}, only with your agreement and under its own engagement with you; we stay involved as your general counsel.`;

/** Lawful only for a participant in a professional standards scheme; absent otherwise. */
export const LIABILITY_NOTICE = liabilityNoticeFor(PRACTICE);

export function liabilityNoticeFor(practice: Pick<Practice, "limitedLiabilityScheme">): string | undefined {
  return practice.limitedLiabilityScheme.participates ? "Liability limited by a scheme approved under professional standards legislation." : undefined;
}
