import { ADDRESS_LINE, PRACTICE, PROVIDERS_ABROAD_PARAGRAPH, RELATIONSHIP_STATEMENT } from "./practice";
import {
  AUDIT_RETENTION_DAYS,
  BACKUP_RETENTION_DAYS,
  CLIENT_HASH_RETENTION_DAYS,
  ENQUIRY_RETENTION_DAYS,
  LOG_RETENTION_DAYS,
  RATE_LIMIT_COUNTER_RETENTION_HOURS,
  SPAM_RETENTION_DAYS,
} from "../lib/retention";
import { MIN_FILL_TIME_MS } from "../lib/enquiry-api";
import { POLICY_SUMMARIES } from "./policy-summaries";
import type { Policy } from "./types";

/**
 * What the website's automated checks do with an enquiry, by the reason they give (server/enquiries
 * stores it as spamReason): held back (stored, never mailed, deleted soon) or mailed marked for a
 * person to check. The privacy policy's automated-decision disclosure (Privacy Act 1988 (Cth) APP
 * 1.7-1.9, in force from 10 December 2026) is written from this, and a test holds the enquiry
 * service to it (server/enquiries/automated-decisions.test.ts).
 */
export const SPAM_CHECK_EFFECTS = {
  honeypot: "held back",
  "token-too-fast": "held back",
  "token-expired": "marked for checking",
  "token-invalid": "marked for checking",
  "token-missing": "marked for checking",
  "token-reused": "marked for checking",
} as const satisfies Record<string, "held back" | "marked for checking">;

const FILL_SECONDS = MIN_FILL_TIME_MS / 1000;

