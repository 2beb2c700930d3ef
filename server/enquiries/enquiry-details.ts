import { CONTACT_FORM, formatBusinessSize, type BusinessSize } from "../../shared/content/contact-form";
import { ENQUIRY_FIELDS } from "../../shared/lib/enquiry-schema";
import type { EnquiryField } from "../../shared/lib/enquiry-values";
import type { StoredEnquiry } from "./store";

/** The fields a visitor fills but the message, which staff read apart and whole. */
type DetailField = Exclude<EnquiryField, "message">;

const DETAIL_FIELDS = ENQUIRY_FIELDS.filter((field): field is DetailField => field !== "message");

/** The form's own label, without its required mark: staff read the words the visitor answered. */
const labelOf = (field: DetailField) => CONTACT_FORM.labels[field].replace(/ \*$/, "");

function valueOf(enquiry: StoredEnquiry, field: DetailField): string {
  if (field === "businessSize")
    return enquiry.businessSize ? formatBusinessSize(enquiry.businessSize as BusinessSize) : "";
  if (field === "priorities") return enquiry.priorities.join(", ");
  return enquiry[field];
}

/**
 * What the visitor gave, label and value in the form's order (an empty field as ""), for every
 * place staff read an enquiry: the notification and the staff CLI. The CSV's columns are the same
 * fields by their names (export.ts).
 */
export function enquiryDetails(enquiry: StoredEnquiry): [label: string, value: string][] {
  return DETAIL_FIELDS.map((field) => [labelOf(field), valueOf(enquiry, field)]);
}
