import { ENQUIRY_ERRORS } from "../../shared/content/contact-form";
import { parseEnquiry } from "../../shared/lib/enquiry-schema";
import type { EnquiryValues } from "../../shared/lib/enquiry-values";
import { CORRECTABLE_FIELDS, type CorrectableField, type CorrectedValue } from "./store";

/**
 * A correction (APP 13, `npm run enquiries -- correct ID FIELD VALUE`) is checked by the schema the
 * form uses (shared/lib/enquiry-schema.ts), so a corrected enquiry holds nothing the form would
 * have refused, tidied as the form tidies it (trimmed, hidden characters removed).
 */

/** The names staff may type for each field: the form's, and business-size for businessSize. */
const FIELD_NAMES: Readonly<Record<string, CorrectableField>> = {
  ...Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field.toLowerCase(), field])),
  "business-size": "businessSize",
  business_size: "businessSize",
};

export function correctableField(name: string): CorrectableField | undefined {
  return Object.hasOwn(FIELD_NAMES, name.toLowerCase()) ? FIELD_NAMES[name.toLowerCase()] : undefined;
}

/** Values that pass every check, so only the field being corrected can fail. */
const VALID_OTHERWISE: EnquiryValues = {
  name: "A",
  company: "A",
  role: "",
  email: "a@example.com",
  phone: "07 3000 0000",
  businessSize: "",
  priorities: [],
  message: "",
};

type CheckedCorrection =
  { readonly ok: true; readonly value: CorrectedValue } | { readonly ok: false; readonly problem: string };

/**
 * The value as the form would store it, or the form's own message for it. Priorities are given as
 * one text, separated by semicolons ("Commercial Contracts; Property"), as show and the exports
 * print them. The rule that needs two fields holds too: an enquiry keeps an email address or a
 * phone number, so the practice can reply.
 */
export function checkCorrection(
  field: CorrectableField,
  value: string,
  current: Pick<EnquiryValues, "email" | "phone">,
): CheckedCorrection {
  const given =
    field === "priorities"
      ? value
          .split(";")
          .map((priority) => priority.trim())
          .filter(Boolean)
      : value;
  const parsed = parseEnquiry({ ...VALID_OTHERWISE, [field]: given });
  if (!parsed.ok) return { ok: false, problem: parsed.errors[field] ?? Object.values(parsed.errors).join("; ") };
  const corrected = parsed.enquiry[field];
  if (field === "email" || field === "phone") {
    const contact = { email: current.email, phone: current.phone, [field]: corrected };
    if (contact.email === "" && contact.phone === "")
      return { ok: false, problem: ENQUIRY_ERRORS.emailOrPhone.required };
  }
  return { ok: true, value: corrected };
}

/** Whether a corrected value is what the enquiry already holds. */
export function sameValue(a: CorrectedValue, b: CorrectedValue): boolean {
  return typeof a === "string" || typeof b === "string"
    ? a === b
    : a.length === b.length && a.every((item, index) => item === b[index]);
}
