import { BUSINESS_SIZES, CONTACT_FORM, LEGAL_PRIORITIES, type BusinessSize } from "../../../shared/content/contact-form";
import type { EnquiryValues } from "../../../shared/lib/enquiry-values";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A urlencoded field is a string, or an array when the name repeats; take the first. */
export function firstString(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return "";
}

export function isFilledIn(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(isFilledIn);
  return true;
}

export interface PostedForm extends Omit<EnquiryValues, "businessSize" | "priorities"> {
  readonly businessSize: string;
  readonly priorities: string[];
}

/** The urlencoded body in the form's shape: one string per field (the first, if a name repeats), every checkbox ticked. */
export function postedForm(body: Record<string, unknown>): PostedForm {
  const priorities = body.priorities === undefined ? [] : Array.isArray(body.priorities) ? body.priorities : [body.priorities];
  return {
    name: firstString(body.name),
    company: firstString(body.company),
    role: firstString(body.role),
    email: firstString(body.email),
    phone: firstString(body.phone),
    businessSize: firstString(body.businessSize),
    priorities: priorities.map(String),
    message: firstString(body.message),
  };
}

/** What the visitor typed, as the form labels it, for a page that cannot show the form itself; empty fields left out. */
export function typedList(posted: PostedForm): Array<readonly [string, string]> {
  const { labels } = CONTACT_FORM;
  // "Name *": the asterisk marks a required field on the form, not here.
  const label = (text: string) => (text.endsWith(" *") ? text.slice(0, -2) : text);
  const fields: Array<readonly [string, string]> = [
    [label(labels.name), posted.name],
    [label(labels.company), posted.company],
    [label(labels.role), posted.role],
    [label(labels.email), posted.email],
    [label(labels.phone), posted.phone],
    [label(labels.businessSize), posted.businessSize],
    [label(labels.priorities), posted.priorities.join(", ")],
    [label(labels.message), posted.message],
  ];
  return fields.filter(([, value]) => value.trim() !== "");
}

/** What the visitor typed, to show again exactly; the select and checkboxes keep only what the form offers. */
export function typedValues(posted: PostedForm): EnquiryValues {
  return {
    ...posted,
    businessSize: (BUSINESS_SIZES as readonly string[]).includes(posted.businessSize) ? (posted.businessSize as BusinessSize) : "",
    priorities: LEGAL_PRIORITIES.filter((priority) => posted.priorities.includes(priority)),
  };
}
