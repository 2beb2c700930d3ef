// valibot rather than zod: the browser runs this schema too, and valibot's per-function modules
// tree-shake to a few kilobytes (zod/mini still cost ~17 KB of the 100 KB JavaScript budget).
import * as v from "valibot";
import { BUSINESS_SIZES, ENQUIRY_ERRORS, ENQUIRY_LIMITS, LEGAL_PRIORITIES } from "../content/contact-form";
import type { EnquiryErrors, EnquiryField, EnquiryValues } from "./enquiry-values";
import { withoutInvisibles } from "./invisible-characters";

/** The one validation of an enquiry: the browser checks before sending, the server before storing. */

/**
 * Every pattern here must match in linear time (test/linear-patterns.test.ts checks each
 * regular expression in the project with recheck), and none runs on a value that failed its length
 * limit: each field's checks stop at the first failure, and the length comes first.
 */

/** C0 and C1 control characters, DEL included. */
const CONTROL = /\p{Cc}/u;
/** The message may span lines: CR and LF are allowed there, no other control character. */
const CONTROL_EXCEPT_NEWLINES = /(?![\r\n])\p{Cc}/u;
/** Unicode's line and paragraph separators: line breaks, as the staff CLI, mail and CSV readers take them. */
const LINE_SEPARATORS = "\u2028\u2029";
/** Half of a surrogate pair on its own: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Characters that look blank but are not whitespace to JavaScript (Hangul fillers, the blank Braille pattern). */
const BLANK_LOOKING = /^[\s\u115F\u1160\u2800\u3164\uFFA0]*$/u;
/** Digits, spaces and + ( ) . - as Australians write them, then an optional extension ("ext 12", "x12"). */
const PHONE = /^\+?[\d\s().-]+(?:(?:ext\.?|x)\s*\d{1,6})?$/i;
const DIGIT = /\d/g;
const MIN_PHONE_DIGITS = 6;
/**
 * An address as people have them: a dot-atom local part (RFC 5322, apostrophes included) at a domain
 * with at least one dot and letters at the end. ASCII only, as the browser's type="email" sends it.
 */
const EMAIL = /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i;
const EMAIL_LOCAL_MAX = 64;
const DOMAIN_LABEL_MAX = 63;

/**
 * Invisible characters (shared/lib/invisible-characters.ts: format characters and every
 * Default_Ignorable_Code_Point) are removed from every field, the message included, rather than
 * refused: the visitor cannot see them to fix them.
 */

/** Length in characters as a person counts them (code points), not UTF-16 units. */
function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/**
 * NFC, invisible characters removed, tabs and line endings tidied, trimmed: the one pattern here runs
 * on one character at a time, never on the value. A line or paragraph separator becomes a line
 * feed: a new line in the message, and in a one-line field refused as a newline is.
 */
function tidy(value: string, multiline: boolean): string {
  let kept = "";
  for (const character of withoutInvisibles(value.normalize("NFC")))
    kept += LINE_SEPARATORS.includes(character) ? "\n" : character;
  // A tab pasted into the message (from a spreadsheet, say) becomes a space rather than an error.
  return (multiline ? kept.replaceAll("\t", " ").replaceAll("\r\n", "\n").replaceAll("\r", "\n") : kept).trim();
}

interface TextRules {
  readonly messages: { readonly required?: string; readonly tooLong: string; readonly invalid: string };
  readonly max: number;
  readonly multiline?: boolean;
  readonly check?: (value: string) => boolean;
}

