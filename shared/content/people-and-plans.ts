/**
 * The words around the team's profiles, the plans and what happens after an enquiry. Only server
 * fragments read them (server/pages/fragments/), so none of it ships in the bundle. Every name and
 * figure comes from shared/content/team/*.md and shared/content/plans.json, never from here.
 */
import { JURISDICTION, PRACTICE, RELATIONSHIP_STATEMENT } from "./practice";

export const ABOUT_PAGE = {
  eyebrow: "Who we are",
  title: "About Us",
  intro: [RELATIONSHIP_STATEMENT],
  director: {
    heading: "Who Runs the Practice",
    body: (name: string) =>
      `An incorporated legal practice must have a legal practitioner director: a director who is an Australian legal practitioner, responsible for the management of the legal services the practice provides (Legal Profession Act 2007 (Qld), chapter 2, part 2.7). Ours is ${name}.`,
    profileLink: (name: string) => `${name}'s profile`,
  },
  parentFirm: {
    heading: `Our Relationship with ${PRACTICE.parentFirm.name}`,
    body: `${PRACTICE.legalName} is ${PRACTICE.parentFirm.relationship} ${PRACTICE.parentFirm.name}. Our own solicitors act for our clients. When a matter needs court work or more people, we can bring in ${PRACTICE.parentFirm.name} only with your agreement, under its own engagement with you.`,
  },
  regulation: {
    heading: "Regulation and Insurance",
    paragraphs: [
      `We are regulated under the Legal Profession Act 2007 (Qld). Our solicitors hold practising certificates issued by the Queensland Law Society, and each profile below links to where you can check a lawyer's admission.`,
      "Every Queensland law practice must hold professional indemnity insurance that complies with the Queensland Law Society Indemnity Rule; we hold it.",
      `The Legal Services Commission deals with complaints about ${JURISDICTION} lawyers. Please raise any concern with us first; our How We Work page explains your rights about costs.`,
    ],
    sources: [
      {
        label: "Queensland Law Society: regulating the legal profession",
        href: "https://www.qls.com.au/For_the_profession/Regulating_the_profession/Regulating_the_legal_profession",
      },
      { label: "Legal Services Commission", href: "https://www.lsc.qld.gov.au/" },
    ],
  },
  team: {
    heading: "Our Team",
    intro: "The lawyers who will act for you. Each profile says where they were admitted and how to check it.",
  },
} as const;

export const PROFILE_COPY = {
  back: "About us and our team",
  role: "Role",
  admitted: "Admitted",
  admittedValue: (year: number, jurisdiction: string) => `${year}, Supreme Court of ${jurisdiction}`,
  certificate: "Practising certificate",
  leads: "Leads",
  check: "Check their practising certificate",
  checkLink: "Search for them on the Queensland Law Society's register",
  posts: (name: string) => `Articles by ${name}`,
  /** On the profile of who replies to new enquiries (plans.json "enquiries"), while the server can keep the reply time. */
  enquiries: "New enquiries",
  enquiriesValue: (days: string) => `Replies within ${days}`,
  cta: {
    heading: "Talk to us",
    body: (name: string, days: string, firstConversation: string) =>
      `Tell us about your business; ${name} replies within ${days}. ${firstConversation}`,
    /** While the server cannot keep a reply time (no one would be told of the enquiry). */
    bodySoon: (firstConversation: string) =>
      `Tell us about your business; we reply as soon as we can. ${firstConversation}`,
    bodyNoPromise: "Tell us about your business.",
    label: "Get in touch",
  },
  description: (name: string, role: string) =>
    `${name}, ${role}: admission, practising certificate, the practice areas they lead and a short biography.`,
} as const;

export const PLANS_COPY = {
  heading: "Plans and Prices",
  intro:
    "Each plan is a price for the work within its scope, up to the hours it includes, set out in your costs agreement before any work starts. Work beyond a plan's hours is charged at its hourly rate below; other work outside its scope is quoted first. Prices exclude GST, which is added to every bill.",
  excludingGst: "excluding GST",
  perYear: (annual: string) => `${annual} a year`,
  caption:
    "Each plan's price, what it includes, its service levels, what is quoted separately and the practice areas it covers",
  columns: {
    included: "What is included",
    serviceLevels: "Service levels",
    quoted: "Quoted separately",
    areas: "Practice areas covered",
  },
  reply: (days: string) => `Questions answered within ${days}`,
  answeredBy: "Answered by",
  meetings: "Meetings",
  enquire: (plan: string) => `Ask about ${plan}`,
  compare: "Compare the plans with an in-house hire",
  /** Home: in How It Works, and in the pricing FAQ answer. */
  from: (price: string) => `Plans from ${price}, excluding GST.`,
  faqAnswer: (list: string, terms: string) => `Our plans: ${list}, each excluding GST. ${terms}`,
  /** "6 hours a month; beyond them, $450 an hour". */
  hoursAndRate: (hours: number, rate: string) =>
    `${new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 }).format(hours)} hours a month; beyond them, ${rate}`,
  seePlans: "See the plans and what each includes",
  howWeWork: "How an engagement works",
  /** On a practice area's page. */
  coveredBy: "Plans that cover this area",
  /** Structured data: the offer's description. */
  offerDescription: (name: string) => `${name}: outsourced general counsel, billed as set out in the costs agreement.`,
  /** Structured data: the name of the hourly rate beyond a plan's hours. */
  beyondHoursName: "Work beyond the plan's hours",
} as const;

