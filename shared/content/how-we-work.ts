/** "/how-we-work" page copy as data: an engagement from the first conversation to review. Names come from practice.json (practice.ts); never hard-code them here. */

import { KYLC } from "./home";
import { JURISDICTION, LITIGATION_STATEMENT, PRACTICE } from "./practice";
import type { ProseSection } from "./types";

/**
 * Given the sentence saying whether the first conversation is charged for (from plans.json
 * "enquiries", so it is never written here by hand), the text that states it.
 */
export type WithFirstConversation = (firstConversation: string) => string;

interface EngagementStep {
  readonly title: string;
  readonly body: string | WithFirstConversation;
}

interface ScopeRow {
  readonly area: string;
  readonly covered: readonly string[];
  readonly quoted: readonly string[];
  readonly referred: readonly string[];
}

const DISPUTE_TEAM = `the separate dispute team at ${PRACTICE.parentFirm.name}, with your agreement`;

export const HOW_WE_WORK: {
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  readonly intro: readonly string[];
  readonly steps: { readonly heading: string; readonly intro: string; readonly items: readonly EngagementStep[] };
  readonly scope: {
    readonly heading: string;
    readonly intro: string;
    /** The table's caption, for screen readers (the heading above says it for sighted readers). */
    readonly caption: string;
    readonly columns: {
      readonly area: string;
      readonly covered: string;
      readonly quoted: string;
      readonly referred: string;
    };
    /** Shown where the table is wider than the screen (a phone), above it. */
    readonly scrollCue: string;
    readonly rows: readonly ScopeRow[];
    readonly note: string;
  };
  readonly fees: ProseSection;
  /** The link from the fees section to the cost comparison. */
  readonly costComparisonLink: string;
  readonly billing: ProseSection;
  readonly costsRights: ProseSection;
  readonly regulator: ProseSection;
  readonly cta: { readonly heading: string; readonly body: WithFirstConversation; readonly label: string };
} = {
  eyebrow: "Engagement",
  title: "How We Work",
  description:
    "How an outsourced general counsel engagement works, from the first conversation to the annual review: scope, annual budget, costs agreement and your rights.",
  intro: [
    "This page walks through an engagement with us from the first conversation to the annual review, so you know what happens at each stage, what you will receive in writing and what each of us agrees to.",
    "Nothing on this page is legal advice or an offer to act. An engagement begins only once we have completed our checks, given you our costs disclosure and confirmed the engagement with you in writing.",
  ],
  steps: {
    heading: "From First Conversation to Review",
    intro:
      "Eight stages, in the order they usually happen. The details of your own engagement are always set out in writing before they apply.",
    items: [
      {
        title: "A First Conversation",
        body: (firstConversation) =>
          `${firstConversation} You tell us about your business, the legal work that tends to come up and what you want from a general counsel; we explain how the service works and whether it suits you. There is no obligation to go further, and please keep the details general until we have checked for conflicts.`,
      },
      {
        title: "Getting to Know the Business",
        body: "If we both want to go ahead, we first check that we have no conflict of interest. We then spend time learning how your business runs: its structure and people, the contracts it relies on, the regulators it deals with and its plans for the year ahead. That way our advice starts from your context rather than from a blank page.",
      },
      {
        title: "Agreeing Scope, Goals and an Annual Budget",
        body: "Together we agree what the engagement covers: the work within scope, the work we would quote for separately, and the work we would refer to someone else. We also agree your goals for the year, such as updating your standard contracts, and an annual budget for that scope, billed in instalments. All of it is written into your engagement letter and costs agreement.",
      },
      {
        title: "Your Costs Agreement and Disclosures",
        body: "Before any work starts, we give you a written costs disclosure, which we give every client: how our costs are calculated, an estimate of the total costs and your rights (the matters section 308 of the Legal Profession Act 2007 (Qld) lists). We then make a written costs agreement with you under section 322. Before we act, we also complete our conflict and identity checks and confirm the engagement in writing.",
      },
      {
        title: "Monthly Check-Ins",
        // Named as the home page names it, and spelt out at its first use here.
        body: `Once the engagement is under way, our ${KYLC.heading} (${KYLC.name}) of monthly check-ins keeps us close to your business. Each month we talk about what has changed, what is coming up and any legal issues on the horizon, and you can ask us for a report on the work done and the costs so far. There is no separate charge for the check-ins.`,
      },
      {
        title: "The Annual Review",
        body: "Each year we sit down with you to review the engagement: what the year involved, whether the scope still fits your business and whether the budget needs to change for the year ahead. Any change to the scope, the budget or the terms is agreed with you in writing before it takes effect, and we tell you in writing of any substantial change to what we disclosed about costs.",
      },
      {
        title: "Ending the Engagement",
        body: "Either of us may end the engagement by written notice, as your costs agreement sets out; we give notice only as our professional obligations allow. When the engagement ends, we hand over your files and documents as you direct, bill any unpaid work up to the end date, and work with you, or whoever takes the work on, so that nothing is lost in the handover.",
      },
      {
        title: "Referral Where Needed",
        body: `Some work is better done by someone else, and we will say so early. ${LITIGATION_STATEMENT} For other work, such as patent drafting or tax structuring, we will tell you who could help and why, and refer the work only with your agreement.`,
      },
    ],
  },
  scope: {
    heading: "What an Engagement Typically Covers",
    intro:
      "Every engagement separates three kinds of work: work within the agreed scope, work we quote for before it starts, and work better done by someone else. This is how that split typically looks across our practice areas.",
    caption: "Work within scope, quoted and referred, by practice area",
    columns: {
      area: "Practice area",
      covered: "Within the agreed scope",
      quoted: "Quoted before work starts",
      referred: "Referred, with your agreement",
    },
    scrollCue: "The table is wider than your screen: scroll it sideways to see every column.",
    rows: [
      {
        area: "Corporate & Commercial",
        covered: [
          "Day-to-day commercial and governance advice",
          "Reviewing supplier and customer contracts",
          "Standard terms, confidentiality agreements and board papers",
        ],
        quoted: ["Business sales, acquisitions and capital raisings", "Due diligence", "Group restructures"],
        referred: ["Tax structuring, to your tax adviser", "Business valuations, to a valuer"],
      },
      {
        area: "Employment & Workplace Relations",
        covered: [
          "Employment contracts and workplace policies",
          "Day-to-day advice on modern awards and Fair Work obligations",
          "Guidance on performance, conduct and terminations",
        ],
        quoted: [
          "Workplace investigations",
          "Enterprise agreement negotiations",
          "Restructures and redundancy programs",
        ],
        referred: [
          `Fair Work Commission and court proceedings, to ${DISPUTE_TEAM}`,
          "Payroll and superannuation calculations, to your accountant",
        ],
      },
      {
        area: "Intellectual Property, Technology & Data",
        covered: [
          "Reviewing software, SaaS and licence agreements",
          "Privacy policies and day-to-day privacy advice",
          "Trade mark searches and filing advice",
        ],
        quoted: [
          "Major technology procurement or outsourcing projects",
          "Responding to a data breach",
          "Intellectual property due diligence",
        ],
        referred: [
          "Patent drafting and filing, to a registered patent attorney",
          "Technical investigation of a cyber incident, to a forensic IT provider",
        ],
      },
      {
        area: "Commercial Property",
        covered: [
          "Reviewing leases and lease renewals",
          "Day-to-day landlord and tenant questions",
          "Licences and occupancy arrangements",
        ],
        quoted: ["Negotiating a lease for major premises", "Property acquisitions and sales"],
        referred: [
          "Property valuations, to a registered valuer",
          "Planning and building approvals, to a town planner or building certifier",
        ],
      },
      {
        area: "Regulatory, Compliance & Consumer Law",
        covered: [
          "Day-to-day advice on the Australian Consumer Law",
          "Reviewing marketing, customer terms and communications",
          "Reviewing compliance policies",
        ],
        quoted: [
          "Responding to a regulator's notice or investigation",
          "Designing a new compliance program",
          "Licence applications",
        ],
        referred: [`Enforcement proceedings in a court or tribunal, to ${DISPUTE_TEAM}`],
      },
      {
        area: "Dispute Resolution & Litigation",
        covered: [
          "Early assessment of a dispute and your position",
          "Letters of demand and responses",
          "Informal negotiation with the other side",
        ],
        quoted: ["Mediation and formal settlement negotiations"],
        referred: [`Court and tribunal proceedings, to ${DISPUTE_TEAM}`],
      },
    ],
    note: "This table shows a typical split, not a promise. The actual split for your business is agreed with you and set out in your engagement letter, and any referral is made only with your agreement and under a separate engagement with whoever does the work.",
  },
  fees: {
    id: "fees",
    heading: "How Our Fees Work",
    paragraphs: [
      "We work on an annual budget. At the outset we agree with you the scope of the engagement and your goals for the year, and we set an annual budget for that scope. The budget is billed in instalments, as your costs agreement sets out.",
      "Work outside the agreed scope is quoted before it starts, and we do it only if you agree to the quote. If a request sits close to the edge of the scope, we raise it with you before starting.",
      "The aim is predictability: legal costs you can plan for alongside the rest of your budget. It is an aim rather than a promise, which is why the scope, the budget and anything quoted separately are all set out in writing.",
    ],
  },
  costComparisonLink: "Weigh an annual budget against the estimated cost of an in-house lawyer",
  billing: {
    id: "billing",
    heading: "Billing, GST and Ending the Engagement",
    paragraphs: [
      "We send bills as your costs agreement sets out, for example monthly. Each bill shows the instalment or the quoted work it covers, and you can ask us about any bill at any time.",
      "Our fees attract GST, which we show on every bill.",
      "Any minimum term for the engagement, and the notice period for ending it, are set out in your costs agreement. Either party may end the engagement by written notice as that agreement provides. When it ends, we bill the work done up to the end date and hand over your files and documents as you direct.",
    ],
  },
  costsRights: {
    id: "your-rights",
    heading: "Your Rights About Costs",
    paragraphs: [
      "Part 3.4 of Chapter 3 of the Legal Profession Act 2007 (Qld) gives you rights about our legal costs. Some depend on the kind of client and the size of the engagement; your costs disclosure sets out the rights that apply to you and who to contact about costs. We are also happy to agree with you how and when we bill.",
      "In plain English, you have the right to:",
    ],
    list: [
      "receive written disclosure of how our costs are calculated and an estimate of the total costs (s 308), which we give every client before work starts;",
      "negotiate a costs agreement with us, and be told how often we will bill you (s 308);",
      "receive a bill, and ask for an itemised bill if you receive a lump sum bill (s 332);",
      "be told in writing of any substantial change to anything we have disclosed about costs (s 315);",
      "ask for written reports on the progress of your matter and the costs incurred so far (s 317); and",
      "apply to have our costs assessed (s 335), or to have a costs agreement set aside (s 328), within the time limits the Act sets.",
    ],
    // Australian Consumer Law (Competition and Consumer Act 2010 (Cth) sch 2) s 101; a business is a
    // consumer of services priced at $100,000 or less (s 3(1), from 1 July 2021).
    after: [
      "If you acquire our services as a consumer under the Australian Consumer Law (for a business, generally where the price is $100,000 or less), you may also ask, within 30 days after receiving a bill, for an itemised bill showing how the price was worked out; we give it free of charge within 7 days of your request (s 101).",
    ],
  },
  regulator: {
    id: "regulator",
    heading: "Regulation and Concerns",
    paragraphs: [
      `${PRACTICE.legalName} is an incorporated legal practice in ${JURISDICTION}, regulated under the Legal Profession Act 2007 (Qld). Our solicitors hold practising certificates issued by the Queensland Law Society, the professional body for Queensland solicitors.`,
      "The Legal Services Commission is the independent body that deals with complaints about Queensland lawyers, including complaints about conduct and some disputes about costs.",
      "If you have a concern about our costs or our conduct, please raise it with us first, with the lawyer responsible for your engagement or the person named in your costs disclosure, so that we can look into it and try to resolve it.",
      "If you are not satisfied with our response, you may contact the Legal Services Commission. Your rights to have our costs assessed or a costs agreement set aside also remain open, within the time limits the Act sets.",
    ],
  },
  cta: {
    heading: "Start With a Conversation",
    body: (firstConversation) =>
      `Tell us a little about your business and the legal work that comes up. ${firstConversation} Please keep the details general until we have checked for conflicts.`,
    label: "Start a conversation",
  },
};
