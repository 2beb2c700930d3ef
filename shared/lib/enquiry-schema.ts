// valibot rather than zod: the browser runs this schema too, and valibot's per-function modules
// tree-shake to a few kilobytes (zod/mini still cost ~17 KB of the 100 KB JavaScript budget).
import * as v from "valibot";
import { BUSINESS_SIZES, ENQUIRY_ERRORS, ENQUIRY_LIMITS, LEGAL_PRIORITIES } from "../content/contact-form";
import type { EnquiryErrors, EnquiryField, EnquiryValues } from "./enquiry-values";

/** The one validation of an enquiry: the browser checks before sending, the server before storing. */

/** C0 and C1 control characters, DEL included. */
const CONTROL = /\p{Cc}/u;
/** The message may span lines: CR and LF are allowed there, no other control character. */
const CONTROL_EXCEPT_NEWLINES = /(?![\r\n])\p{Cc}/u;
/**
 * Format characters (zero-width, bidi controls, soft hyphen, BOM...): invisible in a name or a
 * subject line, and able to reorder what staff read (Trojan Source, CVE-2021-42574).
 */
const INVISIBLE_FORMATTING = /\p{Cf}/u;
const PHONE = /^\+?[\d\s().-]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;
const MIN_PHONE_DIGITS = 6;
const EMAIL = v.pipe(v.string(), v.email());

/** Length in characters as a person counts them (code points), not UTF-16 units. */
function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

interface TextRules {
  readonly messages: { readonly required?: string; readonly tooLong: string; readonly invalid: string };
  readonly max: number;
  readonly multiline?: boolean;
  readonly check?: (value: string) => boolean;
}

function text({ messages, max, multiline = false, check }: TextRules) {
  const control = multiline ? CONTROL_EXCEPT_NEWLINES : CONTROL;
  return v.pipe(
    v.unknown(),
    v.transform((value) => value ?? ""),
    v.string(messages.invalid),
    v.transform((value) => {
      const normalised = value.normalize("NFC");
      // A tab pasted into the message (from a spreadsheet, say) becomes a space rather than an error.
      return (multiline ? normalised.replace(/\t/g, " ").replace(/\r\n?/g, "\n") : normalised).trim();
    }),
    // Checks run in order and the first failure is the field's message.
    v.check((value) => !messages.required || value !== "", messages.required ?? messages.invalid),
    v.check((value) => characterCount(value) <= max, messages.tooLong),
    v.check((value) => !control.test(value), messages.invalid),
    v.check((value) => multiline || !INVISIBLE_FORMATTING.test(value), messages.invalid),
    v.check((value) => !check || value === "" || check(value), messages.invalid),
  );
}

function isPhoneLike(value: string): boolean {
  return PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

const businessSize = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === "string" ? value.trim() : (value ?? ""))),
  v.picklist([...BUSINESS_SIZES, ""], ENQUIRY_ERRORS.businessSize.invalid),
);

const priorities = v.pipe(
  v.unknown(),
  v.transform((value) => value ?? []),
  v.array(v.picklist(LEGAL_PRIORITIES, ENQUIRY_ERRORS.priorities.invalid), ENQUIRY_ERRORS.priorities.invalid),
  v.check((list) => new Set(list).size === list.length, ENQUIRY_ERRORS.priorities.invalid),
);

/** Unknown keys are dropped (valibot builds a fresh object), so `__proto__` in the input reaches nothing. */
/** A missing key is an empty field, then checked like one (so a missing name is "required"). */
export const ENQUIRY_SCHEMA = v.object({
  name: v.optional(text({ messages: ENQUIRY_ERRORS.name, max: ENQUIRY_LIMITS.name }), ""),
  company: v.optional(text({ messages: ENQUIRY_ERRORS.company, max: ENQUIRY_LIMITS.company }), ""),
  role: v.optional(text({ messages: ENQUIRY_ERRORS.role, max: ENQUIRY_LIMITS.role }), ""),
  email: v.optional(text({ messages: ENQUIRY_ERRORS.email, max: ENQUIRY_LIMITS.email, check: (value) => v.is(EMAIL, value) }), ""),
  phone: v.optional(text({ messages: ENQUIRY_ERRORS.phone, max: ENQUIRY_LIMITS.phone, check: isPhoneLike }), ""),
  businessSize: v.optional(businessSize, ""),
  priorities: v.optional(priorities, () => []),
  message: v.optional(text({ messages: ENQUIRY_ERRORS.message, max: ENQUIRY_LIMITS.message, multiline: true }), ""),
});

/** The form's fields in the order they appear, for focusing the first invalid one. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ["name", "company", "role", "email", "phone", "businessSize", "priorities", "message"];

export type EnquiryParseResult = { readonly ok: true; readonly enquiry: EnquiryValues } | { readonly ok: false; readonly errors: EnquiryErrors };

/** Validates and normalises (trims) an enquiry; on failure, one message per bad field. */
export function parseEnquiry(input: unknown): EnquiryParseResult {
  const result = v.safeParse(ENQUIRY_SCHEMA, input);
  if (result.success) return { ok: true, enquiry: result.output satisfies EnquiryValues };
  const errors: EnquiryErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === "string" && (ENQUIRY_FIELDS as readonly string[]).includes(field)) {
      errors[field as EnquiryField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** The first field with an error, in form order. */
export function firstInvalidField(errors: EnquiryErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field]);
}
