import type { Practice } from "../../shared/content/practice-schema";

/**
 * Numbers the Australian Communications and Media Authority sets aside for fictitious use (films,
 * television, books): connected to no service, so a site showing one gives visitors a number that
 * never rings. For each geographic area code, (0X) 5550 xxxx and (0X) 7010 xxxx; checked on
 * 27 November 2026 against ACMA's "Telephone numbering" page
 * (https://www.acma.gov.au/Home/Industry/Telco/Numbering/Managing-numbers/telephone-numbering,
 * "Fictitious numbers") and the ranges as published from ACMA's list
 * (https://tvtonight.com.au/2024/10/phone-numbers-used-in-tv-shows.html). The shipped stand-in is one.
 */
const FICTITIOUS_GEOGRAPHIC = /^0[2378](5550|7010)\d{4}$/;

/** "07 5550 1234", "(07) 5550 1234" and "+61 7 5550 1234" as the ten digits dialled in Australia. */
function nationalDigits(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return digits.startsWith("+61") ? `0${digits.slice(3)}` : digits;
}

export const isFictitiousNumber = (phone: string) => FICTITIOUS_GEOGRAPHIC.test(nationalDigits(phone));

/** What the site says about reaching a person that only the practice can make true. */
export function reachFindings(practice: Practice): string[] {
  const findings: string[] = [];
  if (practice.phone && isFictitiousNumber(practice.phone)) {
    findings.push(
      `practice.json phone is still the stand-in "${practice.phone}", a number ACMA sets aside for fiction that never rings: give the number visitors should call, or null to show none`,
    );
  }
  if (practice.phone && !practice.contactHours) {
    findings.push(
      "practice.json contactHours is not set: the site shows the phone without saying when it is answered; give the hours in Brisbane time",
    );
  }
  if (!practice.answeredBy)
    findings.push("practice.json answeredBy is not set: the site cannot say who answers calls and emails");
  return findings;
}
