import { describe, expect, it } from "vitest";
// The fixture identity in the unit tiers (vitest.config.ts); the practice's own file is read from disk.
import shipped from "./practice.json";
import { shippedPracticeFile } from "../../test/support/shipped-content";
import { isValidAbn, isValidAcn, parsePractice, PracticeFileError } from "./practice-schema";

type Json = { [key: string]: unknown };
const DELETE = Symbol("delete");

/** The problems parsePractice reports for the shipped file with some fields ("address.postcode") changed. */
function problemsWith(changes: Record<string, unknown>): string[] {
  const practice = structuredClone(shipped) as Json;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split(".");
    const last = keys.pop() as string;
    const parent = keys.reduce((object, key) => object[key] as Json, practice);
    if (value === DELETE) delete parent[last];
    else parent[last] = value;
  }
  try {
    parsePractice(practice);
  } catch (error) {
    expect(error).toBeInstanceOf(PracticeFileError);
    expect((error as Error).message).toMatch(/^shared\/content\/practice\.json is not valid:\n/);
    return [...(error as PracticeFileError).problems];
  }
  return [];
}

describe("the practice's identity file", () => {
  it("accepts the fixture identity, and the practice's own file as it stands", () => {
    expect(parsePractice(shipped).tradingName).toBe(shipped.tradingName);
    expect(() => parsePractice(shippedPracticeFile())).not.toThrow();
  });

  it.each([
    [
      "an ACN with a wrong check digit",
      { acn: "123 456 789" },
      "acn: expected an ACN: 9 digits with a valid check digit",
    ],
    ["an ACN of 8 digits", { acn: "12345678" }, "acn: expected an ACN: 9 digits with a valid check digit"],
    [
      "an ABN with a wrong checksum",
      { abn: "12 123 456 780" },
      "abn: expected an ABN: 11 digits with a valid checksum",
    ],
    ["an ABN with letters", { abn: "11 123 456 78O" }, "abn: expected an ABN: 11 digits with a valid checksum"],
    [
      "an http parent firm URL",
      { "parentFirm.url": "http://example.net/" },
      "parentFirm.url: expected an https:// URL (http: is not accepted)",
    ],
    [
      "a parent firm URL that is no URL",
      { "parentFirm.url": "example.net" },
      "parentFirm.url: expected an https:// URL",
    ],
    [
      "a malformed enquiries email",
      { enquiriesEmail: "enquiries.example.net" },
      "enquiriesEmail: expected the enquiries address: a valid email address",
    ],
    [
      "a malformed Privacy Officer email",
      { privacyOfficerEmail: "privacy@" },
      "privacyOfficerEmail: expected the Privacy Officer's address: a valid email address",
    ],
    ["a missing trading name", { tradingName: DELETE }, "tradingName: missing (this field is required)"],
    [
      "an empty legal name",
      { legalName: "  " },
      "legalName: expected the company's registered name, not an empty string",
    ],
    ["a five-digit postcode", { "address.postcode": "41130" }, "address.postcode: expected a postcode of 4 digits"],
    [
      "an unknown state",
      { "address.state": "Queensland" },
      "address.state: expected the state as one of QLD, NSW, VIC, TAS, SA, WA, NT, ACT",
    ],
    [
      'a "division of" relationship',
      { "parentFirm.relationship": "a division of" },
      'parentFirm.relationship: expected the relationship without "division"',
    ],
    [
      "a scheme flag that is not a boolean",
      { "limitedLiabilityScheme.participates": "yes" },
      "limitedLiabilityScheme.participates: expected true or false",
    ],
    ["a malformed phone number", { phone: "call us" }, "phone: expected a phone number such as"],
    ["a misspelt field", { enquiryEmail: "x@example.net" }, "enquiryEmail: an unknown field (check its spelling)"],
    // A person to reach: the booking page is https, and the privacy policy names its service.
    [
      "an http booking page",
      { bookingUrl: "http://book.example.net/", bookingService: "Example Bookings" },
      "bookingUrl: expected an https:// URL",
    ],
    [
      "a booking page without its service",
      { bookingUrl: "https://book.example.net/" },
      "bookingService: expected bookingService: the privacy policy names the service",
    ],
    [
      "hours on two lines",
      { contactHours: "Monday\nto Friday" },
      "contactHours: expected the hours calls are answered",
    ],
    // An incorporated legal practice has a legal practitioner director.
    [
      "a missing legal practitioner director",
      { legalPractitionerDirector: DELETE },
      "legalPractitionerDirector: missing (this field is required)",
    ],
    [
      "an empty legal practitioner director",
      { legalPractitionerDirector: " " },
      "legalPractitionerDirector: expected the legal practitioner director's full name, not an empty string",
    ],
    // Whether the firm owns the company decides parentOrganization.
    [
      "a missing ownsPractice",
      { "parentFirm.ownsPractice": DELETE },
      "parentFirm.ownsPractice: missing (this field is required)",
    ],
    [
      "an ownsPractice that is not a boolean",
      { "parentFirm.ownsPractice": "no" },
      "parentFirm.ownsPractice: expected true or false: whether the parent firm owns",
    ],
    // The providers and the countries where they hold personal information.
    ["missing service providers", { serviceProviders: DELETE }, "serviceProviders: missing (this field is required)"],
    [
      "no email provider",
      { "serviceProviders.1.role": "document storage" },
      'serviceProviders: expected exactly one provider for each of the roles "website hosting" and "email"',
    ],
    [
      "a provider without a name",
      { "serviceProviders.0.name": "" },
      "serviceProviders.0.name: expected the provider's name, not an empty string",
    ],
    [
      "a provider without countries",
      { "serviceProviders.0.countries": [] },
      "serviceProviders.0.countries: expected at least one country",
    ],
    [
      "a country listed twice",
      { "serviceProviders.1.countries": ["Australia", "Australia"] },
      "serviceProviders.1.countries: expected each country once",
    ],
    [
      'a country with "the"',
      { "serviceProviders.1.countries": ["Australia", "the United States"] },
      'serviceProviders.1.countries.1: expected the country\'s name without "the"',
    ],
    [
      "a misspelt country",
      { "serviceProviders.1.countries": ["Australia", "Untied States"] },
      "serviceProviders.1.countries.1: expected a country's English name",
    ],
    [
      "a region that is no country",
      { "serviceProviders.1.countries": ["European Union"] },
      "serviceProviders.1.countries.0: expected a country's English name",
    ],
    [
      "a provider with an unknown field",
      { "serviceProviders.0.region": "APAC" },
      "serviceProviders.0.region: an unknown field (check its spelling)",
    ],
  ])("names the field and what is expected for %s", (_name, change, expected) => {
    const problems = problemsWith(change);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it("reports every bad field at once", () => {
    const problems = problemsWith({ acn: "1", abn: "1" });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual(["acn", "abn"]);
  });

  it("checks ACNs and ABNs by their published algorithms", () => {
    // ASIC's and the ATO's published examples.
    expect(isValidAcn("004 085 616")).toBe(true);
    expect(isValidAcn("004 085 617")).toBe(false);
    expect(isValidAbn("51 824 753 556")).toBe(true);
    expect(isValidAbn("51 824 753 557")).toBe(false);
  });
});