/** The cost comparison like for like: the hire and each plan on the same figures, for the same work. */
export const PLAN_COMPARISON_COPY = {
  heading: "The Hire and Our Plans, Like for Like",
  intro:
    "The same figures for each: the hours of legal work it provides in a year, what it costs a year and so an hour, and what the legal work you expect costs on it, a plan's fee plus any work beyond its hours at its stated rate. Excluding GST.",
  fixTheFigures: "Fix the figures marked above to see the comparison.",
  stale: "Your figures have changed: press Work it out to compare them with our plans.",
  caption:
    "The in-house role and each plan: hours a year, cost a year, cost an hour and the cost of the work you expect",
  columns: {
    option: "Option",
    hoursYear: "Hours available a year",
    costYear: "Cost a year",
    costPerHour: "Cost an hour",
    needCostYear: "The work you expect, a year",
  },
  role: "In-house lawyer",
  planTerms: (price: string, hours: string, rate: string) =>
    `(${price}, including ${hours} a month; beyond them, ${rate} an hour)`,
  /** After the table; `unused` is the engagement's sentence on unused hours. */
  tableNote: (unused: string, carriedOver: boolean) =>
    `The role's hours are its available days times the working day above; a plan's are the hours it includes. ${unused} ${carriedOver ? "A plan's" : "So a plan's"} cost an hour assumes you use them all. The hire's cost is the same however much of its time you use; a need beyond one lawyer's hours is priced as more than one hire.`,
  leavesOut: {
    hire: {
      heading: "What the figures leave out for the hire",
      items: [
        "A lawyer at your business every working day, on call for the small questions nobody books a meeting for",
        "Inside knowledge: your people, systems and history, learned over time",
        "No fees for work outside a plan's scope: the salary covers whatever the lawyer can do",
      ],
    },
    plans: {
      heading: "What the figures leave out for our plans",
      items: [
        "Several practice areas, covered by lawyers who work in each",
        "Cover during leave and sickness: the work does not stop when one person is away",
        "No recruitment, probation or turnover to manage",
        "The legal practitioner director's review of advice that needs it",
      ],
    },
  },
  seePlans: "What each plan includes",
} as const;

/** Whether the first conversation is charged for (plans.json "enquiries"): the one sentence every page states it in. */
export const FIRST_CONVERSATION_COPY = {
  free: "We do not charge for the first conversation about whether we are a fit.",
  charged: (charge: string) => `The first conversation about whether we are a fit costs ${charge}.`,
  chargedUnstated:
    "We charge for the first conversation about whether we are a fit, and tell you what it costs before it starts.",
} as const;

export const NEXT_STEPS_COPY = {
  heading: "What happens next",
  /** Whether the practice takes clients yet (practice.json takingClientsFrom); each stays true once the page is rendered. */
  takingNow: "We are taking on new clients.",
  takingFrom: (date: string) => `We take on new clients from ${date}.`,
  reply: (name: string, days: string) => `${name} replies within ${days}, by email or phone, whichever you gave us.`,
  replyNoName: (days: string) => `We reply within ${days}, by email or phone, whichever you gave us.`,
  /** Shown instead of the promise while the server cannot keep it (no one would be told of the enquiry). */
  replySoon: "We reply as soon as we can, by email or phone, whichever you gave us.",
  businessDay: (nth: string, hour: string) =>
    `A business day is Monday to Friday, other than a Queensland public holiday: we reply by ${hour} Brisbane time on the ${nth} business day after the day your enquiry arrives.`,
  first: (conversation: string) => `${conversation}.`,
  /** After the first conversation's terms (FIRST_CONVERSATION_COPY). */
  agreed: "Nothing is agreed until you have our costs disclosure in writing.",
  profile: (name: string) => `About ${name}`,
  plans: "Our plans and prices",
} as const;

/** "Worth the Switch": where a visitor can check the cards' claims for themselves. */
export const WORTH_THE_SWITCH_CHECKS = [
  { label: "Meet the team", to: "/about" },
  { label: "See the plans and service levels", to: "/how-we-work#plans" },
] as const;
