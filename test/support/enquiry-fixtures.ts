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

/** A sentence hidden as variation selectors, one per byte: U+FE00-FE0F for 0-15, U+E0100-E01EF for 16-255 ("emoji smuggling"). */
export function smuggled(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) => String.fromCodePoint(byte < 16 ? 0xfe00 + byte : 0xe0100 + byte - 16))
    .join("");
}
