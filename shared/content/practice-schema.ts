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
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * (ABN_WEIGHTS[index] ?? 0),
    0,
  );
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

const email = (what: string) =>
  v.pipe(v.string(`expected ${what} (an email address)`), v.trim(), v.email(`expected ${what}: a valid email address`));

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const httpsUrl = v.pipe(
  v.string("expected an https:// URL"),
  v.trim(),
  v.check(isHttpsUrl, "expected an https:// URL (http: is not accepted)"),
);

const AUSTRALIAN_STATES = ["QLD", "NSW", "VIC", "TAS", "SA", "WA", "NT", "ACT"] as const;

/**
 * The providers the privacy policy and the form's collection notice name (APP 8, disclosure overseas): the
 * Privacy Act 1988 (Cth), Schedule 1, APP 1.4(f)-(g) and APP 5.2(i)-(j), asks whether personal
 * information is likely to go to overseas recipients and, where practicable, in which countries
 * (https://www.legislation.gov.au/C2004A03712/latest/text; OAIC, APP guidelines, chapters 1, 5 and 8,
 * https://www.oaic.gov.au/privacy/australian-privacy-principles/australian-privacy-principles-guidelines).
 * Every enquiry passes through these two, so each must be listed, once.
 */
const REQUIRED_PROVIDER_ROLES = ["website hosting", "email"] as const;

/** Region codes that name no country (ICU knows them, APP 1.4(g) asks for countries). */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);

/** English country names as ICU spells them ("Australia", "United States", "United Kingdom"), built once. */
let countryNames: ReadonlySet<string> | undefined;
function isCountryName(value: string): boolean {
  if (!countryNames) {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    const found = new Set<string>();
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        if (NOT_COUNTRIES.has(code)) continue;
        const name = names.of(code);
        if (name && name !== code) found.add(name);
      }
    }
    countryNames = found;
  }
  return countryNames.has(value);
}

const country = v.pipe(
  v.string('expected a country\'s name (text, e.g. "Australia")'),
  v.trim(),
  v.check(
    (value) => !/^the\s/i.test(value),
    'expected the country\'s name without "the" (e.g. "United States"): the sentences add it',
  ),
  // A name with "the" is reported once, by the check above.
  v.check(
    (value) => /^the\s/i.test(value) || isCountryName(value),
    'expected a country\'s English name, e.g. "Australia", "United States", "Ireland", "Singapore"',
  ),
);

const serviceProvider = v.strictObject(
  {
    /** What the provider does for the practice, completing "our {role} provider", e.g. "website hosting". */
    role: line('the provider\'s role (e.g. "website hosting", "email")', 40),
    /** The provider's name as the privacy policy names it. */
    name: line("the provider's name"),
    /** Every country where the provider may store or process the practice's personal information. */
    countries: v.pipe(
      v.array(country, 'expected a list of countries, e.g. ["Australia", "United States"]'),
      v.nonEmpty("expected at least one country where the provider holds personal information"),
      v.check((list) => new Set(list).size === list.length, "expected each country once"),
    ),
  },
  'expected { "role", "name", "countries" }',
);

