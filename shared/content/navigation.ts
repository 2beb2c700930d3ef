/** Header and footer navigation (spec section 2). Section ids are the home page's anchors. */

export const SECTION_IDS = {
  howItWorks: "how-it-works",
  practiceAreas: "practice-areas",
  industries: "industries",
  faqs: "faqs",
  contact: "contact",
} as const;
type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

export interface SectionLink {
  readonly label: string;
  readonly section: SectionId;
}

export const HEADER_SECTION_LINKS: readonly SectionLink[] = [
  { label: "How It Works", section: SECTION_IDS.howItWorks },
  { label: "Practice Areas", section: SECTION_IDS.practiceAreas },
  { label: "Industries", section: SECTION_IDS.industries },
  { label: "FAQs", section: SECTION_IDS.faqs },
];

export const HEADER_BLOG_LINK = { label: "Blog", to: "/blog" } as const;

/** The plans on /how-we-work: a section of that page, which the header's Pricing item leads to. */
export const PLANS_SECTION_ID = "plans";
export const PLANS_PATH = `/how-we-work#${PLANS_SECTION_ID}`;

/** Who the practice is and the team: one tap from every page, in the header, the phone menu and the footer. */
const ABOUT_LINK = { label: "About", to: "/about" } as const;
const PRICING_LINK = { label: "Pricing", to: PLANS_PATH } as const;

/**
 * Pages the header links to beside the spec's items (which all stay): Pricing and About, then the
 * spec's Blog. Plain links, so they work before hydration and without JavaScript.
 */
export const HEADER_PAGE_LINKS = [PRICING_LINK, ABOUT_LINK, HEADER_BLOG_LINK] as const;
export const HEADER_CTA: SectionLink = { label: "Get in Touch", section: SECTION_IDS.contact };

export const FOOTER_QUICK_LINKS: readonly SectionLink[] = [
  { label: "Practice Areas", section: SECTION_IDS.practiceAreas },
  { label: "Industries", section: SECTION_IDS.industries },
  { label: "FAQs", section: SECTION_IDS.faqs },
  { label: "Contact", section: SECTION_IDS.contact },
];

export const FOOTER_HEADINGS = { quickLinks: "Quick Links", related: "Related" } as const;

/** Pages of the site's own beside the policies, in the footer's Related list. */
export const FOOTER_PAGE_LINKS = [ABOUT_LINK, { label: "How We Work", to: "/how-we-work" }, PRICING_LINK] as const;

export const POLICY_LINKS = [
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Accessibility", to: "/accessibility" },
] as const;
