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
  tagDescription: (tag: string) => `Articles tagged “${tag}”: notes on running the legal side of an Australian business.`,
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

export const PAGE_HEADS = {
  home: {
    title: `${PRACTICE.tradingName}: outsourced general counsel for Australian businesses`,
    description:
      "Your business, your counsel. An Australia-wide outsourced general counsel service: the depth of a law firm with the continuity of in-house counsel, on an agreed annual budget.",
  },
  about: {
    title: pageTitle("About Us"),
    description: "Who runs the practice, its regulator and insurance, and its lawyers.",
  },
  howWeWork: {
    title: pageTitle("How We Work"),
    description:
      "How an engagement works, from the first conversation to the annual review: scope, goals and an annual budget agreed, what is quoted separately, and your costs rights.",
  },
  costComparison: {
    title: pageTitle("The Estimated Cost of an In-House Lawyer"),
    description:
      "Estimate what employing an in-house lawyer costs a year, with superannuation, payroll tax, leave and recruitment, and compare it with an outsourced budget.",
  },
  blog: {
    title: pageTitle(BLOG_LIST.heading),
    description: "Articles on in-house and external counsel, legal risk and running the legal side of an Australian business.",
  },
  terms: {
    title: pageTitle("Terms of Service"),
    description: `The terms that apply to your use of the ${PRACTICE.tradingName} website. Legal services are governed by the engagement and costs documents we give you.`,
  },
  privacy: {
    title: pageTitle("Privacy Policy"),
    description: `How ${PRACTICE.tradingName} collects, uses, stores and protects personal information under the Australian Privacy Principles.`,
  },
  accessibility: {
    title: pageTitle("Accessibility Statement"),
    description: `How the ${PRACTICE.tradingName} website is built and tested for accessibility (WCAG 2.2 AA), its known limitations, and how to report a problem.`,
  },
  notFound: {
    title: pageTitle("Page not found"),
    description: "The page you were looking for doesn't exist or has moved.",
  },
  enquiryReceived: {
    title: pageTitle(ENQUIRY_RECEIVED.heading),
    description: "Thank you for your enquiry.",
  },
  error: {
    title: pageTitle("Unexpected error"),
    description: "Something went wrong on our side.",
  },
} as const satisfies Record<string, PageHead>;
