import { describe, expect, it } from "vitest";
import { BUSINESS_SIZES, ENQUIRY_ERRORS, LEGAL_PRIORITIES } from "../content/contact-form";
import { firstInvalidField, parseEnquiry } from "./enquiry-schema";

const VALID = { name: "Jane Citizen", company: "Acme Pty Ltd", role: "", phone: "", businessSize: "", priorities: [], message: "" };

function errorsFor(overrides: Record<string, unknown>) {
  const result = parseEnquiry({ ...VALID, ...overrides });
  return result.ok ? {} : result.errors;
}

describe("parseEnquiry", () => {
  it("accepts the smallest valid enquiry and trims every text field", () => {
    const result = parseEnquiry({ name: "  Jane  ", company: "\tAcme ", message: "  Hello\r\nthere  " });
    expect(result).toEqual({
      ok: true,
      enquiry: { name: "Jane", company: "Acme", role: "", email: "", phone: "", businessSize: "", priorities: [], message: "Hello\nthere" },
    });
  });

  it("requires name and company, even when only whitespace was typed", () => {
    expect(errorsFor({ name: "   ", company: "" })).toEqual({ name: ENQUIRY_ERRORS.name.required, company: ENQUIRY_ERRORS.company.required });
    expect(errorsFor({ name: undefined, company: null })).toEqual({ name: "Name is required", company: "Company is required" });
  });

  it.each([
    ["name", 200, ENQUIRY_ERRORS.name.tooLong],
    ["company", 200, ENQUIRY_ERRORS.company.tooLong],
    ["role", 200, ENQUIRY_ERRORS.role.tooLong],
    ["message", 5000, ENQUIRY_ERRORS.message.tooLong],
  ])("%s: %i characters pass, one more is rejected", (field, max, message) => {
    expect(errorsFor({ [field]: "a".repeat(max) })).toEqual({});
    expect(errorsFor({ [field]: "a".repeat(max + 1) })).toEqual({ [field]: message });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(errorsFor({ name: "😀".repeat(200) })).toEqual({});
    expect(errorsFor({ name: "😀".repeat(201) })).toEqual({ name: ENQUIRY_ERRORS.name.tooLong });
  });

  it("phone: 40 characters pass, 41 are rejected, and it must look like a phone number", () => {
    const forty = `+61 ${"7".repeat(36)}`;
    expect(forty).toHaveLength(40);
    expect(errorsFor({ phone: forty })).toEqual({});
    expect(errorsFor({ phone: `${forty}7` })).toEqual({ phone: ENQUIRY_ERRORS.phone.tooLong });
    for (const ok of ["07 3123 4567", "+61 (7) 3123-4567", "0412.345.678", "1300 123 456 ext 12"]) expect(errorsFor({ phone: ok })).toEqual({});
    for (const bad of ["call me", "12345", "07 3123 4567; drop table", "=1+1"]) {
      expect(errorsFor({ phone: bad })).toEqual({ phone: ENQUIRY_ERRORS.phone.invalid });
    }
  });

  it("businessSize is one of the five bands or empty", () => {
    for (const size of [...BUSINESS_SIZES, ""]) expect(errorsFor({ businessSize: size })).toEqual({});
    expect(errorsFor({ businessSize: "1000+" })).toEqual({ businessSize: ENQUIRY_ERRORS.businessSize.invalid });
    expect(errorsFor({ businessSize: 10 })).toEqual({ businessSize: ENQUIRY_ERRORS.businessSize.invalid });
  });

  it("priorities are a subset of the seven options without repeats", () => {
    expect(errorsFor({ priorities: [...LEGAL_PRIORITIES] })).toEqual({});
    expect(errorsFor({ priorities: ["Property", "Property"] })).toEqual({ priorities: ENQUIRY_ERRORS.priorities.invalid });
    expect(errorsFor({ priorities: ["Tax"] })).toEqual({ priorities: ENQUIRY_ERRORS.priorities.invalid });
    expect(errorsFor({ priorities: "Property" })).toEqual({ priorities: ENQUIRY_ERRORS.priorities.invalid });
  });

  it("rejects control characters; CR and LF only in the message", () => {
    expect(errorsFor({ name: "Jane\nCitizen" })).toEqual({ name: ENQUIRY_ERRORS.name.invalid });
    expect(errorsFor({ company: "Acme\rBcc: x@example.com" })).toEqual({ company: ENQUIRY_ERRORS.company.invalid });
    expect(errorsFor({ role: "a\u0000b" })).toEqual({ role: ENQUIRY_ERRORS.role.invalid });
    expect(errorsFor({ message: "line one\nline two\r\nline three" })).toEqual({});
    expect(errorsFor({ message: "bell\u0007" })).toEqual({ message: ENQUIRY_ERRORS.message.invalid });
    expect(errorsFor({ message: "escape\u001b[31m" })).toEqual({ message: ENQUIRY_ERRORS.message.invalid });
  });

  it("rejects zero-width and bidi controls in single-line fields", () => {
    for (const character of ["\u200B", "\u200D", "\u202E", "\u2066", "\uFEFF"]) {
      expect(errorsFor({ name: `Ja${character}ne` })).toEqual({ name: ENQUIRY_ERRORS.name.invalid });
    }
    expect(errorsFor({ message: "family 👨\u200D👩\u200D👧" })).toEqual({});
  });

  it("rejects values that are not text with the field's message", () => {
    expect(errorsFor({ name: 42, message: { text: "x" } })).toEqual({ name: ENQUIRY_ERRORS.name.invalid, message: ENQUIRY_ERRORS.message.invalid });
  });

  it("ignores unknown keys and never lets __proto__ pollute anything", () => {
    const input = JSON.parse('{"name":"Jane","company":"Acme","admin":true,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
    const result = parseEnquiry(input);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.keys(result.enquiry).sort()).toEqual(["businessSize", "company", "email", "message", "name", "phone", "priorities", "role"]);
      expect(Object.getPrototypeOf(result.enquiry)).toBe(Object.prototype);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("names the first invalid field in form order", () => {
    expect(firstInvalidField({ message: "x", phone: "y" })).toBe("phone");
    expect(firstInvalidField({})).toBeUndefined();
  });
});
