import { describe, expect, it } from "vitest";
import { CONTACT_FORM } from "../../shared/content/contact-form";
import { ENQUIRY_FIELDS } from "../../shared/lib/enquiry-schema";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { enquiryDetails } from "./enquiry-details";
import { enquiriesToCsv, enquiryToText } from "./export";
import { composeNotification } from "./mailer";
import type { StoredEnquiry } from "./store";

const ENQUIRY: StoredEnquiry = {
  ...SAMPLE_ENQUIRY,
  id: "id-1",
  receivedAt: "2026-03-01T00:00:00.000Z",
  spam: false,
  spamReason: null,
  notification: "sent",
  correctedAt: null,
  replyDueAt: null,
  repliedAt: null,
  repliedBy: null,
  status: "new",
  assignee: null,
};
const VISITOR_FIELDS = ENQUIRY_FIELDS.filter((field) => field !== "message");

describe("the enquiry's fields, one table for every place staff read them", () => {
  it("gives each field the visitor fills, in the form's order, under the form's label without its required mark", () => {
    expect(enquiryDetails(ENQUIRY).map(([label]) => label)).toEqual(
      VISITOR_FIELDS.map((field) => CONTACT_FORM.labels[field].replace(" *", "")),
    );
    expect(Object.fromEntries(enquiryDetails(ENQUIRY))).toMatchObject({
      Name: "Jane Citizen",
      "Business Size": "11-50 employees",
      "Key Legal Priorities": "Commercial Contracts, Property",
    });
  });

  /** `text` as a pattern that matches only itself (a label may hold "?"). */
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  it("is what the notification and the staff CLI show, and the CSV has a column for each of the form's fields", () => {
    const mail = composeNotification(ENQUIRY).text;
    const shown = enquiryToText(ENQUIRY);
    for (const [label, value] of enquiryDetails(ENQUIRY)) {
      expect(mail).toContain(`\n${label}: ${value}\n`);
      expect(shown).toMatch(new RegExp(`\\n${literally(label)}: +${literally(value)}\\n`));
    }
    const header = enquiriesToCsv([ENQUIRY]).split("\r\n")[0] ?? "";
    for (const field of ENQUIRY_FIELDS) expect(header).toContain(`"${field}"`);
  });
});