const PracticeSchema = v.strictObject(
  {
    /** The name the service trades under (the business name). */
    tradingName: line("the trading name", 60),
    /** The company that is the incorporated legal practice. */
    legalName: line("the company's registered name"),
    acn: v.pipe(
      v.string('expected an ACN (text, e.g. "123 456 780")'),
      v.trim(),
      v.check(isValidAcn, "expected an ACN: 9 digits with a valid check digit"),
    ),
    abn: v.pipe(
      v.string('expected an ABN (text, e.g. "11 123 456 780")'),
      v.trim(),
      v.check(isValidAbn, "expected an ABN: 11 digits with a valid checksum"),
    ),
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
          v.check(
            (value) => !/\bdivision\b/i.test(value),
            'expected the relationship without "division": a company is not a division of a firm',
          ),
        ),
        /**
         * Whether the firm owns the company. Only then is it the practice's parentOrganization in the
         * structured data (server/pages/structured-data.ts); a related entity is not a subsidiary.
         */
        ownsPractice: v.boolean("expected true or false: whether the parent firm owns the company"),
      },
      'expected { "name", "url", "relationship", "ownsPractice" }',
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
    /**
     * An incorporated legal practice must have at least one director who is an Australian legal
     * practitioner, its "legal practitioner director" (Legal Profession Act 2007 (Qld), ch 2 pt 2.7,
     * ss 109-143, https://www.legislation.qld.gov.au/view/html/inforce/current/act-2007-024; as the
     * Legal Services Commission summarises it, https://www.lsc.qld.gov.au/for-the-profession/compliance/incorporated-legal-practices).
     * The footer names them.
     */
    legalPractitionerDirector: line("the legal practitioner director's full name"),
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
    /** When calls (and emails) are answered, in Brisbane time, e.g. "Monday to Friday, 8:30 am to 5 pm Brisbane time". */
    contactHours: v.optional(
      v.nullable(line('the hours calls are answered (e.g. "Monday to Friday, 8:30 am to 5 pm Brisbane time")')),
    ),
    /** Who answers calls and the enquiries inbox, as the site names them, e.g. "Jane Citizen, our legal practitioner director". */
    answeredBy: v.optional(
      v.nullable(line('who answers calls and emails (e.g. "Jane Citizen, our legal practitioner director")')),
    ),
    /**
     * The practice's own booking page for a first call, linked as "Book the first call" beside the
     * form and on /contact/received. The privacy policy names the service (bookingService), since a
     * visitor who books gives it their details.
     */
    bookingUrl: v.optional(v.nullable(httpsUrl)),
    bookingService: v.optional(v.nullable(line('the booking service\'s name (e.g. "Example Bookings Pty Ltd")'))),
    /**
     * A professional standards (limited liability) scheme. The notice "Liability limited by a scheme
     * approved under professional standards legislation" may be shown only by a participant, and a
     * participant must carry it: the scheme limits liability to a client only if the client was given
     * a document carrying the statement, or was told (Professional Standards Act 2004 (Qld) ss 29(2),
     * 34(1), http://www.austlii.edu.au/au/legis/qld/consol_act/psa2004249/s29.html). The Queensland
     * Law Society runs the "Queensland Law Society Professional Standards Scheme" under that Act, open
     * to incorporated legal practices since 1 July 2022
     * (https://www.qls.com.au/About-us/Services-and-benefits/Business-Services/Incorporated-Legal-Practices-Membership,
     * https://www.qls.com.au/Services/Business-Services/Professional-Standards-Scheme).
     */
    serviceProviders: v.pipe(
      v.array(serviceProvider, 'expected a list of service providers, each { "role", "name", "countries" }'),
      v.check(
        (providers) =>
          REQUIRED_PROVIDER_ROLES.every((role) => providers.filter((provider) => provider.role === role).length === 1),
        `expected exactly one provider for each of the roles ${REQUIRED_PROVIDER_ROLES.map((role) => `"${role}"`).join(" and ")}`,
      ),
    ),
    limitedLiabilityScheme: v.strictObject(
      {
        participates: v.boolean("expected true or false"),
        schemeName: v.optional(v.nullable(line("the scheme's name"))),
      },
      'expected { "participates": true or false, "schemeName": text or null }',
    ),
    /**
     * The day from which the practice takes on clients (YYYY-MM-DD, Queensland's day): the launch
     * wording takes its year from it, and the panel beside the form says whether clients are taken now.
     */
    takingClientsFrom: v.pipe(
      v.string('expected the date the practice takes clients from, as YYYY-MM-DD (e.g. "2026-02-02")'),
      v.regex(
        /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
        'expected the date the practice takes clients from, as YYYY-MM-DD (e.g. "2026-02-02")',
      ),
      v.check(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        "expected a date that exists",
      ),
    ),
  },
  "expected a JSON object with the practice's details",
);

/** A booking link is shown only with the service's name, which the privacy policy must give. */
const PracticeFileSchema = v.pipe(
  PracticeSchema,
  v.forward(
    v.check(
      (practice) => !practice.bookingUrl || Boolean(practice.bookingService),
      "expected bookingService: the privacy policy names the service a bookingUrl leads to",
    ),
    ["bookingService"],
  ),
);

export type Practice = v.InferOutput<typeof PracticeSchema>;

export class PracticeFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`${PRACTICE_FILE} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "PracticeFileError";
  }
}

/** What is wrong with a field, without its path: "expected an ACN: 9 digits with a valid check digit (got "123")". */
export function practiceIssueMessage(issue: v.BaseIssue<unknown>): string {
  // A missing key is reported by the object that lacks it; name the key instead.
  if (issue.input === undefined && (issue.type === "strict_object" || issue.type === "object"))
    return "missing (this field is required)";
  if (issue.expected === "never") return "an unknown field (check its spelling)";
  return `${issue.message} (got ${JSON.stringify(issue.input)})`;
}

/** One line per problem: "acn: expected an ACN: 9 digits with a valid check digit (got "123")". */
const describe = (issue: v.BaseIssue<unknown>) =>
  `${v.getDotPath(issue) ?? "(the file)"}: ${practiceIssueMessage(issue)}`;

/** Every problem with the identity, as the schema reports them (none when it is good). */
export function practiceIssues(input: unknown): readonly v.BaseIssue<unknown>[] {
  const result = v.safeParse(PracticeFileSchema, input, { abortEarly: false });
  return result.success ? [] : result.issues;
}

/** The identity, checked; throws a PracticeFileError naming the file and each bad field. */
export function parsePractice(input: unknown): Practice {
  const result = v.safeParse(PracticeFileSchema, input);
  if (result.success) return result.output;
  throw new PracticeFileError(result.issues.map(describe));
}
