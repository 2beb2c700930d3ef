/**
 * The practice's identity and the sentences built from it. Every name, number, email and address of
 * the practice shown anywhere comes from here; change shared/content/practice.json, not the copy.
 */
import practiceFile from "./practice.json";
import type { Practice } from "./practice-schema";

/**
 * The identity as the file has it. The build (scripts/build/site-identity.ts) and the server's start
 * (server/index.ts) check it with parsePractice and stop naming the field; the browser is sent
 * only what they accepted, so the schema stays out of the bundle.
 */
export const PRACTICE = practiceFile as unknown as Practice;

/** The state whose law governs the practice and where it is incorporated. */
export const JURISDICTION = "Queensland";

const grouped = (digits: string, sizes: readonly number[]) => {
  const plain = digits.replace(/\s/g, "");
  let at = 0;
  return sizes.map((size) => plain.slice(at, (at += size))).join(" ");
};

export const ACN = `ACN ${grouped(PRACTICE.acn, [3, 3, 3])}`;
export const ABN = `ABN ${grouped(PRACTICE.abn, [2, 3, 3, 3])}`;

const { address, parentFirm } = PRACTICE;

/** "c/o Firm, 1 Street, Locality QLD 4000". */
export const ADDRESS_LINE = [
  address.careOf ? `c/o ${address.careOf}` : "",
  address.street,
  `${address.locality} ${address.state} ${address.postcode}`,
]
  .filter(Boolean)
  .join(", ");

/**
 * Who the practice is, who acts for the client and how it relates to the parent firm: one sentence,
 * the same in the footer, About, the Terms and the Privacy Policy.
 */
export const RELATIONSHIP_STATEMENT = `${PRACTICE.tradingName} is a trading name of ${PRACTICE.legalName} (${ACN}), an incorporated legal practice in ${JURISDICTION} whose own solicitors act for its clients, and which is ${parentFirm.relationship} ${parentFirm.name}.`;

/** The one statement of how litigation is handled (home's practice areas and the Terms). */
const litigationStatement = () =>
  `Litigation is delivered through a separate dispute team at ${parentFirm.name}, only with your agreement and under its own engagement with you; we stay involved as your general counsel.`;
/** Server copy (home's practice areas, the Terms): marked pure so the browser bundle, which never uses it, drops it. */
export const LITIGATION_STATEMENT = /* @__PURE__ */ litigationStatement();

/**
 * The statement a participant in a professional standards scheme carries, word for word as the
 * Professional Standards Councils publish it (https://www.psc.gov.au/advice-for-scheme-associations/disclosing-your-liability;
 * Professional Standards Act 2004 (Qld) ss 29(2) and 34(1)). Never reworded: the scheme is named in
 * a sentence of its own after it.
 */
export const APPROVED_LIABILITY_STATEMENT =
  "Liability limited by a scheme approved under professional standards legislation.";

/** Lawful only for a participant in a professional standards scheme; absent otherwise. */
export const LIABILITY_NOTICE = liabilityNoticeFor(PRACTICE);

/**
 * "Liability limited by a scheme approved under professional standards legislation. {legalName}
 * participates in the {schemeName}." for a participant; undefined for a practice outside a scheme.
 */
export function liabilityNoticeFor(
  practice: Pick<Practice, "legalName" | "limitedLiabilityScheme">,
): string | undefined {
  const { participates, schemeName } = practice.limitedLiabilityScheme;
  if (!participates) return undefined;
  // launch-check flags a participant without a scheme name; the approved words stand alone until then.
  if (!schemeName) return APPROVED_LIABILITY_STATEMENT;
  return `${APPROVED_LIABILITY_STATEMENT} ${practice.legalName} participates in the ${schemeName.replace(/^the\s+/i, "")}.`;
}

/** The incorporated legal practice's legal practitioner director (Legal Profession Act 2007 (Qld), ch 2 pt 2.7). */
export const DIRECTOR_LABEL = "Legal practitioner director:";
export const DIRECTOR_NOTICE = `${DIRECTOR_LABEL} ${PRACTICE.legalPractitionerDirector}.`;

type ServiceProvider = Practice["serviceProviders"][number];

/** Country names that read with "the" in a sentence: "the United States", "the Netherlands", "the Cook Islands". */
const WITH_THE =
  /^(United |Netherlands$|Philippines$|Bahamas$|Gambia$|Maldives$|Seychelles$|Comoros$|Central African Republic$|Dominican Republic$|Czech Republic$)|Islands$/;

