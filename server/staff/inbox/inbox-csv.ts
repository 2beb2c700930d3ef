import { CONTACT_FORM, formatBusinessSize, type BusinessSize } from "../../../shared/content/contact-form";
import { ENQUIRY_FIELDS } from "../../../shared/lib/enquiry-schema";
import type { EnquiryField } from "../../../shared/lib/enquiry-values";
import { csvCell } from "../../enquiries/export";
import { STATUS_LABELS } from "../../enquiries/inbox-store";
import { queenslandStamp } from "../../enquiries/queensland-time";
import type { StoredEnquiry } from "../../enquiries/store";

/** The form's own label, without its required mark, heads each field's column. */
const fieldLabel = (field: EnquiryField) => CONTACT_FORM.labels[field].replace(/ \*$/, "");

function fieldValue(enquiry: StoredEnquiry, field: EnquiryField): string {
  if (field === "businessSize")
    return enquiry.businessSize ? formatBusinessSize(enquiry.businessSize as BusinessSize) : "";
  if (field === "priorities") return enquiry.priorities.join("; ");
  return enquiry[field];
}

const stamp = (iso: string | null) => (iso ? queenslandStamp(iso) : "");

const COLUMNS: ReadonlyArray<[string, (enquiry: StoredEnquiry) => string]> = [
  ["Reference", (enquiry) => enquiry.id],
  ["Received (Queensland time)", (enquiry) => queenslandStamp(enquiry.receivedAt)],
  ...ENQUIRY_FIELDS.map((field): [string, (enquiry: StoredEnquiry) => string] => [
    fieldLabel(field),
    (enquiry) => fieldValue(enquiry, field),
  ]),
  ["Status", (enquiry) => STATUS_LABELS[enquiry.status] ?? enquiry.status],
  ["Assigned to", (enquiry) => enquiry.assignee ?? ""],
  ["Reply due", (enquiry) => stamp(enquiry.replyDueAt)],
  ["Replied", (enquiry) => stamp(enquiry.repliedAt)],
  ["Replied by", (enquiry) => enquiry.repliedBy ?? ""],
  ["Corrected", (enquiry) => stamp(enquiry.correctedAt)],
];

/**
 * The inbox's export: the form's labels as headings, for a person opening it in a spreadsheet (the
 * CLI's export keeps field names, for programs). The same cell rules: formulas defused, a byte-order
 * mark so Excel reads UTF-8.
 */
export function enquiriesToLabelledCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = [
    COLUMNS.map(([heading]) => heading),
    ...enquiries.map((enquiry) => COLUMNS.map(([, value]) => value(enquiry))),
  ];
  return "\uFEFF" + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
