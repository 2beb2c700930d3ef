import { ADDRESS_LINE, PRACTICE, RELATIONSHIP_STATEMENT } from "./practice";
import { CLIENT_HASH_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS, SPAM_RETENTION_DAYS } from "../lib/retention";
import { POLICY_SUMMARIES } from "./policy-summaries";
import type { Policy } from "./types";

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
        `The personal information we collect depends on how you deal with us, and we collect it directly from you wherever practicable. When this website's server answers a request, its log records the address of the page requested, the date and time, the response status and a request number; it does not record your IP address or your browser. Our website hosting provider may keep its own logs, including IP addresses, under its terms of service.`,
        `We do not store your IP address with an enquiry. Instead, we store a salted hash of it (a value computed from the address and a secret) so that we can limit abuse and spam, and we delete that hash ${CLIENT_HASH_RETENTION_DAYS} days after the enquiry was received. Because anyone holding the secret could check whether a hash came from a particular address, we treat it as personal information.`,
        "If you become a client, we will also collect the information needed to act for you, such as identification details, contact details for your personnel, information about your business and information relevant to your matter. This may include information about other people, such as employees, counterparties or witnesses, where it is reasonably necessary for the legal services we provide.",
        "When you send an enquiry through the contact form on this website, we store what you enter: your name, your company, and an email address or a phone number, which are required so that we can respond, and any of the optional details you choose to give. With them we store when the enquiry was received, whether our automated checks flagged it as likely spam, and the salted hash described above. Please do not include confidential or sensitive information about a legal matter in an enquiry. The form asks for:",
      ],
      list: [
        "your name;",
        "your company;",
        "your role;",
        "your email address;",
        "your phone number;",
        "the size of your business;",
        "the legal priorities you select; and",
        "your message.",
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
        "service providers who support our operations, such as our website hosting and email providers, and IT, document storage and accounting providers; and",
        "our insurers and professional advisers, where reasonably necessary.",
      ],
    },
    {
      id: "data-security",
      heading: "Data Security",
      paragraphs: [
        "We take reasonable steps to protect personal information from misuse, interference and loss, and from unauthorised access, modification or disclosure, as required by APP 11.",
        "Enquiries sent through this website are stored in the website's database, which our website hosting provider runs for us, and a notification with the enquiry's details is sent to us through our email provider so that we can respond. Access to enquiries and client information is limited to people who need it for their work.",
        "No method of transmitting or storing information is completely secure, and we cannot guarantee the security of information sent to us over the internet. If we become aware of a data breach that is likely to result in serious harm, we will respond in accordance with the Notifiable Data Breaches scheme under the Privacy Act 1988 (Cth), where it applies.",
      ],
    },
    {
      id: "data-retention",
      heading: "Data Retention",
      paragraphs: [
        "We keep personal information only for as long as we need it for the purpose for which it was collected, or as required by law. When it is no longer needed, we take reasonable steps to destroy it or de-identify it.",
        `Enquiries are deleted from the website's database ${ENQUIRY_RETENTION_DAYS} days after they were received, and enquiries our checks flagged as likely spam after ${SPAM_RETENTION_DAYS} days. The salted hash stored with an enquiry is deleted after ${CLIENT_HASH_RETENTION_DAYS} days. If an enquiry leads to an engagement, the details needed for your matter become part of your client file. Server logs are kept for a limited period for security and operational purposes.`,
        "Client files and records are kept for longer, typically for at least seven years after a matter ends, in line with our professional and regulatory obligations as a Queensland law practice.",
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
        `You have rights in relation to the personal information we hold about you. To make a request, please contact our Privacy Officer at ${PRACTICE.privacyOfficerEmail}. We may need to verify your identity before acting on a request. We will respond within a reasonable period, generally within 30 days, and we will not charge you for making a request.`,
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
        "Our website hosting and email providers, and other service providers such as document storage providers, may store or process personal information, including enquiries sent through this website, in data centres outside Australia.",
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
