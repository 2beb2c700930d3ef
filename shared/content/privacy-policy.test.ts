import { describe, expect, it } from "vitest";
import {
  BACKUP_RETENTION_DAYS,
  CLIENT_HASH_RETENTION_DAYS,
  ENQUIRY_RETENTION_DAYS,
  LOG_RETENTION_DAYS,
  RATE_LIMIT_COUNTER_RETENTION_HOURS,
  SPAM_RETENTION_DAYS,
} from "../lib/retention";
import { COLLECTION_NOTICE } from "./contact-form";
import { PRIVACY_POLICY } from "./privacy-policy";

/** The policy's promises about what the website collects and keeps. */
const sectionText = (id: string) => {
  const section = PRIVACY_POLICY.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return [...section.paragraphs, ...(section.list ?? [])].join(" ");
};
const wholePolicy = () => PRIVACY_POLICY.sections.map((section) => sectionText(section.id)).join(" ");

describe("privacy policy: what the website collects", () => {
  const collected = () => sectionText("information-we-collect");

  it("names everything stored with an enquiry, beside what the visitor typed", () => {
    expect(collected()).toContain("the form's token, which records when the page with the form was loaded");
    expect(collected()).toContain("lets each form send only one enquiry");
    expect(collected()).toContain(
      "the idempotency key it sent with the enquiry and a fingerprint of the enquiry, both stored as hashes",
    );
    expect(collected()).toContain("whether our automated checks flagged the enquiry, and why");
    expect(collected()).toContain("a salted hash of your IP address");
    expect(collected()).toContain(
      `We delete it, with the form's token, the idempotency key and the fingerprint, ${CLIENT_HASH_RETENTION_DAYS} days after the enquiry was received`,
    );
  });

  it("names the notification's progress and error, and the rate-limit counters", () => {
    expect(collected()).toContain(
      "whether it has been sent, how many attempts it has taken, when the next attempt is due and, if an attempt failed, the error message",
    );
    expect(collected()).toContain(
      "counters that limit how many enquiries can be sent from one address in a short time: each holds the salted hash (never the address)",
    );
    expect(collected()).toContain(`deleted within ${RATE_LIMIT_COUNTER_RETENTION_HOURS} hours after it expires`);
  });

  it("names every field of the server's log, and the Origin of a refused cross-site post", () => {
    for (const field of [
      "the method (such as GET or POST)",
      "the address of the page requested without any query after a question mark",
      "the response status",
      "the date and time",
      "how long the answer took",
      "a request number",
      "the enquiry's reference number, whether our checks flagged it and the first part of the salted hash, never what you wrote",
      "the address of that website (the Origin your browser sent)",
    ])
      expect(collected()).toContain(field);
    expect(collected()).toContain("The log does not record your IP address or your browser.");
  });

  it("tells enquiries held back as spam (named in a daily digest without the message, deleted soon) from those mailed marked for checking (kept like any other)", () => {
    expect(collected()).toContain(
      `is held back as likely spam: it is not emailed to us on its own; once a day, an email to our staff names each enquiry held back since the last such email (the name, company, email address or phone number given, and why it was held back, never the message), so that a person checks it in time to reply; it stays in the website's database, where our staff may review it, and it is deleted ${SPAM_RETENTION_DAYS} days after it was received`,
    );
    expect(collected()).toContain(
      "when our reply to the enquiry is due (by 5 pm Brisbane time on the business day we promise), whether and when we recorded replying and who in our practice replied",
    );
    expect(collected()).toContain(
      "is emailed to us marked for checking, so that a person decides, and it is kept like any other enquiry",
    );
    expect(wholePolicy()).not.toMatch(/flagged as likely spam after/);
  });

  it("sums it up at the form, pointing to the policy", () => {
    const notice = COLLECTION_NOTICE.more;
    expect(notice).toContain("when you opened and sent the form");
    expect(notice).toContain("hashes of your IP address and of your request (never the address itself)");
    expect(notice).toContain("whether the email telling us about your enquiry has been sent");
    expect(notice).toContain(
      "a log line for each request; the Privacy Policy lists them all and how long each is kept",
    );
    expect(notice).toContain(
      `hold back as likely spam is not emailed to us on its own (a daily email to our staff names it and why, without the message) and is deleted after ${SPAM_RETENTION_DAYS} days`,
    );
  });
});

