/**
 * How a visitor reaches a person: the practice's phone and email, when they are answered and by
 * whom, and its booking page if it has one (all from practice.json). Shown beside the form, in the
 * footer, on /about and on /contact/received.
 */
import { PRACTICE } from "./practice";
import type { Practice } from "./practice-schema";

export const REACH_COPY = {
  heading: "Talk to a person",
  phone: "Phone",
  email: "Email",
  /** "Example Director answers calls and emails, Monday to Friday, 8:30 am to 5 pm Brisbane time." */
  answeredBy: (who: string, hours: string | null | undefined) =>
    `${who} answers calls and emails${hours ? `, ${hours}` : ""}.`,
  hours: (hours: string) => `Calls and emails are answered ${hours}.`,
  booking: "Book the first call",
} as const;

/** A `tel:` address in the international form every phone dials: "07 5550 1234" is tel:+61755501234. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+61${digits.slice(1)}` : digits}`;
}

export interface ReachDetails {
  readonly phone?: { readonly label: string; readonly href: string };
  readonly email: { readonly label: string; readonly href: string };
  /** Who answers and when, as one sentence, or nothing when practice.json says neither. */
  readonly who?: string;
  readonly booking?: { readonly href: string };
}

export function reachDetails(practice: Practice = PRACTICE): ReachDetails {
  const { phone, enquiriesEmail, contactHours, answeredBy, bookingUrl } = practice;
  const who = answeredBy
    ? REACH_COPY.answeredBy(answeredBy, contactHours)
    : contactHours
      ? REACH_COPY.hours(contactHours)
      : undefined;
  return {
    ...(phone ? { phone: { label: phone, href: telHref(phone) } } : {}),
    email: { label: enquiriesEmail, href: `mailto:${enquiriesEmail}` },
    ...(who ? { who } : {}),
    ...(bookingUrl ? { booking: { href: bookingUrl } } : {}),
  };
}

export const REACH = reachDetails();
