/** Home page copy, section by section, in page order. Names come from practice.json (practice.ts); never hard-code them here. */

import type { Card, Faq, PracticeArea } from "./types";
import { LITIGATION_STATEMENT, PRACTICE, RELATIONSHIP_STATEMENT } from "./practice";
import { SITE } from "./site";

// The hero and the contact intro render in the browser; their copy lives apart (see home-interactive.ts).
export { HERO } from "./home-interactive";

interface CardSection {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly cards: readonly Card[];
}

export const HOW_IT_WORKS: CardSection = {
  eyebrow: "The model",
  heading: "How It Works",
  intro:
    "An outsourced general counsel who works as part of your business, not a firm you call only when something goes wrong.",
  cards: [
    {
      title: "Embedded with Your Team",
      body: "We work alongside your people as your general counsel, learning your operations, priorities and appetite for risk so that our advice fits how your business actually runs.",
    },
    {
      title: "Flexible Engagement",
      body: "Draw on more of our time during a transaction or a restructure and less in a quiet quarter, within the annual framework agreed with you and without adding permanent headcount.",
    },
    {
      title: "Predictable Planning",
      body: "We agree an annual budget and goals with you at the outset, so that legal costs can be planned alongside the rest of your budget. Work outside the agreed scope is quoted before it starts.",
    },
  ],
};

/** Opens the "Partner-Level Expertise" card, from the director's profile (never written by hand). */
export const LEADERSHIP_SENTENCE = (name: string, year: number, jurisdiction: string, certificate: string) =>
  `${name}, our legal practitioner director, leads the practice: admitted in ${year} (Supreme Court of ${jurisdiction}) and holding ${/^[aeiou]/i.test(certificate) ? "an" : "a"} ${certificate}.`;

export const WORTH_THE_SWITCH: CardSection = {
  eyebrow: "Why switch",
  heading: "Worth the Switch",
  intro:
    "What an outsourced general counsel offers compared with a single in-house hire or occasional advice from an external firm.",
  cards: [
    {
      title: "Partner-Level Expertise",
      about: "leadership",
      body: "Each of our lawyers has a profile on our About page: their role, when and where they were admitted, their practising certificate and a link to check it on the Law Society's register. Your engagement letter names who acts for you.",
    },
    {
      title: "All-in-One Legal Resourcing",
      body: "Each plan lists the practice areas it covers and what is quoted separately, so you can see before you engage us which routine work one engagement takes in, rather than coordinating several advisers.",
    },
    {
      title: "Commercially Pragmatic",
      body: "Read how we write before you engage us: each article on our blog names the lawyer who wrote it, and their profile lists what else they have written. Our advice ends in a recommendation you can act on.",
    },
    {
      title: "Continuity & Context",
      body: "Each plan states how often we meet and who answers your questions, so the same lawyers keep the history of your contracts, people and decisions, and you do not brief a new adviser each time.",
    },
    {
      title: "Risk Management & Compliance",
      body: "Each plan includes a legal health check of your contracts and policies at the interval it states, so risks are looked for on a schedule rather than found when something goes wrong.",
    },
    {
      title: "Strategic-Level Partner",
      body: "The plans table shows which plans include board papers and attendance at your board or leadership meetings, where legal considerations are weighed as part of strategy and major decisions.",
    },
  ],
};

export const PRACTICE_AREAS: {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly areas: readonly PracticeArea[];
} = {
  eyebrow: "What we do",
  heading: "Practice Areas",
  intro: "Ongoing legal support across the areas businesses deal with in their day-to-day operations and growth.",
  areas: [
    {
      title: "Corporate & Commercial",
      body: "Advice on company structures, governance and the commercial agreements that underpin how your business trades, raises capital and grows, prepared and negotiated with your objectives in mind.",
      matters: [
        "Shareholder agreements",
        "Commercial contracts",
        "Corporate governance",
        "Business sales and acquisitions",
      ],
    },
    {
      title: "Employment & Workplace Relations",
      body: "Practical guidance on employing and managing people, from contracts and workplace policies to Fair Work obligations, workplace investigations and the end of employment relationships.",
      matters: [
        "Employment contracts",
        "Workplace policies",
        "Award and Fair Work compliance",
        "Terminations and workplace disputes",
      ],
    },
    {
      title: "Intellectual Property, Technology & Data",
      body: "Protecting and commercialising your brands, software and other intellectual property, and managing the legal side of technology projects, privacy and the data your business holds.",
      matters: ["Trade mark protection", "Software and SaaS agreements", "Privacy and data compliance", "IP licensing"],
    },
    {
      title: "Commercial Property",
      body: "Support with the premises your business relies on, including reviewing and negotiating leases, managing landlord and tenant issues, and the property aspects of business transactions.",
      matters: ["Commercial and retail leases", "Lease negotiations", "Licences and occupancy arrangements"],
    },
    {
      title: "Regulatory, Compliance & Consumer Law",
      body: "Helping you understand and meet your obligations to regulators such as ASIC and the ACCC, comply with the Australian Consumer Law and manage sector-specific compliance requirements.",
      matters: [
        "Australian Consumer Law",
        "ASIC and ACCC matters",
        "Compliance programs",
        "Licensing and sector regulation",
      ],
    },
    {
      title: "Dispute Resolution & Litigation",
      body: "Early, commercial management of disputes, from assessing your position to negotiation and mediation, with a focus on resolving issues before they escalate into proceedings.",
      matters: ["Early dispute strategy", "Letters of demand", "Negotiation and mediation"],
      note: LITIGATION_STATEMENT,
    },
  ],
};

