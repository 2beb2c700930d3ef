import { PRACTICE } from "./practice";

/** Copy of the small screens and the page titles and descriptions used in <head>. */

export const NOT_FOUND = {
  code: "404",
  heading: "Oops! Page not found",
  body: "The page you were looking for doesn't exist or has moved.",
  homeLink: "Return to Home",
  /** The pages a lost visitor most often wants, after the way home. */
  elsewhere: {
    heading: "Or go straight to",
    pricing: { label: "Pricing and plans", to: "/how-we-work#plans" },
    practiceAreas: "Practice areas",
    blog: { label: "The blog", to: "/blog" },
  },
} as const;

export const APP_ERROR = {
  heading: "Unexpected Application Error!",
  homeLink: "Return to Home",
} as const;

export const BLOG_LIST = {
  eyebrow: "Blog",
  heading: "Insights & Updates",
  intro: "Practical notes on running the legal side of a growing business.",
  readMore: "Read More",
  tagHeading: (tag: string) => `Posts tagged “${tag}”`,
  tagIntro: "Articles on this topic, newest first.",
  page: (page: number) => `page ${page}`,
} as const;

/**
 * The blog's words that only its server fragments and heads use (cards, pagination, a post's
 * header and neighbours): kept apart from BLOG_LIST and BLOG_POST so the bundle leaves them out.
 */
export const BLOG_FRAGMENT_COPY = {
  tagDescription: (tag: string) =>
    `Articles tagged “${tag}”: notes on running the legal side of an Australian business.`,
  tagsLabel: "Tags",
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  pagination: "More posts",
  newer: "Newer posts",
  older: "Older posts",
  draft: "Draft",
  updated: (date: string) => `Updated ${date}`,
  neighbours: "More posts",
  previous: "Previous post",
  next: "Next post",
} as const;

export const BLOG_POST = {
  back: "Back to Blog",
  ctaHeading: "Interested in Learning More?",
  ctaBody: "See how an outsourced general counsel could support your business, or get in touch to talk it through.",
  ctaButton: "Explore Our Services",
  disclaimer:
    "This article is general information only and is not legal advice. It does not take into account your circumstances. Please seek advice about your situation before acting on it.",
} as const;

export const ENQUIRY_RECEIVED = {
  heading: "Message received",
  body: "We'll be in touch shortly to discuss your legal needs.",
  homeLink: "Return to Home",
} as const;

export interface PageHead {
  readonly title: string;
  readonly description: string;
}

/** "Title | Brand": the title of every page but the home page, in <head> and in the browser tab. */
export function pageTitle(title: string): string {
  return `${title} | ${PRACTICE.tradingName}`;
}

/** About as many characters of a page's title as search results show before cutting it. */
export const SEARCH_TITLE_LENGTH = 60;

/** A post's <title>: with the practice's name when that still fits in a search result, else the post's title alone. */
export function postTitle(title: string): string {
  const full = pageTitle(title);
  return full.length <= SEARCH_TITLE_LENGTH ? full : title;
}

/**
 * Each page's title, in <head> and in the browser tab (the browser sets it after client-side
 * navigation, so these ship in the bundle). Their descriptions are in a module of their own
 * (page-descriptions.ts) that only the server imports, so the bundle leaves them out.
 */
export const PAGE_TITLES = {
  home: `${PRACTICE.tradingName}: outsourced general counsel for Australian businesses`,
  about: pageTitle("About Us"),
  howWeWork: pageTitle("How We Work"),
  costComparison: pageTitle("The Estimated Cost of an In-House Lawyer"),
  blog: pageTitle(BLOG_LIST.heading),
  terms: pageTitle("Terms of Service"),
  privacy: pageTitle("Privacy Policy"),
  accessibility: pageTitle("Accessibility Statement"),
  notFound: pageTitle("Page not found"),
  enquiryReceived: pageTitle(ENQUIRY_RECEIVED.heading),
  error: pageTitle("Unexpected error"),
} as const;

export type PageKey = keyof typeof PAGE_TITLES;
