// zod/mini: the same checks as "zod", tree-shaken for the browser bundle (the classic API adds ~450 KB).
import * as z from "zod/mini";
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
  return z
    .pipe(
      z.pipe(
        z.transform((value: unknown) => value ?? ""),
        z.string({ error: messages.invalid }),
      ),
      z.transform((value: string) => {
        const normalised = value.normalize("NFC");
        // A tab pasted into the message (from a spreadsheet, say) becomes a space rather than an error.
        return (multiline ? normalised.replace(/\t/g, " ").replace(/\r\n?/g, "\n") : normalised).trim();
      }),
    )
    .check(
      z.superRefine((value, ctx) => {
        const fail = (message: string) => ctx.addIssue({ code: "custom", message, input: value });
        if (messages.required && value === "") return fail(messages.required);
        if (characterCount(value) > max) return fail(messages.tooLong);
        if ((multiline ? CONTROL_EXCEPT_NEWLINES : CONTROL).test(value)) return fail(messages.invalid);
        if (!multiline && INVISIBLE_FORMATTING.test(value)) return fail(messages.invalid);
        if (check && value !== "" && !check(value)) return fail(messages.invalid);
      }),
    );
}

function isPhoneLike(value: string): boolean {
  return PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

const businessSize = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" ? value.trim() : (value ?? ""))),
  z.enum([...BUSINESS_SIZES, ""], { error: ENQUIRY_ERRORS.businessSize.invalid }),
);

const priorities = z
  .pipe(
    z.transform((value: unknown) => value ?? []),
    z.array(z.enum(LEGAL_PRIORITIES, { error: ENQUIRY_ERRORS.priorities.invalid }), { error: ENQUIRY_ERRORS.priorities.invalid }),
  )
  .check(z.refine((list) => new Set(list).size === list.length, { error: ENQUIRY_ERRORS.priorities.invalid }));

/** Unknown keys are dropped (zod builds a fresh object), so `__proto__` in the input reaches nothing. */
export const ENQUIRY_SCHEMA = z.object({
  name: text({ messages: ENQUIRY_ERRORS.name, max: ENQUIRY_LIMITS.name }),
  company: text({ messages: ENQUIRY_ERRORS.company, max: ENQUIRY_LIMITS.company }),
  role: text({ messages: ENQUIRY_ERRORS.role, max: ENQUIRY_LIMITS.role }),
  phone: text({ messages: ENQUIRY_ERRORS.phone, max: ENQUIRY_LIMITS.phone, check: isPhoneLike }),
  businessSize,
  priorities,
  message: text({ messages: ENQUIRY_ERRORS.message, max: ENQUIRY_LIMITS.message, multiline: true }),
});

/** The form's fields in the order they appear, for focusing the first invalid one. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ["name", "company", "role", "phone", "businessSize", "priorities", "message"];

export type EnquiryParseResult = { readonly ok: true; readonly enquiry: EnquiryValues } | { readonly ok: false; readonly errors: EnquiryErrors };

/** Validates and normalises (trims) an enquiry; on failure, one message per bad field. */
export function parseEnquiry(input: unknown): EnquiryParseResult {
  const result = ENQUIRY_SCHEMA.safeParse(input);
  if (result.success) return { ok: true, enquiry: result.data satisfies EnquiryValues };
  const errors: EnquiryErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
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