function text({ messages, max, multiline = false, check }: TextRules) {
  const control = multiline ? CONTROL_EXCEPT_NEWLINES : CONTROL;
  // abortPipeEarly: the first failure is the field's message, and nothing after it runs.
  return v.config(
    v.pipe(
      v.unknown(),
      v.transform((value) => value ?? ""),
      v.string(messages.invalid),
      v.transform((value) => tidy(value, multiline)),
      v.check((value) => characterCount(value) <= max, messages.tooLong),
      v.check((value) => !LONE_SURROGATE.test(value), messages.invalid),
      v.check((value) => !control.test(value), messages.invalid),
      // Only blank-looking characters: not given (so a required field says so).
      v.transform((value) => (BLANK_LOOKING.test(value) ? "" : value)),
      v.check((value) => !messages.required || value !== "", messages.required ?? messages.invalid),
      v.check((value) => !check || value === "" || check(value), messages.invalid),
    ),
    { abortPipeEarly: true },
  );
}

function isPhoneLike(value: string): boolean {
  return PHONE.test(value) && (value.match(DIGIT)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

/** A syntactically real address (the form's check; the mailer checks a stored one again before using it as Reply-To). */
export function isEmailAddress(value: string): boolean {
  // "=?" opens an RFC 2047 encoded word, which a mail program may decode into another address.
  if (value.length > ENQUIRY_LIMITS.email || !EMAIL.test(value) || value.includes("=?")) return false;
  const at = value.lastIndexOf("@");
  return (
    at <= EMAIL_LOCAL_MAX &&
    value
      .slice(at + 1)
      .split(".")
      .every((label) => label.length <= DOMAIN_LABEL_MAX)
  );
}

/** True when a field's text, tidied as the schema tidies it, has something in it. */
export function isGiven(value: string): boolean {
  return !BLANK_LOOKING.test(tidy(value, false));
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
const FIELDS = v.object({
  name: v.optional(text({ messages: ENQUIRY_ERRORS.name, max: ENQUIRY_LIMITS.name }), ""),
  company: v.optional(text({ messages: ENQUIRY_ERRORS.company, max: ENQUIRY_LIMITS.company }), ""),
  role: v.optional(text({ messages: ENQUIRY_ERRORS.role, max: ENQUIRY_LIMITS.role }), ""),
  email: v.optional(text({ messages: ENQUIRY_ERRORS.email, max: ENQUIRY_LIMITS.email, check: isEmailAddress }), ""),
  phone: v.optional(text({ messages: ENQUIRY_ERRORS.phone, max: ENQUIRY_LIMITS.phone, check: isPhoneLike }), ""),
  businessSize: v.optional(businessSize, ""),
  priorities: v.optional(priorities, () => []),
  message: v.optional(text({ messages: ENQUIRY_ERRORS.message, max: ENQUIRY_LIMITS.message, multiline: true }), ""),
});

/** Neither email nor phone: one issue, which parseEnquiry gives to both fields. It runs even when other fields failed. */
const emailOrPhone = v.partialCheck<
  v.InferOutput<typeof FIELDS>,
  [["email"], ["phone"]],
  Pick<EnquiryValues, "email" | "phone">,
  string
>([["email"], ["phone"]], (input) => input.email !== "" || input.phone !== "", ENQUIRY_ERRORS.emailOrPhone.required);

const ENQUIRY_SCHEMA = v.pipe(FIELDS, emailOrPhone);

/** The form's fields in the order they appear, for focusing the first invalid one. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = [
  "name",
  "company",
  "role",
  "email",
  "phone",
  "businessSize",
  "priorities",
  "message",
];

type EnquiryParseResult =
  { readonly ok: true; readonly enquiry: EnquiryValues } | { readonly ok: false; readonly errors: EnquiryErrors };

/** Validates and normalises (trims) an enquiry; on failure, one message per bad field. */
export function parseEnquiry(input: unknown): EnquiryParseResult {
  const result = v.safeParse(ENQUIRY_SCHEMA, input);
  if (result.success) return { ok: true, enquiry: result.output satisfies EnquiryValues };
  const errors: EnquiryErrors = {};
  for (const issue of result.issues) {
    if (issue.type === emailOrPhone.type) {
      errors.email ??= issue.message;
      errors.phone ??= issue.message;
      continue;
    }
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
