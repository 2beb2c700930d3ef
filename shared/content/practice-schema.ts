// The practice's identity (shared/content/practice.json) is checked like the enquiry form: with
// valibot, at build (scripts/build.ts) and whenever the code that shows it loads (server start).
import * as v from "valibot";

export const PRACTICE_FILE = "shared/content/practice.json";

/** Digits only: "12 345 678 901" and "12345678901" are the same number. */
const digitsOf = (value: string) => value.replace(/\s/g, "");

/** ASIC's ACN check: weights 8..1 over the first eight digits; the ninth is the complement of the sum mod 10. */
export function isValidAcn(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 8)].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[8]);
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The ATO's ABN check: subtract 1 from the first digit, weight each digit, and the sum divides by 89. */
export function isValidAbn(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * (ABN_WEIGHTS[index] ?? 0), 0);
  return sum % 89 === 0;
}

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

/** A single line of text a person wrote: non-empty, trimmed, no control characters. */
const line = (what: string, max = 120) =>
  v.pipe(
    v.string(`expected ${what} (text)`),
    v.trim(),
    v.nonEmpty(`expected ${what}, not an empty string`),
    v.maxLength(max, `expected ${what} of at most ${max} characters`),
    v.check((value) => !CONTROL_OR_FORMAT.test(value), `expected ${what} on one line, without control characters`),
  );

const email = (what: string) => v.pipe(v.string(`expected ${what} (an email address)`), v.trim(), v.email(`expected ${what}: a valid email address`));

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const httpsUrl = v.pipe(v.string("expected an https:// URL"), v.trim(), v.check(isHttpsUrl, "expected an https:// URL (http: is not accepted)"));

export const AUSTRALIAN_STATES = ["QLD", "NSW", "VIC", "TAS", "SA", "WA", "NT", "ACT"] as const;

export const PracticeSchema = v.strictObject(
  {
    /** The name the service trades under (the business name). */
    tradingName: line("the trading name", 60),
    /** The company that is the incorporated legal practice. */
    legalName: line("the company's registered name"),
    acn: v.pipe(v.string('expected an ACN (text, e.g. "123 456 780")'), v.trim(), v.check(isValidAcn, "expected an ACN: 9 digits with a valid check digit")),
    abn: v.pipe(v.string('expected an ABN (text, e.g. "11 123 456 780")'), v.trim(), v.check(isValidAbn, "expected an ABN: 11 digits with a valid checksum")),
    parentFirm: v.strictObject(
      {
        name: line("the parent firm's name"),
        url: httpsUrl,
        /**
         * How the practice relates to the firm, completing "{legalName} is {relationship} {parentFirm.name}",
         * for example "a related entity of". A company is never "a division of" a firm.
         */
        relationship: v.pipe(
          line('the relationship to the parent firm (e.g. "a related entity of")', 60),
          v.check((value) => !/\bdivision\b/i.test(value), 'expected the relationship without "division": a company is not a division of a firm'),
        ),
      },
      'expected { "name", "url", "relationship" }',
    ),
    address: v.strictObject(
      {
        /** Shown as "c/o {careOf}" when the practice receives post at another's premises. */
        careOf: v.optional(v.nullable(line("the name the post is in the care of"))),
        street: line("the street address, with its number"),
        locality: line("the suburb or town"),
        state: v.picklist(AUSTRALIAN_STATES, `expected the state as one of ${AUSTRALIAN_STATES.join(", ")}`),
        postcode: v.pipe(v.string("expected a postcode (text)"), v.regex(/^\d{4}$/, "expected a postcode of 4 digits")),
      },
      'expected { "careOf", "street", "locality", "state", "postcode" }',
    ),
    enquiriesEmail: email("the enquiries address"),
    privacyOfficerEmail: email("the Privacy Officer's address"),
    phone: v.optional(
      v.nullable(
        v.pipe(
          v.string("expected a phone number (text) or null"),
          v.trim(),
          v.regex(/^\+?[\d ()]{8,20}$/, 'expected a phone number such as "07 3000 0000", or null'),
        ),
      ),
    ),
    /**
     * A professional standards (limited liability) scheme. The notice "Liability limited by a scheme
     * approved under professional standards legislation" may be shown only by a participant.
     */
    limitedLiabilityScheme: v.strictObject(
      {
        participates: v.boolean("expected true or false"),
        schemeName: v.optional(v.nullable(line("the scheme's name"))),
      },
      'expected { "participates": true or false, "schemeName": text or null }',
    ),
  },
  "expected a JSON object with the practice's details",
);

export type Practice = v.InferOutput<typeof PracticeSchema>;

export class PracticeFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`${PRACTICE_FILE} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "PracticeFileError";
  }
}

/** One line per problem: "acn: expected an ACN: 9 digits with a valid check digit (got "123")". */
function describe(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue) ?? "(the file)";
  // A missing key is reported by the object that lacks it; name the key instead.
  if (issue.input === undefined && (issue.type === "strict_object" || issue.type === "object")) return `${path}: missing (this field is required)`;
  if (issue.expected === "never") return `${path}: an unknown field (check its spelling)`;
  return `${path}: ${issue.message} (got ${JSON.stringify(issue.input)})`;
}

/** The identity, checked; throws a PracticeFileError naming the file and each bad field. */
export function parsePractice(input: unknown): Practice {
  const result = v.safeParse(PracticeSchema, input);
  if (result.success) return result.output;
  throw new PracticeFileError(result.issues.map(describe));
}