describe("privacy policy: every copy and its period", () => {
  const retention = () => sectionText("data-retention");

  it("states the database's periods from the one source the server reads", () => {
    expect(retention()).toContain(
      `enquiries are deleted from the website's database ${ENQUIRY_RETENTION_DAYS} days after they were received`,
    );
    expect(retention()).toContain(`held back as likely spam after ${SPAM_RETENTION_DAYS} days`);
    expect(retention()).toContain(
      `the fingerprint stored with an enquiry are deleted after ${CLIENT_HASH_RETENTION_DAYS} days`,
    );
  });

  it("states how long backups, the mailbox, exports and the log keep their copies", () => {
    expect(retention()).toContain(`each backup is deleted ${BACKUP_RETENTION_DAYS} days after it was made`);
    expect(retention()).toContain(`gone from every backup at most ${BACKUP_RETENTION_DAYS} days later`);
    expect(retention()).toContain(
      "it is kept in our mailbox, which our email provider hosts, for as long as we need it to deal with your enquiry and to meet our professional record-keeping obligations, and we then delete it",
    );
    expect(retention()).toContain("Deleting an enquiry from the website's database does not delete this email");
    expect(retention()).toContain("copies our staff export from the website's database");
    expect(retention()).toContain(`the website server's log: kept for ${LOG_RETENTION_DAYS} days and then deleted`);
    expect(wholePolicy()).not.toMatch(/limited period/);
  });

  it("keeps backups no longer than the shortest period of anything in them", () => {
    expect(BACKUP_RETENTION_DAYS).toBeLessThanOrEqual(
      Math.min(SPAM_RETENTION_DAYS, CLIENT_HASH_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS),
    );
  });
});

describe("privacy policy: access and correction", () => {
  it("offers a copy, corrections recorded, and deletion of every copy, within a reasonable period", () => {
    const rights = sectionText("your-rights-under-the-australian-privacy-principles");
    expect(rights).toContain("We will respond within a reasonable period, and we aim to do so within 30 days.");
    expect(rights).toContain(
      "we can give you a copy of it, with when it was received, what our checks made of it and the progress of the email that told us about it",
    );
    expect(rights).toContain(
      "we can correct any detail you gave us; when we correct one, the website records when it was corrected",
    );
    expect(rights).toContain(
      `the copies in our backups are deleted with those backups, within ${BACKUP_RETENTION_DAYS} days`,
    );
    expect(rights).toContain("APP 13");
  });
});

describe("privacy policy: the practice's own system, which the website's webhook sends each enquiry to", () => {
  it("says who receives each enquiry and its status changes, that held-back enquiries are not sent, and how long each copy is kept", () => {
    expect(sectionText("data-security")).toContain(
      "the website also sends that system each enquiry (never one held back as likely spam), with each status we give it later",
    );
    expect(sectionText("data-security")).toContain("That system is run by us or by its provider for us.");
    expect(sectionText("disclosure-of-your-information")).toContain(
      "the provider of our practice management or client relationship system",
    );
    expect(sectionText("information-we-collect")).toContain(
      "the progress of sending the enquiry, and each status we give it, to that system",
    );
    expect(sectionText("data-retention")).toContain(
      "the record of the email that told us about them and of sending them to our practice's own system",
    );
    expect(sectionText("data-retention")).toContain(
      "Deleting an enquiry from the website's database does not delete this copy",
    );
    expect(sectionText("your-rights-under-the-australian-privacy-principles")).toContain(
      "delete the copy in our practice's own system",
    );
  });
});