export const PRIVACY_POLICY: Policy = {
  ...POLICY_SUMMARIES.privacy,
  intro: [
    `${RELATIONSHIP_STATEMENT} In this policy, "we", "us" and "our" refer to ${PRACTICE.legalName}. This Privacy Policy explains how we collect, use, disclose, store and protect personal information, both through this website and in the course of providing legal services.`,
    "We handle personal information in accordance with the Australian Privacy Principles (APPs) in the Privacy Act 1988 (Cth), and with our professional obligations as an incorporated legal practice in Queensland, including our duties of confidentiality.",
  ],
  sections: [
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      paragraphs: [
        "The personal information we collect depends on how you deal with us, and we collect it directly from you wherever practicable.",
        "If you become a client, we will also collect the information needed to act for you, such as identification details, contact details for your personnel, information about your business and information relevant to your matter. This may include information about other people, such as employees, counterparties or witnesses, where it is reasonably necessary for the legal services we provide.",
        "When you send an enquiry through the contact form on this website, we store what you enter: your name, your company, your role, your email address, your phone number, the size of your business, the legal priorities you select and your message. Your name, your company, and an email address or a phone number are required so that we can respond; the rest is optional. Please do not include confidential or sensitive information about a legal matter in an enquiry.",
        ...(PRACTICE.bookingUrl && PRACTICE.bookingService
          ? [
              `If you book a first call through the "Book the first call" link, the booking is taken by ${PRACTICE.bookingService}, our booking service, which collects the details its booking page asks for (such as your name, email address and the time you choose) and passes them to us so that we can call you. Its own privacy policy also applies to what you enter there.`,
            ]
          : []),
        `Our automated checks look for signs that an enquiry was sent by a program rather than a person. An enquiry that filled in a field people cannot see, or that was sent faster than a person can type, is held back as likely spam: it is not emailed to us on its own; once a day, an email to our staff names each enquiry held back since the last such email (the name, company, email address or phone number given, and why it was held back, never the message), so that a person checks it in time to reply; it stays in the website's database, where our staff may review it, and it is deleted ${SPAM_RETENTION_DAYS} days after it was received. An enquiry the checks flag for another reason (for example, one sent from a page left open for more than a day) is emailed to us marked for checking, so that a person decides, and it is kept like any other enquiry.`,
        "We do not store your IP address. With your enquiry, and while we deal with it, the website also records:",
      ],
      list: [
        "when the enquiry was received;",
        "the form's token, which records when the page with the form was loaded, so that our checks can tell how quickly the form was filled in, and which lets each form send only one enquiry;",
        "if your browser sent the form using JavaScript, the idempotency key it sent with the enquiry and a fingerprint of the enquiry, both stored as hashes, so that an enquiry sent twice (after a dropped connection, for example) is stored once;",
        "whether our automated checks flagged the enquiry, and why;",
        `a salted hash of your IP address (a value computed from the address and a secret) instead of the address itself, so that we can limit abuse and spam. We delete it, with the form's token, the idempotency key and the fingerprint, ${CLIENT_HASH_RETENTION_DAYS} days after the enquiry was received. Because anyone holding the secret could check whether a hash came from a particular address, we treat it as personal information;`,
        `counters that limit how many enquiries can be sent from one address in a short time: each holds the salted hash (never the address), a count and when it expires, and is deleted within ${RATE_LIMIT_COUNTER_RETENTION_HOURS} hours after it expires;`,
        "when our reply to the enquiry is due (by 5 pm Brisbane time on the business day we promise), whether and when we recorded replying and who in our practice replied, and whether a reminder was sent to us because the reply was late;",
        "where we connect the website to our practice's own system for managing enquiries and clients, the progress of sending the enquiry, and each status we give it, to that system: whether each has been sent, how many attempts it has taken, when the next attempt is due and, if an attempt failed, the error it failed with (for example, the status that system answered);",
        "where our handling of the enquiry stands (new, replied, became a client, not a fit, or spam), which of our staff it is assigned to, and notes our staff write about it while dealing with it;",
        "a record of who in our practice viewed, exported, corrected, changed or deleted the enquiry, and when (the audit trail). An entry names the enquiry by its reference number and what was done (for example, which field was corrected), never your details or what you wrote;",
        "the progress of the email that tells us about the enquiry: whether it has been sent, how many attempts it has taken, when the next attempt is due and, if an attempt failed, the error message it failed with (for example, the reply of our email provider's server); and",
        "a line in the website server's log for each request it answers, recording the method (such as GET or POST), the address of the page requested without any query after a question mark (so none of the figures you enter in the cost comparison, nor a message it fills in for you), the response status, the date and time, how long the answer took and a request number. A line about an enquiry adds the enquiry's reference number, whether our checks flagged it and the first part of the salted hash, never what you wrote. If the website refuses an enquiry because it was sent from another website, the line adds the address of that website (the Origin your browser sent). The log does not record your IP address or your browser. Our website hosting provider may keep its own logs, including IP addresses, under its terms of service.",
      ],
    },
    {
      id: "how-we-use-your-information",
      heading: "How We Use Your Information",
      paragraphs: [
        "We use personal information for the purpose for which it was collected and for related purposes you would reasonably expect. Enquiry details are used to respond to your enquiry, to discuss whether and how we might help, and to carry out conflict checks before we agree to act.",
        "If we act for you, we use personal information to provide legal services, to manage our relationship with you, to issue bills and manage payments, and to comply with our legal, regulatory and professional obligations, including those under the Legal Profession Act 2007 (Qld).",
        "Server log information and hashed identifiers are used only to keep the website secure, prevent abuse and operate it reliably. We do not use them to build profiles of visitors or for advertising.",
        "Sending an enquiry does not add you to any mailing list, and we do not use enquiry details to send you marketing. If we act for you and later send you marketing communications, such as updates about our services, we will do so in accordance with the Privacy Act 1988 (Cth) and the Spam Act 2003 (Cth). You can ask us to stop sending them at any time, and we will not charge you for doing so.",
        "Automated decisions. The website's software decides some things about an enquiry by itself, without a person, using the enquiry, the hidden field, the form's token (when the form was loaded, and whether it has already been used) and the salted hash of your IP address. These decisions affect whether and how your enquiry reaches us. Whether we can help you or act for you is always decided by a person. The software decides:",
      ],
      list: [
        `whether to hold the enquiry back as likely spam, because it filled in a field people cannot see or was sent less than ${FILL_SECONDS} seconds after the form was loaded: it is then not emailed to us on its own, but named (without the message) in the daily email to our staff of enquiries held back, it stays in the website's database, where our staff may review it, and it is deleted ${SPAM_RETENTION_DAYS} days after it was received;`,
        "whether to email the enquiry to us marked for checking, because its form token was more than a day old, was not one this website issued, was missing or had already sent another enquiry: a person then decides what to make of it;",
        "whether to refuse the enquiry because too many have been sent from the same IP address (as its salted hash) in a short time: you are asked to try again later, and the enquiry is not stored; and",
        "whether to refuse the enquiry because it was sent from another website: it is not stored.",
      ],
      after: [
        `If you think one of these checks has held back or refused your enquiry wrongly, email us at ${PRACTICE.enquiriesEmail} and a person will look into it.`,
      ],
    },
    {
      id: "legal-professional-privilege",
      heading: "Legal Professional Privilege",
      paragraphs: [
        "Confidential communications between you and us made for the dominant purpose of giving or receiving legal advice, or for use in actual or anticipated legal proceedings, may be protected by legal professional privilege. Privilege belongs to the client, not to us.",
        "We will not disclose privileged information unless you have waived privilege, you have instructed us to disclose it, or we are required by law to do so. If a third party seeks access to information we hold about you, we will, where appropriate, claim privilege on your behalf and tell you about the request unless the law prevents us from doing so.",
        "Information you send through this website before we have agreed to act for you may not be protected by privilege in every case. For that reason, we ask that you keep enquiries general until we have confirmed that we can act.",
      ],
    },
    {
      id: "disclosure-of-your-information",
      heading: "Disclosure of Your Information",
      paragraphs: [
        "We do not sell, rent or trade personal information. We disclose it only where this is reasonably necessary for the purpose for which it was collected, where you have consented, or where we are required or authorised by law.",
        "Any service providers we use are expected to handle personal information only for the purpose of providing their services to us and to keep it secure.",
        "The people and organisations to whom we may disclose personal information include:",
      ],
      list: [
        `lawyers and staff within ${PRACTICE.legalName} and, where needed to deliver your matter, within ${PRACTICE.parentFirm.name};`,
        "barristers, other law practices, experts and consultants engaged for your matter with your agreement;",
        "courts, tribunals, regulators and government bodies, where required for your matter or by law;",
        "other parties to a transaction or dispute, and their representatives, where needed to carry out your instructions;",
        "service providers who support our operations, such as our website hosting and email providers, the provider of our practice management or client relationship system, and IT, document storage and accounting providers; and",
        "our insurers and professional advisers, where reasonably necessary.",
      ],
    },
    {
      id: "data-security",
      heading: "Data Security",
      paragraphs: [
        "We take reasonable steps to protect personal information from misuse, interference and loss, and from unauthorised access, modification or disclosure, as required by APP 11.",
        "Enquiries sent through this website are stored in the website's database, which our website hosting provider runs for us, and a notification with the enquiry's details is sent to us through our email provider so that we can respond. Where we connect the website to our practice's own system for managing enquiries and clients, the website also sends that system each enquiry (never one held back as likely spam), with each status we give it later (such as replied, or became a client) and who in our practice gave it, encrypted whenever it leaves the server and signed so that the system accepts only what our website sent. That system is run by us or by its provider for us. Access to enquiries and client information is limited to people who need it for their work.",
        "No method of transmitting or storing information is completely secure, and we cannot guarantee the security of information sent to us over the internet. If we become aware of a data breach that is likely to result in serious harm, we will respond in accordance with the Notifiable Data Breaches scheme under the Privacy Act 1988 (Cth), where it applies.",
      ],
    },
    {
      id: "data-retention",
      heading: "Data Retention",
      paragraphs: [
        "We keep personal information only for as long as we need it for the purpose for which it was collected, or as required by law. When it is no longer needed, we take reasonable steps to destroy it or de-identify it.",
        "If an enquiry leads to an engagement, the details needed for your matter become part of your client file. Client files and records are kept for longer, typically for at least seven years after a matter ends, in line with our professional and regulatory obligations as a Queensland law practice.",
        "What you send through this website is held in more than one place. Each copy, and how long we keep it:",
      ],
      list: [
        `the website's database: enquiries are deleted from the website's database ${ENQUIRY_RETENTION_DAYS} days after they were received, together with the record of the email that told us about them and of sending them to our practice's own system, and enquiries held back as likely spam after ${SPAM_RETENTION_DAYS} days. The salted hash, the form's token, the idempotency key and the fingerprint stored with an enquiry are deleted after ${CLIENT_HASH_RETENTION_DAYS} days. The website deletes all of these itself, every hour;`,
        `rate-limit counters: deleted within ${RATE_LIMIT_COUNTER_RETENTION_HOURS} hours after they expire;`,
        `our staff's notes on an enquiry, its status and who it is assigned to: deleted with the enquiry. The audit trail: each entry is deleted ${AUDIT_RETENTION_DAYS} days after it was made, by the website itself, every hour; an entry about an enquiry that has been deleted keeps only its reference number, that it was deleted, when, and by whom;`,
        `backups of the website's database, which hold everything in it when they are made: each backup is deleted ${BACKUP_RETENTION_DAYS} days after it was made, so what is deleted from the database is gone from every backup at most ${BACKUP_RETENTION_DAYS} days later;`,
        "the email that tells us about an enquiry (none is sent for an enquiry held back as likely spam): it is kept in our mailbox, which our email provider hosts, for as long as we need it to deal with your enquiry and to meet our professional record-keeping obligations, and we then delete it. Deleting an enquiry from the website's database does not delete this email;",
        "the copy sent to our practice's own system for managing enquiries and clients, where we connect one: it is kept there for as long as we need it to deal with your enquiry and to meet our professional record-keeping obligations, and we then delete it. Deleting an enquiry from the website's database does not delete this copy;",
        "copies our staff export from the website's database, for example to answer a request from you: we keep them only for as long as that task needs, and then delete them; and",
        `the website server's log: kept for ${LOG_RETENTION_DAYS} days and then deleted. Any logs our website hosting provider keeps are kept for the period its terms of service sets.`,
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "This website sets no cookies and does not use your browser's storage. It uses no analytics, advertising networks, or externally hosted fonts or scripts, so visiting it does not share your browsing with third parties of those kinds.",
        "If we ever introduce cookies or analytics, we will update this policy before doing so.",
      ],
    },
    {
      id: "your-rights-under-the-australian-privacy-principles",
      heading: "Your Rights Under the Australian Privacy Principles",
      paragraphs: [
        `You have rights in relation to the personal information we hold about you. To make a request, please contact our Privacy Officer at ${PRACTICE.privacyOfficerEmail}. We may need to verify your identity before acting on a request. We will respond within a reasonable period, and we aim to do so within 30 days. We will not charge you for making a request.`,
        `For an enquiry you sent through this website, we can give you a copy of it, with when it was received, what our checks made of it and the progress of the email that told us about it, and we can correct any detail you gave us; when we correct one, the website records when it was corrected and keeps only the corrected detail. If you ask us to delete an enquiry that has not become part of a client file, we delete it from the website's database, delete the email that told us about it from our mailbox and delete the copy in our practice's own system; the copies in our backups are deleted with those backups, within ${BACKUP_RETENTION_DAYS} days.`,
        "In some circumstances the law allows us to refuse access or correction, for example where giving access would reveal privileged information or would unreasonably affect the privacy of others. If we refuse a request, we will explain our reasons in writing, unless it would be unreasonable to do so, and tell you how to complain.",
        "Under the Australian Privacy Principles, your rights include:",
      ],
      list: [
        "the right to ask for access to your personal information (APP 12);",
        "the right to ask us to correct information that is inaccurate, out of date, incomplete, irrelevant or misleading (APP 13);",
        "the option of dealing with us anonymously or using a pseudonym, where this is lawful and practicable (APP 2), although we cannot act for you on that basis; and",
        "the right to make a complaint if you believe we have breached the Australian Privacy Principles.",
      ],
    },
    {
      id: "third-party-links",
      heading: "Third-Party Links",
      paragraphs: [
        `This website may contain links to other websites, including the website of ${PRACTICE.parentFirm.name}. When you follow a link, you leave this website.`,
        "We are not responsible for the privacy practices or content of other websites. We encourage you to read the privacy policy of any website you visit before giving it your personal information.",
      ],
    },
    {
      id: "childrens-privacy",
      heading: "Children's Privacy",
      paragraphs: [
        "Our website and services are directed at businesses and are not directed at people under the age of 18. We do not knowingly collect personal information from people under 18 through this website.",
        "If you believe that a person under 18 has given us personal information through this website, please contact our Privacy Officer and we will take reasonable steps to delete it. Where information about a minor is relevant to a client's matter, we will handle it with particular care and only as needed for that matter.",
      ],
    },
    {
      id: "international-transfers",
      heading: "International Transfers",
      paragraphs: [
        // APP 1.4(f)-(g): whether personal information is likely to go overseas and to which countries,
        // named from practice.json's serviceProviders (practice.ts); launch-check flags stand-ins.
        PROVIDERS_ABROAD_PARAGRAPH,
        "Where personal information is disclosed to an overseas recipient, we take reasonable steps, as required by APP 8, to ensure that the recipient does not breach the Australian Privacy Principles in relation to that information.",
        "If a matter requires us to send information to a person overseas, such as a foreign lawyer or counterparty, we will do so in accordance with your instructions and the Privacy Act 1988 (Cth).",
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to This Policy",
      paragraphs: [
        'We may update this Privacy Policy from time to time to reflect changes to our practices, this website or the law. The updated policy will be published on this page with a revised "Last Updated" date.',
        "We encourage you to review this policy periodically. If we make a significant change to how we handle personal information, we will take reasonable steps to let affected clients know.",
      ],
    },
    {
      id: "contact-our-privacy-officer",
      heading: "Contact Our Privacy Officer",
      paragraphs: [
        `If you have a question about this policy, want to make a request, or wish to complain about how we have handled your personal information, please contact our Privacy Officer by email at ${PRACTICE.privacyOfficerEmail}, or by post at ${ADDRESS_LINE}.`,
        "We take privacy complaints seriously. We will acknowledge your complaint promptly, investigate it, and aim to give you a written response within 30 days.",
        "If you are not satisfied with our response, you may complain to the Office of the Australian Information Commissioner (OAIC). Details are available at www.oaic.gov.au or by phoning 1300 363 992.",
      ],
    },
  ],
};
