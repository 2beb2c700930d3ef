import { describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { composeDigest, composeReminder } from "./reply-mail";
import type { StoredEnquiry } from "./store";

const ENQUIRY: StoredEnquiry = {
  ...SAMPLE_ENQUIRY,
  id: "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
  receivedAt: "2026-04-02T00:00:00.000Z",
  spam: false,
  spamReason: null,
  notification: "sent",
  correctedAt: null,
  replyDueAt: "2026-04-07T07:00:00.000Z",
  repliedAt: null,
  repliedBy: null,
  status: "new",
  assignee: null,
};

describe("the late reply's reminder", () => {
  it("says when the reply was due, gives the enquiry and the command that records the reply, Reply-To the visitor", () => {
    const mail = composeReminder(ENQUIRY);
    expect(mail.subject).toBe("Reply overdue since Tue 7 Apr, 5:00 pm: Acme Pty Ltd (Jane Citizen)");
    expect(mail.text).toContain("was due by 7 April 2026, 5:00 pm Queensland time (UTC+10:00)");
    expect(mail.text).toContain(`npm run enquiries -- replied ${ENQUIRY.id} --by "YOUR NAME"`);
    expect(mail.text).toContain("jane@acme.example");
    expect(mail.replyTo).toEqual({ name: "Jane Citizen", address: "jane@acme.example" });
  });

  it("keeps the subject one line and escapes what the visitor typed in the HTML", () => {
    const mail = composeReminder({
      ...ENQUIRY,
      company: "Acme\r\nBcc: x@example.net",
      message: "<script>alert(1)</script>",
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("the quarantine digest", () => {
  const held = (name: string, spamReason: StoredEnquiry["spamReason"]): StoredEnquiry => ({
    ...ENQUIRY,
    name,
    spam: true,
    spamReason,
    notification: null,
  });

  it("names each held-back enquiry with its contact and reason, never its message", () => {
    const mail = composeDigest([held("Held <One>", "honeypot"), held("Held Two", "token-too-fast")]);
    expect(mail.subject).toBe("Quarantined as likely spam: 2 enquiries since the last digest");
    expect(mail.text).toContain(
      "Held <One> (Acme Pty Ltd); jane@acme.example, 07 3123 4567; held back because the hidden anti-spam field was filled in",
    );
    expect(mail.text).toContain("held back because the form was sent faster than a person can type");
    expect(mail.html).toContain("Held &lt;One&gt;");
    expect(mail.text).not.toContain(SAMPLE_ENQUIRY.message);
    expect(mail.replyTo).toBeUndefined();
  });
});
