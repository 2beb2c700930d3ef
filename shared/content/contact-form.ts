/** The enquiry form's fields, options and messages (spec sections 2, 3 and 4). */

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
    phone: "Phone",
    businessSize: "Business Size",
    priorities: "Key Legal Priorities",
    prioritiesHint: "select all that apply",
    message: "Message",
  },
  businessSizePlaceholder: "Select size",
  submit: "Send Message",
  sending: "Sending…",
  success: {
    title: "Message received",
    description: "We'll be in touch shortly to discuss your legal needs.",
  },
} as const;

export const COLLECTION_NOTICE = {
  collection:
    "We collect the details in this form to respond to your enquiry and to assess whether and how we can help. We store them securely and share them only with our staff. If you leave out information we may not be able to respond fully. Our",
  privacyLink: "Privacy Policy",
  afterLink: " explains how to access or correct your information and how to make a complaint.",
  noRelationship:
    "Sending an enquiry does not create a lawyer-client relationship. Please do not send confidential information until we have confirmed we can act for you.",
} as const;
