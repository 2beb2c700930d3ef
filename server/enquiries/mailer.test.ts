import { describe, expect, it } from "vitest";
import { composeNotification, escapeHtml, singleLine } from "./mailer";
import type { StoredEnquiry } from "./store";
import { SAMPLE_ENQUIRY } from "../../scripts/testing/enquiry-fixtures";

const STORED: StoredEnquiry = { ...SAMPLE_ENQUIRY, id: "7b0c", receivedAt: "2026-03-01T00:00:00.000Z", spam: false, spamReason: null, notification: "pending" };

describe("composeNotification", () => {
  it("names the company and person in the subject and lists every field", () => {
    const mail = composeNotification(STORED);
    expect(mail.subject).toBe("New enquiry: Acme Pty Ltd (Jane Citizen)");
    for (const value of ["Jane Citizen", "Acme Pty Ltd", "CEO", "07 3123 4567", "11-50 employees", "Commercial Contracts, Property", "Hello", "7b0c"]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
  });

  it("escapes user input in the HTML part", () => {
    const mail = composeNotification({ ...STORED, name: `<img src=x onerror="alert(1)">`, message: "<script>alert('x')</script>\nline & more" });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("line &amp; more");
  });

  it("cannot inject headers through the subject, whatever was stored", () => {
    const mail = composeNotification({ ...STORED, company: "Acme\r\nBcc: victim@example.com", name: "Jane\u202Eevil" });
    expect(mail.subject).not.toMatch(/[\r\n\u202E]/);
    expect(mail.subject).toBe("New enquiry: Acme Bcc: victim@example.com (Jane evil)");
  });

  it("keeps the plain-text part free of control characters but keeps the message's lines", () => {
    const mail = composeNotification({ ...STORED, role: "a\u0007b", message: "one\ntwo\u001b[31m" });
    expect(mail.text).toContain("Role: a b");
    expect(mail.text).toContain("one\ntwo [31m");
  });
});

describe("helpers", () => {
  it("singleLine collapses whitespace and bounds the length", () => {
    expect(singleLine("  a \n\t b  ")).toBe("a b");
    expect(singleLine("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
  it("escapeHtml escapes the five special characters", () => {
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
  });
});

describe("notification details", () => {
  it("shows when it was received in Queensland time, with the offset", () => {
    const mail = composeNotification({ ...STORED, receivedAt: "2026-01-15T23:30:00.000Z" });
    expect(mail.text).toContain("Received: 16 January 2026, 9:30 am Queensland time (UTC+10:00)");
    expect(mail.html).toContain("16 January 2026, 9:30 am Queensland time (UTC+10:00)");
    expect(mail.text).not.toContain("2026-01-15T23:30");
  });

  it.each([
    ["token-expired", "the form was opened more than a day before it was sent"],
    ["token-invalid", "the form's token was not one this site issued"],
    ["token-missing", "the form was sent without the token the page fetches"],
    ["token-reused", "the form's token had already been used for another enquiry"],
  ] as const)("marks a mailed enquiry flagged %s for a person to check, and says why", (spamReason, why) => {
    const mail = composeNotification({ ...STORED, spamReason });
    expect(mail.subject).toBe("[check: may be automated] New enquiry: Acme Pty Ltd (Jane Citizen)");
    expect(mail.text).toContain(`Check: ${why}`);
  });

  it("leaves an unflagged enquiry's subject plain", () => {
    expect(composeNotification(STORED).subject).not.toContain("[check");
  });
});
