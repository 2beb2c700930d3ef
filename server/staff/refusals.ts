import type { Refusal } from "./pages";

const START_AGAIN = { href: "/", label: "Start signing in again" };
const ASK_OPERATOR = "If it keeps happening, tell whoever runs the site; the server's log names the cause.";

/** Every way the staff area says no, with what to do next. */
export const REFUSALS = {
  notOnList: {
    status: 403,
    title: "This account may not use the staff area",
    paragraphs: [
      "You signed in, but your email address is not on the list of staff who may use this area.",
      "Ask whoever runs the site to add your address (or your practice's domain) to STAFF_EMAILS, then sign in again.",
    ],
    action: START_AGAIN,
  },
  unverified: {
    status: 403,
    title: "Your email address is not verified",
    paragraphs: [
      "The practice's sign-in service did not confirm that your email address is verified, so the staff area cannot tell it is yours.",
      "Verify the address with the sign-in service (or ask its administrator to), then sign in again.",
    ],
    action: START_AGAIN,
  },
  noEmail: {
    status: 403,
    title: "The sign-in service gave no email address",
    paragraphs: [
      "The staff area admits staff by email address, and the sign-in service did not give one for your account.",
      ASK_OPERATOR,
    ],
    action: START_AGAIN,
  },
  providerError: {
    status: 502,
    title: "The sign-in did not complete",
    paragraphs: [
      "The practice's sign-in service refused or could not complete the sign-in, so you are not signed in.",
      "Try again. " + ASK_OPERATOR,
    ],
    action: START_AGAIN,
  },
  providerUnavailable: {
    status: 503,
    title: "Sign-in is unavailable just now",
    paragraphs: [
      "The practice's sign-in service cannot be reached. The staff area tries again every 30 seconds.",
      "Wait a minute and try again. " + ASK_OPERATOR,
    ],
    action: START_AGAIN,
  },
  signInStale: {
    status: 400,
    title: "This sign-in has already been used or has expired",
    paragraphs: [
      "A sign-in link works once, from the browser that started it, within 10 minutes. This one did not match a sign-in under way here.",
      "Start again from the staff area's sign-in page.",
    ],
    action: START_AGAIN,
  },
  crossSite: {
    status: 403,
    title: "This request was refused",
    paragraphs: [
      "It did not come from a page of the staff area (or the page was too old to carry its check), so nothing was changed.",
      "Go back to the staff area, reload the page and try again.",
    ],
    action: { href: "/", label: "Go to the staff area" },
  },
  notFound: {
    status: 404,
    title: "Page not found",
    paragraphs: ["There is no page of the staff area at this address."],
    action: { href: "/", label: "Go to the staff area" },
  },
  failed: {
    status: 500,
    title: "Something went wrong",
    paragraphs: ["The staff area could not answer this request; nothing more was changed by it.", ASK_OPERATOR],
    action: { href: "/", label: "Go to the staff area" },
  },
} as const satisfies Record<string, Refusal>;

export type RefusalName = keyof typeof REFUSALS;
