/** The enquiry form's fields, options and messages (spec sections 2, 3 and 4). */
import { FORM_OVERSEAS_SENTENCE, FORM_PROVIDERS_SENTENCE, PRACTICE } from "./practice";
import { SPAM_RETENTION_DAYS } from "../lib/retention";
import { ENQUIRY_RECEIVED } from "./pages";

export const BUSINESS_SIZES = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;
export type BusinessSize = (typeof BUSINESS_SIZES)[number];

export const LEGAL_PRIORITIES = [
  "Corporate Governance",
  "Commercial Contracts",
  "Employment Law",
  "IP & Technology",
  "Property",
  "Regulatory Compliance",
  "Dispute Resolution",
] as const;
export type LegalPriority = (typeof LEGAL_PRIORITIES)[number];

export function formatBusinessSize(size: BusinessSize): string {
  return `${size} employees`;
}

export const CONTACT_FORM = {
  labels: {
    name: "Name *",
    company: "Company *",
    role: "Role",
    email: "Email",
    phone: "Phone",
    businessSize: "Business Size",
    priorities: "Key Legal Priorities",
    prioritiesHint: "select all that apply",
    /** Shown before the fields and tied to Email and Phone, so the rule is known before sending (WCAG 3.3.2). */
    emailOrPhoneHint: "Fields marked * are required. Give an email address, a phone number or both, so we can reply.",
    message: "Message",
  },
  businessSizePlaceholder: "Select size",
  /** The honeypot's label: hidden from people, it explains itself if a screen reader ever reaches it. */
  honeypotLabel: "Leave this field empty",
  submit: "Send Message",
  sending: "Sending…",
  /** The same words as /contact/received. */
  success: { title: ENQUIRY_RECEIVED.heading, description: ENQUIRY_RECEIVED.body },
  /** After a stored enquiry, in the form's place until the visitor leaves or asks for the form again. */
  sendAnother: "Send another enquiry",
  /** Toasts when a submission does not go through; what the visitor typed always stays in the form. */
  failure: {
    network: {
      title: "Message not sent",
      description:
        "We couldn't reach our server. Check your internet connection and press Send Message again; everything you typed is still here.",
    },
    rateLimited: {
      title: "Too many messages",
      description: `You've sent several messages in a short time. Please wait a few minutes and try again, or email us at ${PRACTICE.enquiriesEmail}.`,
    },
    unavailable: {
      title: "We couldn't save your message",
      description: `Our enquiry system is briefly unavailable. Please try again in a few minutes, or email us at ${PRACTICE.enquiriesEmail}.`,
    },
    unexpected: {
      title: "Message not sent",
      description: `Something went wrong on our side. Please try again, or email us at ${PRACTICE.enquiriesEmail}.`,
    },
  },
} as const;

/**
 * The form without JavaScript, sent back with everything typed when the enquiry could not be stored
 * (server/enquiries/routes/form-routes.ts). Apart from CONTACT_FORM, which the browser's bundle
 * carries whole, so the bundle leaves it out.
 */
const notStoredNotice = () => ({
  title: "We couldn't save your message",
  description: `Our enquiry system is briefly unavailable. Everything you typed is still here: please press Send Message again in a minute, or email us at ${PRACTICE.enquiriesEmail}.`,
});
export const FORM_NOT_STORED_NOTICE = /* @__PURE__ */ notStoredNotice();

/** Field limits for an enquiry (the server and the browser check the same ones). */
export const ENQUIRY_LIMITS = {
  name: 200,
  company: 200,
  role: 200,
  /** RFC 5321's limit on a forward path. */
  email: 254,
  phone: 40,
  message: 5000,
} as const;

/** One plain-English message per problem with a field, shown next to the field. */
export const ENQUIRY_ERRORS = {
  name: {
    required: "Name is required",
    tooLong: `Name must be ${ENQUIRY_LIMITS.name} characters or fewer`,
    invalid: "Name contains characters we can't accept, such as line breaks or invisible formatting characters",
  },
  company: {
    required: "Company is required",
    tooLong: `Company must be ${ENQUIRY_LIMITS.company} characters or fewer`,
    invalid: "Company contains characters we can't accept, such as line breaks or invisible formatting characters",
  },
  role: {
    tooLong: `Role must be ${ENQUIRY_LIMITS.role} characters or fewer`,
    invalid: "Role contains characters we can't accept, such as line breaks or invisible formatting characters",
  },
  email: {
    tooLong: `Email must be ${ENQUIRY_LIMITS.email} characters or fewer`,
    invalid: "Email should be an email address, like name@example.com.au",
  },
  phone: {
    tooLong: `Phone must be ${ENQUIRY_LIMITS.phone} characters or fewer`,
    invalid: "Phone should be a phone number: digits, spaces, and + - ( ) only",
  },
  /** At least one of the two, so the practice can reply. */
  emailOrPhone: {
    required: "Give an email address or a phone number so we can reply",
  },
  businessSize: {
    invalid: "Choose one of the listed business sizes",
  },
  priorities: {
    invalid: "Choose from the listed legal priorities",
  },
  message: {
    tooLong: "Message must be 5,000 characters or fewer",
    invalid: "Message contains characters we can't accept, such as invisible control characters",
  },
} as const;

/**
 * The collection notice above Send. It reaches the page as a server fragment (home/collection-notice),
 * so its words and the providers' sentence stay out of the browser's bundle: marked pure for that.
 */
const collectionNotice = () =>
  ({
    /**
     * The notice in two layers, so Send is not buried under it: this short part at the form (who
     * collects, why, whether the details go abroad), then the whole notice one tap away, under `moreSummary`.
     */
    short: `${PRACTICE.legalName} (${PRACTICE.tradingName}) collects these details to respond to your enquiry. ${FORM_OVERSEAS_SENTENCE}`,
    moreSummary: "How we handle your details",
    // APP 5: who collects, why, who else handles the details (and where), what happens if they are left out.
    // Where: the providers and their countries from practice.json (practice.ts, APP 5.2(i)-(j)).
    collection: `${PRACTICE.legalName} (${PRACTICE.tradingName}) collects the details in this form to respond to your enquiry and to work out whether and how we can help. ${FORM_PROVIDERS_SENTENCE} If you leave out details, we may not be able to respond fully. Our`,
    privacyLink: "Privacy Policy",
    afterLink: " explains how we handle them, how to access or correct them, and how to make a complaint.",
    // APP 5 at a glance; the policy's "Information We Collect" lists every item.
    more: `The website also records when you opened and sent the form, our automated checks' verdict, hashes of your IP address and of your request (never the address itself), whether the email telling us about your enquiry has been sent, and a log line for each request; the Privacy Policy lists them all and how long each is kept. An enquiry the checks hold back as likely spam is not emailed to us on its own (a daily email to our staff names it and why, without the message) and is deleted after ${SPAM_RETENTION_DAYS} days. Sending an enquiry does not add you to any mailing list.`,
    noRelationship:
      "Sending an enquiry does not mean we act for you: we will not act for you until we have confirmed in writing that we can. Please do not send confidential information until then.",
  }) as const;
export const COLLECTION_NOTICE = /* @__PURE__ */ collectionNotice();
