/**
 * The practice's identity and the sentences built from it. Every name, number, email and address of
 * the practice shown anywhere comes from here; change shared/content/practice.json, not the copy.
 */
import practiceFile from "./practice.json";
import { parsePractice, type Practice } from "./practice-schema";

/** Checked when first imported: a bad file stops the build and the server naming the field. */
export const PRACTICE = parsePractice(practiceFile);

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
