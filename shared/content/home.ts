/** Home page copy, section by section, in page order. Names come from practice.json (practice.ts); never hard-code them here. */

import type { Card, Faq, PracticeArea } from "./types";
import { LITIGATION_STATEMENT, PRACTICE, RELATIONSHIP_STATEMENT } from "./practice";
import { SITE } from "./site";

interface CardSection {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly cards: readonly Card[];
}

export const HERO = {
  badges: ["Launching 2026", "Australian-wide legal practice"],
  headlineLead: "Your business,",
  headlineTyped: "your counsel.",
  subline: "Law firm perks. In-house feel.",
  intro:
    "We combine the depth of an external law firm with the embedded continuity of in-house counsel. Legal work is planned with you on a fixed-fee style basis, and our support scales as your business changes.",
  primaryCta: "Explore Our Capabilities",
  secondaryCta: "Get in Touch",
} as const;

export const HOW_IT_WORKS: CardSection = {
  eyebrow: "The model",
  heading: "How It Works",
  intro: "An outsourced general counsel who works as part of your business, not a firm you call only when something goes wrong.",
  cards: [
    {
      title: "Embedded with Your Team",
      body: "We work alongside your people as your general counsel, learning your operations, priorities and appetite for risk so that our advice fits how your business actually runs.",
    },
    {
      title: "Flexible Engagement",
      body: "Legal support scales up or down as your needs change, whether you are working through a busy transaction period or a quieter quarter, without adding permanent headcount.",
    },
    {
      title: "Predictable Planning",
      body: "We agree an annual budget and goals with you at the outset, giving you fixed-fee style planning so that legal costs can be managed alongside the rest of your budget.",
    },
  ],
};

export const WORTH_THE_SWITCH: CardSection = {
  eyebrow: "Why switch",
  heading: "Worth the Switch",
  intro: "What an outsourced general counsel offers compared with a single in-house hire or occasional advice from an external firm.",
  cards: [
    {
      title: "Partner-Level Expertise",
      body: "Work directly with senior lawyers who bring partner-level judgement to your matters, so you receive considered, commercially grounded advice with the depth of an external law firm.",
    },
    {
      title: "All-in-One Legal Resourcing",
      body: "One engagement covers your everyday legal needs across corporate, employment, intellectual property, property and regulatory matters, so you are not coordinating several advisers for routine work.",
    },
    {
      title: "Commercially Pragmatic",
      body: "Our advice is framed around your commercial objectives, with clear recommendations and a practical view of risk rather than lengthy memos that leave the decision entirely with you.",
    },
    {
      title: "Continuity & Context",
      body: "Because we work with you on an ongoing basis, we keep the history of your contracts, people and decisions, so you do not need to brief a new adviser each time.",
    },
    {
      title: "Risk Management & Compliance",
      body: "We help you identify legal and regulatory risks early, put sensible policies and processes in place, and keep your obligations under review as your business and the law change.",
    },
    {
      title: "Strategic-Level Partner",
      body: "Beyond individual matters, we take part in planning and board-level discussions, helping you weigh legal considerations as part of strategy, growth and major commercial decisions.",
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
      matters: ["Shareholder agreements", "Commercial contracts", "Corporate governance", "Business sales and acquisitions"],
    },
    {
      title: "Employment & Workplace Relations",
      body: "Practical guidance on employing and managing people, from contracts and workplace policies to Fair Work obligations, workplace investigations and the end of employment relationships.",
      matters: ["Employment contracts", "Workplace policies", "Award and Fair Work compliance", "Terminations and workplace disputes"],
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
      matters: ["Australian Consumer Law", "ASIC and ACCC matters", "Compliance programs", "Licensing and sector regulation"],
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
  intro: "Our service is built for businesses across a broad range of sectors, each with its own commercial and regulatory setting.",
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
    "Know Your Legal Client is a complimentary, ongoing monthly touchpoint for the businesses we work with.",
    "Each month we check in with you to understand your business drivers, the specifics of your industry and what is coming up, so our advice reflects where your business is heading.",
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
    "We set out to combine the depth of an external law firm with the continuity of in-house counsel: lawyers who know your business, plan legal work with you ahead of time and scale their support as your needs change.",
    `We are launching in ${SITE.launchYear} and welcome conversations with businesses interested in partnering with us from the start.`,
  ],
  points: [
    {
      title: "Australian-wide",
      body: "We support businesses across Australia from our base in Queensland, working alongside your team wherever your people are located and however your business is structured.",
    },
    {
      title: "Backed by our parent firm",
      body: `${PRACTICE.legalName} is ${PRACTICE.parentFirm.relationship} ${PRACTICE.parentFirm.name}. When a matter needs more hands or a court, we can bring in its lawyers, with your agreement.`,
    },
    {
      title: "Built for growing businesses",
      body: "Our model is designed for businesses that need regular legal support but are not ready for, or do not need, a full-time in-house legal team.",
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
        "You get the partner-level depth of a law firm together with the continuity of a lawyer embedded in your business, without the recruitment process, salary and on-costs of a full-time hire. Our support can also scale up or down as your workload changes, rather than being limited to one person's capacity.",
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
      answer:
        "At the outset we agree an annual budget and goals with you. Within that framework we are fully available to you, and the service is designed to give you more value than employing an in-house lawyer.",
    },
  ],
};

export const CONTACT_INTRO = {
  heading: "Get in Touch",
  line: "Interested in partnering with us for our 2026 launch? We'd love to hear from you.",
} as const;
