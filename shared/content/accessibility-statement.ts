import { PRACTICE } from "./practice";
import { POLICY_SUMMARIES } from "./policy-summaries";
import type { Policy } from "./types";

/**
 * The accessibility statement. "How we test" describes the browser tests in e2e/ (accessibility,
 * keyboard, reduced motion, no JavaScript): change it when they change.
 */
export const ACCESSIBILITY_STATEMENT: Policy = {
  ...POLICY_SUMMARIES.accessibility,
  intro: [
    `We want everyone to be able to use the ${PRACTICE.tradingName} website, including people who use a keyboard instead of a mouse, a screen reader, magnification or other assistive technology. This statement covers this website.`,
  ],
  sections: [
    {
      id: "our-standard",
      heading: "Our Standard",
      paragraphs: [
        "We design, build and test this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.",
      ],
    },
    {
      id: "how-we-test",
      heading: "How We Test",
      paragraphs: [
        "Before a change to the website is published, automated tests run it in a real browser, at desktop and phone widths. They check:",
      ],
      list: [
        "every page, and every state a page can be in (an open question in the FAQs, the phone menu, form errors, the confirmation message), with the axe accessibility checker;",
        "that every link, button and form field can be reached and used with the keyboard alone, with a clearly visible focus indicator, and that focus goes to the right place after moving between pages;",
        "that nothing glides or types itself out when your device asks for reduced motion; and",
        "that every page, its navigation and the contact form work with JavaScript turned off.",
      ],
    },
    {
      id: "known-limitations",
      heading: "Known Limitations",
      paragraphs: [
        "Automated checks find many barriers but not all of them, and the website has not yet been reviewed by people who use assistive technology day to day. Some problems may remain that our tests do not catch.",
        "Documents we send you during an engagement, such as letters and agreements, are not part of this website; if you need one in another format, please ask us.",
      ],
    },
    {
      id: "report-a-problem",
      heading: "Report a Problem",
      paragraphs: [
        `If something on this website is hard or impossible for you to use, please email ${PRACTICE.enquiriesEmail} and tell us the page's address and what happened. We aim to reply within two business days, tell you what we will do about it, and give you the information you were looking for in another way in the meantime.${PRACTICE.phone ? ` You can also call us on ${PRACTICE.phone}; if you are deaf or have a hearing or speech impairment, you can call through the National Relay Service.` : ""}`,
        "If you are not satisfied with our response, you can contact the Australian Human Rights Commission, which handles complaints under the Disability Discrimination Act 1992 (Cth).",
      ],
    },
  ],
};
