import { businessDays, firstConversationTerms } from "../plans/plans";
import type { EnquiryTerms, PlansFile } from "../plans/plans-schema";
import type { Person, Team } from "../team/person";

/**
 * What the practice promises a new enquiry, read from plans.json "enquiries" and nowhere else: who
 * replies, within how long, and whether the first conversation is charged for. The panel beside the
 * form, /contact/received, /how-we-work, the profiles and the FAQ all state it from here, so a
 * practice that changes the file changes every page.
 */
export interface EnquiryPromise {
  readonly terms: EnquiryTerms;
  /** The profile of who replies (the build refuses a repliedBy that names nobody). */
  readonly replier: Person | undefined;
  /** "one business day", "2 business days". */
  readonly within: string;
  /** "We do not charge for the first conversation about whether we are a fit." or what it costs. */
  readonly firstConversation: string;
}

export function enquiryPromise(plans: PlansFile | undefined, team: Team): EnquiryPromise | undefined {
  if (!plans) return undefined;
  const terms = plans.enquiries;
  return {
    terms,
    replier: team.bySlug(terms.repliedBy),
    within: businessDays(terms.replyWithinBusinessDays),
    firstConversation: firstConversationTerms(terms),
  };
}
