/**
 * The engagement's terms in words (shared/content/engagement.json), wherever a price is shown: the
 * home page's price line, the pricing answer, the plans table, /how-we-work and the cost comparison.
 * One wording, so every page states the same terms.
 */
import type { Engagement } from "./engagement-schema";

type Terms = Pick<
  Engagement,
  "minimumTermMonths" | "noticePeriodDays" | "billingInterval" | "billedInAdvance" | "unusedHoursCarriedOver"
>;

const months = (count: number) => `${count} ${count === 1 ? "month" : "months"}`;
/** "30 days'", "1 day's": the possessive of "notice". */
const daysNotice = (count: number) => `${count} ${count === 1 ? "day's" : "days'"}`;
const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** "monthly in advance", "quarterly in arrears". */
const billingText = (terms: Terms) => `${terms.billingInterval} ${terms.billedInAdvance ? "in advance" : "in arrears"}`;

/** "Unused hours are not carried over to the next month." */
export const unusedHoursText = (terms: Terms) =>
  terms.unusedHoursCarriedOver
    ? "Hours a plan leaves unused in a month carry over to the next."
    : "Hours a plan leaves unused in a month are not carried over.";

/** The terms in two sentences: billing, the minimum term and notice; then unused hours. */
export function termsSentence(terms: Terms): string {
  return `Billed ${billingText(terms)}, for a minimum term of ${months(terms.minimumTermMonths)}, then ended by either side on ${daysNotice(terms.noticePeriodDays)} notice in writing. ${unusedHoursText(terms)}`;
}

/** The terms as a list of term and value, for /how-we-work's figures. */
export function termsList(terms: Terms): { readonly term: string; readonly value: string }[] {
  const billing = billingText(terms);
  return [
    {
      term: "Billing",
      value: `${billing.charAt(0).toUpperCase()}${billing.slice(1)}, in instalments of the annual budget`,
    },
    { term: "Minimum term", value: months(terms.minimumTermMonths) },
    {
      term: "Notice to end the engagement",
      value: `${days(terms.noticePeriodDays)} in writing, after the minimum term`,
    },
    {
      term: "Unused hours",
      value: terms.unusedHoursCarriedOver ? "Carried over to the next month" : "Not carried over",
    },
  ];
}
