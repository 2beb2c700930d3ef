import { APP_ERROR } from "./pages";
import { PRACTICE } from "./practice";

/**
 * What the status pages say: what happened, in plain words, and what the visitor can do about it.
 * Every refusal offers the practice's enquiries address, so a visitor the site turned away can still
 * reach a person. One page template shows them all (server/pages/status-page.tsx).
 */
interface StatusCopy {
  /** The <title> and the heading. */
  readonly heading: string;
  /** What happened. */
  readonly body: string;
  /** What to do next; `{wait}` reads as the time to wait ("about ten minutes"). */
  readonly action: string;
}

export const STATUS_EMAIL = {
  lead: "You can also email us at",
  address: PRACTICE.enquiriesEmail,
} as const;

export const STATUS_HOME_LINK = "Return to Home";

/** Heading over what a refused enquiry carried, shown back so nothing typed is lost. */
export const STATUS_TYPED = {
  heading: "What you typed",
  intro: "Your message was not sent. Here is what you typed, so you can copy it into an email or send it again later.",
} as const;

const AGAIN_FROM_FORM = "Please open the home page and send it from the form there.";

export const STATUS_PAGES: Readonly<Record<number, StatusCopy>> = {
  400: {
    heading: "We could not read that request",
    body: "Something in the address or the form was not in a shape our server accepts.",
    action: "Please check the address, or go back and try again.",
  },
  403: {
    heading: "This form can only be sent from our website",
    body: "Your message came from another website, or your browser marked it as cross-site, so we did not accept it.",
    action: AGAIN_FROM_FORM,
  },
  404: {
    heading: "Page not found",
    body: "The page you were looking for doesn't exist or has moved.",
    action: "Please check the address, or start again from the home page.",
  },
  405: {
    heading: "This address does not take that kind of request",
    body: "Pages here can be read, and the enquiry form can be sent, but nothing else.",
    action: "Please go back and use the page or the form as it is.",
  },
  408: {
    heading: "The request took too long to arrive",
    body: "Our server stopped waiting for the rest of it.",
    action: "Please check your connection and try again.",
  },
  413: {
    heading: "That was more than we can take",
    body: "The form arrived larger than any message we accept.",
    action: "Please shorten the message and send it again.",
  },
  414: {
    heading: "That address is too long",
    body: "The link you followed is longer than any page of ours.",
    action: "Please check the address, or start again from the home page.",
  },
  415: {
    heading: "The form arrived in a format we cannot read",
    body: "Our enquiry form sends a plain web form; this request sent something else.",
    action: AGAIN_FROM_FORM,
  },
  417: {
    heading: "We cannot meet that request's expectation",
    body: "The request asked our server to expect something it does not support.",
    action: "Please try again from your browser.",
  },
  429: {
    heading: "Too many enquiries from this connection",
    body: "We limit how many enquiries one connection can send in a short time, and this one has reached the limit.",
    action: "Please try again in {wait}.",
  },
  431: {
    heading: "The request's headers were too large",
    body: "Your browser sent more header data than our server accepts, often from large or many cookies.",
    action: "Please clear this site's cookies and try again.",
  },
  // The spec's fallback screen for an unexpected failure keeps its heading (product spec, "Unexpected routing failure").
  500: {
    heading: APP_ERROR.heading,
    body: "500 Internal Server Error: the page could not be shown because of a problem with our server, not with anything you did.",
    action: "Please try again in {wait}.",
  },
  503: {
    heading: "We are busy right now",
    body: "Our server is answering many requests at once and could not take yours.",
    action: "Please try again in {wait}.",
  },
};

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "a few seconds", "a minute", "about ten minutes", "about 25 minutes": how long to wait, in words. */
export function waitInWords(seconds: number | undefined): string {
  if (seconds === undefined || seconds <= 30) return "a few seconds";
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return "a minute";
  return `about ${NUMBER_WORDS[minutes] ?? String(minutes)} minutes`;
}

/** The copy for a status: its own, or the family's (4xx as 400, 5xx as 500), with the wait filled in. */
export function statusCopy(status: number, retryAfterSeconds?: number): StatusCopy {
  const copy = STATUS_PAGES[status] ?? STATUS_PAGES[status >= 500 ? 500 : 400]!;
  return { ...copy, action: copy.action.replace("{wait}", waitInWords(retryAfterSeconds)) };
}