const inSentence = (country: string) => (WITH_THE.test(country) ? `the ${country}` : country);

/** "Australia"; "Australia and the United States"; "Australia, Ireland and the United States" (or "or"). */
export function countryList(countries: readonly string[], conjunction: "and" | "or" = "and"): string {
  const named = countries.map(inSentence);
  return named.length <= 1 ? (named[0] ?? "") : `${named.slice(0, -1).join(", ")} ${conjunction} ${named.at(-1)}`;
}

const AUSTRALIA = "Australia";

/** Every country outside Australia where a listed provider may hold personal information, in file order. */
export function overseasCountriesOf(practice: Pick<Practice, "serviceProviders">): string[] {
  return [...new Set(practice.serviceProviders.flatMap((provider) => provider.countries))].filter(
    (country) => country !== AUSTRALIA,
  );
}

const providerFor = (practice: Pick<Practice, "serviceProviders">, role: string): ServiceProvider => {
  const provider = practice.serviceProviders.find((candidate) => candidate.role === role);
  // The schema requires exactly one of each; this guards a hand-built Practice in a test.
  if (!provider) throw new Error(`practice.json serviceProviders has no "${role}" provider`);
  return provider;
};

/** "(Example Mail Pty Ltd, in Australia and the United States)". */
const nameAndCountries = (provider: ServiceProvider) => `(${provider.name}, in ${countryList(provider.countries)})`;

/**
 * The form's collection notice on where the details go (APP 5.2(i)-(j)): the two providers every
 * enquiry passes through, their countries, and the countries outside Australia in a sentence of
 * their own.
 */
export function formProvidersSentence(practice: Pick<Practice, "serviceProviders">): string {
  const hosting = providerFor(practice, "website hosting");
  const email = providerFor(practice, "email");
  return [
    `They are stored by our website hosting provider ${nameAndCountries(hosting)} and sent to us through our email provider ${nameAndCountries(email)}.`,
    formOverseasSentence(practice, "Neither holds them outside Australia."),
  ].join(" ");
}

/**
 * Where an enquiry's details may be held outside Australia (APP 5.2(i)-(j)), from the two providers
 * every enquiry passes through; `none` when neither holds them abroad. The notice's short first part
 * says it; the providers are named in the part one tap away.
 */
export function formOverseasSentence(practice: Pick<Practice, "serviceProviders">, none: string): string {
  const overseas = overseasCountriesOf({
    serviceProviders: [providerFor(practice, "website hosting"), providerFor(practice, "email")],
  });
  return overseas.length > 0 ? `They may be held outside Australia, in ${countryList(overseas, "or")}.` : none;
}

/**
 * The privacy policy on overseas disclosure (APP 1.4(f)-(g)): each provider with its countries, then
 * the countries outside Australia, or that there are none.
 */
export function providersAbroadParagraph(practice: Pick<Practice, "serviceProviders">): string {
  const providers = practice.serviceProviders.map(
    (provider) => `our ${provider.role} provider, ${provider.name}, in ${countryList(provider.countries)}`,
  );
  const listed =
    providers.length === 1 ? providers[0] : `${providers.slice(0, -1).join("; ")}; and ${providers.at(-1)}`;
  const overseas = overseasCountriesOf(practice);
  return [
    `The following service providers store or process personal information for us, including enquiries sent through this website: ${listed}.`,
    overseas.length > 0
      ? `Personal information we hold is therefore likely to be held outside Australia, in ${countryList(overseas)}.`
      : "None of them holds personal information outside Australia.",
    "If we engage another service provider, such as a document storage provider, that would hold personal information outside Australia, we will name it and the countries concerned in this policy before it does so.",
  ].join(" ");
}

/** The form's collection notice (a server fragment): marked pure so the browser bundle drops it. */
export const FORM_PROVIDERS_SENTENCE = /* @__PURE__ */ formProvidersSentence(PRACTICE);
export const FORM_OVERSEAS_SENTENCE = /* @__PURE__ */ formOverseasSentence(PRACTICE, "They are held in Australia.");
/** Policy copy, served as a server fragment: marked pure so the browser bundle, which never uses it, drops it. */
export const PROVIDERS_ABROAD_PARAGRAPH = /* @__PURE__ */ providersAbroadParagraph(PRACTICE);
