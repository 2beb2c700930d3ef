import type { EnquiryValues } from "../../shared/lib/enquiry-values";

/** A complete, valid enquiry for tests. */
export const SAMPLE_ENQUIRY: EnquiryValues = {
  name: "Jane Citizen",
  company: "Acme Pty Ltd",
  role: "CEO",
  email: "jane@acme.example",
  phone: "07 3123 4567",
  businessSize: "11-50",
  priorities: ["Commercial Contracts", "Property"],
  message: "Hello",
};