export const INDUSTRIES: {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly tags: readonly string[];
} = {
  eyebrow: "Who we help",
  heading: "Industries We Serve",
  intro:
    "Our service is built for businesses across a broad range of sectors, each with its own commercial and regulatory setting.",
  tags: [
    "Agribusiness",
    "Aviation/Transport/Logistics",
    "Banking/PE/VC",
    "Beauty/Fashion",
    "Construction/Infrastructure",
    "Crypto/Blockchain",
    "Education/Training",
    "Energy/Resources/Utilities",
    "Fintech",
    "Gambling",
    "Government",
    "Health/Medical",
    "Insurance",
    "Managed Investment Funds",
    "Media/Entertainment",
    "Non-Profit/Charities",
    "Special Interest Cases",
    "Technology",
  ],
};

export const KYLC: {
  readonly eyebrow: string;
  readonly heading: string;
  readonly name: string;
  readonly body: readonly string[];
  readonly benefits: readonly Card[];
} = {
  eyebrow: "Complimentary",
  heading: "KYLC Program",
  name: "Know Your Legal Client",
  body: [
    "Know Your Legal Client (KYLC) is a complimentary, ongoing monthly check-in for every business that engages us.",
    "Each month we check in with you to understand your business drivers, the specifics of your industry and what is coming up, so our advice reflects where your business is heading.",
    "It is one of the check-ins your plan already includes, not a meeting in addition to them: each plan's meetings say which.",
  ],
  benefits: [
    {
      title: "Deeper Context",
      body: "Regular conversations give us a working knowledge of your business, industry and priorities that informs the advice we give you.",
    },
    {
      title: "Faster Execution",
      body: "Because we already understand your business, we can move straight to the issue when a matter arises, without a lengthy briefing process.",
    },
    {
      title: "Proactive Risk Identification",
      body: "Staying close to your plans helps us spot legal and regulatory issues early, while there is still time to address them on your terms.",
    },
  ],
};

export const ABOUT: {
  readonly eyebrow: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly points: readonly Card[];
} = {
  eyebrow: "Who we are",
  heading: "About Us",
  paragraphs: [
    RELATIONSHIP_STATEMENT,
    "The service is built for businesses that have outgrown ad hoc legal advice but do not need, or are not ready for, a full-time legal department of their own.",
    `We are launching in ${SITE.launchYear} and welcome conversations with businesses interested in partnering with us from the start.`,
  ],
  points: [
    {
      title: "Australia-wide",
      body: "We can act for businesses anywhere in Australia from our base in Queensland, working with your team wherever your people are and however your business is structured.",
    },
    {
      title: `Connected to ${PRACTICE.parentFirm.name}`,
      body: `When a matter needs more people or goes to court, we can bring in lawyers from ${PRACTICE.parentFirm.name}, with your agreement and under their own engagement with you.`,
    },
    {
      title: "Clear about who acts for you",
      body: "Before any work starts, your engagement letter names the practice that acts for you, the lawyers responsible and how fees are worked out.",
    },
  ],
};

export const FAQS: {
  readonly eyebrow: string;
  readonly heading: string;
  readonly items: readonly Faq[];
} = {
  eyebrow: "FAQs",
  heading: "Frequently Asked Questions",
  items: [
    {
      question: "How is this different from hiring an in-house lawyer?",
      answer:
        "An in-house hire brings one person's experience and hours, along with recruitment, salary and on-costs. With us you work with lawyers across several areas of law for an agreed annual budget, and the help you receive can follow your workload rather than one person's capacity.",
    },
    {
      question: "What matters do you cover?",
      answer: `We cover corporate and commercial work; employment and workplace relations; intellectual property, technology and data; commercial property; regulatory, compliance and consumer law; and dispute resolution. ${LITIGATION_STATEMENT} If a matter needs another adviser, we will tell you and explain why.`,
    },
    {
      question: "Do you support businesses in regulated industries?",
      answer:
        "Yes. We help businesses in regulated sectors manage their obligations, including dealings with ASIC and the ACCC, compliance with the Australian Consumer Law and the compliance requirements specific to their industry.",
    },
    {
      question: "How does pricing work?",
      about: "pricing",
      answer:
        "At the outset we agree an annual budget, a scope of work and goals with you. Within that framework you can call on us as matters arise, and any work outside the agreed scope is quoted before it starts. Our aim is to give you more value than employing an in-house lawyer.",
      links: [
        { label: "How an engagement works, and how fees are set", to: "/how-we-work" },
        { label: "Compare the plans with the estimated cost of an in-house lawyer", to: "/cost-comparison" },
      ],
    },
  ],
};
