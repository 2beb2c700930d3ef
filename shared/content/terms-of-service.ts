import { ADDRESS_LINE, LIABILITY_NOTICE, LITIGATION_STATEMENT, PRACTICE, RELATIONSHIP_STATEMENT } from "./practice";
import { POLICY_SUMMARIES } from "./policy-summaries";
import type { Policy } from "./types";

export const TERMS_OF_SERVICE: Policy = {
  ...POLICY_SUMMARIES.terms,
  intro: [
    `${RELATIONSHIP_STATEMENT} It operates this website, and these Terms of Service govern your use of it. In these Terms, "we", "us" and "our" refer to ${PRACTICE.legalName}, and "you" refers to any person or organisation using this website.`,
    "Please read these Terms carefully. They explain how you may use the website, the limits of the information it contains, and when we will start acting for you. They do not replace the engagement documents that apply when we act for you.",
  ],
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance",
      paragraphs: [
        "By accessing or using this website, you agree to be bound by these Terms. If you do not agree with any part of these Terms, please do not use the website. Our Privacy Policy, which is not part of these Terms, explains how we handle personal information.",
        "If you use the website on behalf of a company or other organisation, you confirm that you are authorised to accept these Terms on its behalf.",
        "These Terms apply to your use of the website only. If we agree to act for you, the legal services we provide will be governed by the engagement and costs documents we give you, which will prevail over these Terms to the extent of any inconsistency.",
      ],
    },
    {
      id: "legal-services",
      heading: "Legal Services",
      paragraphs: [
        `${PRACTICE.tradingName} provides an outsourced general counsel service to businesses Australia-wide. Legal services are provided by ${PRACTICE.legalName}, an incorporated legal practice regulated under the Legal Profession Act 2007 (Qld), through Australian legal practitioners who hold current practising certificates.`,
        "The content on this website, including articles, descriptions of our services and answers to frequently asked questions, is general information only. It is not legal advice, it does not take into account your particular circumstances, and it may not reflect recent changes in the law. You should not act, or refrain from acting, on the basis of any content on this website without first obtaining advice about your specific situation.",
        `${LITIGATION_STATEMENT} Any other matter we refer to other practitioners is referred only with your agreement, and we will tell you before that work begins.`,
      ],
    },
    {
      id: "client-engagement",
      heading: "Client Engagement",
      paragraphs: [
        "Using this website, sending an enquiry through our contact form or emailing us does not mean that we act for you.",
        "We will not act for you until we have completed our conflict and identity checks, given you our written costs disclosure, which we give every client, and confirmed our engagement to you in writing, setting out the scope of the work, who will be responsible for it and how our fees will be calculated.",
        "Until we are engaged, please do not send us confidential or time-sensitive information through the website. We may need to decline an enquiry, for example where we have a conflict of interest, and we cannot take responsibility for any deadline or limitation period that applies to your matter before we have agreed to act.",
      ],
    },
    {
      id: "fees-and-payment",
      heading: "Fees and Payment",
      paragraphs: [
        "Our fees for any engagement will be set out in writing before work begins, in accordance with the costs disclosure requirements of the Legal Profession Act 2007 (Qld). For our outsourced general counsel service, this will typically involve an agreed annual budget and a defined scope of work, with any work outside that scope to be agreed with you in advance. Before you sign, we are also happy to agree with you how and when we bill (for example, by period or by task).",
        "Invoices are payable within the time stated in your engagement documents. Where we ask for money to be paid in advance, it will be handled in accordance with the trust money requirements of the Legal Profession Act 2007 (Qld).",
        "As a client, you have rights under the Legal Profession Act 2007 (Qld) in relation to our legal costs. These include:",
      ],
      list: [
        "the right to negotiate a costs agreement with us;",
        "the right to receive a bill, and to request an itemised bill if you receive a lump sum bill;",
        "the right to be notified of any substantial change to the matters we have disclosed about costs;",
        "the right to receive progress reports on your matter and the legal costs incurred; and",
        "the right to apply for an assessment of our costs, or to seek to have a costs agreement set aside, within the time limits set by the Act.",
      ],
      link: { label: "How an engagement works, step by step, and your rights about costs", to: "/how-we-work" },
    },
    {
      id: "confidentiality",
      heading: "Confidentiality",
      paragraphs: [
        "Once we act for you, we owe you a duty of confidentiality under the Australian Solicitors' Conduct Rules as they apply in Queensland, and under the general law. We will not disclose information you give us in the course of an engagement except with your consent, as permitted by those rules, or as required by law.",
        "Communications made for the dominant purpose of giving or receiving legal advice, or for use in actual or anticipated legal proceedings, may be protected by legal professional privilege. Privilege belongs to you as the client, and we will take reasonable steps to protect it.",
        "Information you send to us through this website before we are engaged is handled as our Privacy Policy describes. Because we may not yet have completed a conflict check, please limit any enquiry to the general nature of your business and the help you are looking for.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual Property",
      paragraphs: [
        `The content of this website, including its text, graphics, logos and design, is owned by or licensed to ${PRACTICE.legalName} and is protected by copyright and other intellectual property laws, including the Copyright Act 1968 (Cth).`,
        "You may view, download and print content from this website for your own information or for internal use within your organisation, provided you do not modify it and you retain any copyright or other notices. You must not otherwise reproduce, publish, distribute or commercially exploit any content without our prior written permission, except as permitted by law.",
        "Documents and advice we prepare for you during an engagement are provided for the purpose for which they were prepared. Ownership of, and your rights to use, those materials will be dealt with in your engagement documents.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of Liability",
      paragraphs: [
        ...(LIABILITY_NOTICE ? [LIABILITY_NOTICE] : []),
        // Narrowed from a blanket exclusion of loss from errors or omissions: website terms can be a
        // standard form contract, and an unfair term in one is void and, since 9 November 2023,
        // prohibited (Competition and Consumer Act 2010 (Cth) sch 2 ss 23-24; ASIC Act 2001 (Cth) s 12BF).
        "The content of this website is general information, not legal advice for your circumstances. To the extent permitted by law, we are not liable for loss or damage that arises only because you relied on that general information without obtaining advice about your situation, or because the website was temporarily unavailable. This does not limit our liability for loss caused by our negligence, fraud or wilful misconduct, or any liability that cannot lawfully be excluded or limited. We take reasonable care with the website, but we do not warrant that it will be uninterrupted, error-free or free of viruses or other harmful components.",
        "Nothing in these Terms excludes, restricts or modifies any consumer guarantee, right or remedy you may have under the Australian Consumer Law (Schedule 2 to the Competition and Consumer Act 2010 (Cth)) or any other law that cannot lawfully be excluded, restricted or modified.",
        "Our liability in connection with legal services we provide to you will be governed by your engagement documents and the law.",
      ],
    },
    {
      id: "third-party-links",
      heading: "Third-Party Links",
      paragraphs: [
        `This website may contain links to websites operated by others, including ${PRACTICE.parentFirm.name}. We provide these links for convenience only.`,
        "We do not control, and are not responsible for, the content, availability or privacy practices of any third-party website. A link does not mean that we endorse the website, its operator or anything offered on it. Your use of a third-party website is subject to that website's own terms and policies.",
      ],
    },
    {
      id: "termination",
      heading: "Termination",
      paragraphs: [
        "We may suspend, restrict or withdraw access to all or part of this website at any time, without notice, for example for maintenance, security or legal reasons.",
        "If we act for you, either of us may end the engagement by written notice, as your costs agreement provides, including any minimum term and notice period it sets out. We may end an engagement only in the circumstances permitted by our professional obligations and your engagement documents, such as for just cause and on reasonable notice to you.",
        "If an engagement ends, you will remain responsible for fees and disbursements properly incurred up to the date it ends. We will deal with your documents and any money held on your behalf in accordance with your instructions, our professional obligations and the law.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      paragraphs: [
        "These Terms are governed by the laws of Queensland, Australia.",
        "You and we submit to the non-exclusive jurisdiction of the courts of Queensland, and of any courts that may hear appeals from those courts, in relation to any matter arising out of or in connection with these Terms or your use of this website.",
      ],
    },
    {
      id: "changes-to-terms",
      heading: "Changes to Terms",
      paragraphs: [
        'We may update these Terms from time to time, for example to reflect changes to our services, the website or the law. The updated Terms will be published on this page with a revised "Last Updated" date.',
        "Updated Terms apply from the date they are published on this page and do not apply to anything that happened before then. Changes to these Terms do not alter the terms of any existing engagement, which can only be varied as set out in your engagement documents.",
      ],
    },
    {
      id: "contact-information",
      heading: "Contact Information",
      paragraphs: [
        `If you have any questions about these Terms, please contact ${PRACTICE.legalName} by email at ${PRACTICE.enquiriesEmail}, or by post at ${ADDRESS_LINE}.`,
        "If you are a client and have a concern about our services or our costs, please raise it with us first so that we can try to resolve it. If you are not satisfied with our response, you may contact the Legal Services Commission in Queensland.",
      ],
    },
  ],
};
