import type { BusinessSize, LegalPriority } from "../content/contact-form";

/** What the visitor has typed into the contact form (spec section 3, "Contact enquiry"). */
export interface EnquiryValues {
  name: string;
  company: string;
  role: string;
  email: string;
  phone: string;
  businessSize: BusinessSize | "";
  priorities: LegalPriority[];
  message: string;
}

export type EnquiryField = keyof EnquiryValues;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export function emptyEnquiry(): EnquiryValues {
  return { name: "", company: "", role: "", email: "", phone: "", businessSize: "", priorities: [], message: "" };
}

/** Adds the priority when it is missing, removes it when present (spec section 4). */
export function togglePriority(priorities: readonly LegalPriority[], priority: LegalPriority): LegalPriority[] {
  return priorities.includes(priority) ? priorities.filter((item) => item !== priority) : [...priorities, priority];
}
