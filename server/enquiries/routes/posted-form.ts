import {
  BUSINESS_SIZES,
  CONTACT_FORM,
  ENQUIRY_LIMITS,
  LEGAL_PRIORITIES,
  type BusinessSize,
} from "../../../shared/content/contact-form";
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
  const priorities =
    body.priorities === undefined ? [] : Array.isArray(body.priorities) ? body.priorities : [body.priorities];
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

/**
 * What the visitor typed, as the form labels it, for a page that cannot show the form itself; empty
 * fields left out. Each value is cut to what the form itself takes (its field's limit, the choices
 * it offers), so a refused post of any size is answered with a page of bounded size: nothing the
 * form could have sent is lost, and nothing beyond it is echoed.
 */
export function typedList(posted: PostedForm): Array<readonly [string, string]> {
  const { labels } = CONTACT_FORM;
  // "Name *": the asterisk marks a required field on the form, not here.
  const label = (text: string) => (text.endsWith(" *") ? text.slice(0, -2) : text);
  const cut = (value: string, max: number) => [...value.slice(0, max * 2)].slice(0, max).join("");
  const offered = typedValues(posted);
  const fields: Array<readonly [string, string]> = [
    [label(labels.name), cut(posted.name, ENQUIRY_LIMITS.name)],
    [label(labels.company), cut(posted.company, ENQUIRY_LIMITS.company)],
    [label(labels.role), cut(posted.role, ENQUIRY_LIMITS.role)],
    [label(labels.email), cut(posted.email, ENQUIRY_LIMITS.email)],
    [label(labels.phone), cut(posted.phone, ENQUIRY_LIMITS.phone)],
    [label(labels.businessSize), offered.businessSize],
    [label(labels.priorities), offered.priorities.join(", ")],
    [label(labels.message), cut(posted.message, ENQUIRY_LIMITS.message)],
  ];
  return fields.filter(([, value]) => value.trim() !== "");
}

/** What the visitor typed, to show again exactly; the select and checkboxes keep only what the form offers. */
export function typedValues(posted: PostedForm): EnquiryValues {
  return {
    ...posted,
    businessSize: (BUSINESS_SIZES as readonly string[]).includes(posted.businessSize)
      ? (posted.businessSize as BusinessSize)
      : "",
    priorities: LEGAL_PRIORITIES.filter((priority) => posted.priorities.includes(priority)),
  };
}
