import { PRACTICE } from "./practice";
import { PAGE_TITLES, type PageHead, type PageKey } from "./pages";

/** Each page's meta description, for the server's <head> only (see PAGE_TITLES in pages.ts): never imported by the browser's code. */
export const PAGE_DESCRIPTIONS = {
  home: "Your business, your counsel. An Australia-wide outsourced general counsel service: the depth of a law firm with the continuity of in-house counsel, on an agreed annual budget.",
  about: "Who runs the practice, its regulator and insurance, and its lawyers.",
  howWeWork:
    "How an engagement works, from the first conversation to the annual review: scope, goals and an annual budget agreed, what is quoted separately, and your costs rights.",
  costComparison:
    "Estimate what employing an in-house lawyer costs a year, with superannuation, payroll tax, leave and recruitment, and compare it with an outsourced budget.",
  blog: "Articles on in-house and external counsel, legal risk and running the legal side of an Australian business.",
  terms: `The terms that apply to your use of the ${PRACTICE.tradingName} website. Legal services are governed by the engagement and costs documents we give you.`,
  privacy: `How ${PRACTICE.tradingName} collects, uses, stores and protects personal information under the Australian Privacy Principles.`,
  accessibility: `How the ${PRACTICE.tradingName} website is built and tested for accessibility (WCAG 2.2 AA), its known limitations, and how to report a problem.`,
  notFound: "The page you were looking for doesn't exist or has moved.",
  enquiryReceived: "Thank you for your enquiry.",
  error: "Something went wrong on our side.",
} as const satisfies Record<PageKey, string>;

/** A page's title and description together, as the server's head has them. */
export function pageHead(page: PageKey): PageHead {
  return { title: PAGE_TITLES[page], description: PAGE_DESCRIPTIONS[page] };
}
