import { businessDays, firstConversationTerms } from "../plans/plans";
import type { EnquiryTerms, PlansFile } from "../plans/plans-schema";
import type { Person, Team } from "../team/person";
import { NEXT_STEPS_COPY } from "../../shared/content/people-and-plans";
import { PRACTICE } from "../../shared/content/practice";
import { formatDate, queenslandToday } from "../../shared/lib/dates";

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
  /**
   * Whether the reply time may be promised: only where the server mails each enquiry to someone
   * who can keep it (SMTP_URL and ENQUIRY_TO set). Otherwise pages say the practice replies as soon as it can.
   */
  readonly replyKept: boolean;
  /** "We do not charge for the first conversation about whether we are a fit." or what it costs. */
  readonly firstConversation: string;
  /** "We are taking on new clients." or "We take on new clients from 1 February 2027.": see takingClients. */
  readonly takingClients: string;
}

/**
 * Whether the practice takes clients yet, as of the Queensland day the page is rendered. Pages are
 * held until the year turns, so each wording must stay true while it is held: "from 1 February 2027"
 * is still true after that day, and "taking on new clients" stays true once it is.
 */
export function takingClients(from: string = PRACTICE.takingClientsFrom, now: Date = new Date()): string {
  return queenslandToday(now) >= from ? NEXT_STEPS_COPY.takingNow : NEXT_STEPS_COPY.takingFrom(formatDate(from));
}

export function enquiryPromise(
  plans: PlansFile | undefined,
  team: Team,
  replyKept: boolean,
): EnquiryPromise | undefined {
  if (!plans) return undefined;
  const terms = plans.enquiries;
  return {
    terms,
    replier: team.bySlug(terms.repliedBy),
    within: businessDays(terms.replyWithinBusinessDays),
    replyKept,
    firstConversation: firstConversationTerms(terms),
    takingClients: takingClients(),
  };
}
