import { PRACTICE } from "../../shared/content/practice";
import type { Practice } from "../../shared/content/practice-schema";
import { queenslandToday } from "../../shared/lib/dates";

/** A practice with every stand-in replaced (fictional, but on no reserved domain). */
export const COMPLETE_PRACTICE: Practice = {
  ...PRACTICE,
  legalName: "Harbourline Counsel Pty Ltd",
  acn: "004 085 616",
  abn: "51 824 753 556",
  parentFirm: {
    name: "Harbourline Lawyers",
    url: "https://harbourline.test/",
    relationship: "a related entity of",
    ownsPractice: false,
  },
  address: {
    careOf: "Harbourline Lawyers",
    street: "12 Quay Street",
    locality: "Brisbane City",
    state: "QLD",
    postcode: "4000",
  },
  legalPractitionerDirector: "Morgan Quayle",
  enquiriesEmail: "hello@harbourline.test",
  privacyOfficerEmail: "privacy@harbourline.test",
  phone: "07 3000 1234",
  answeredBy: "Morgan Quayle, our legal practitioner director",
  serviceProviders: [
    { role: "website hosting", name: "Quayside Cloud Pty Ltd", countries: ["Australia"] },
    { role: "email", name: "Tidewater Mail Ltd", countries: ["Australia", "Ireland"] },
  ],
  limitedLiabilityScheme: { participates: true, schemeName: "Queensland Law Society Professional Standards Scheme" },
  // A practice ready to launch takes clients this year: its "Launching {year}" is still true (launch-check).
  takingClientsFrom: `${queenslandToday().slice(0, 4)}-02-02`,
};

export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  SITE_URL: "https://harbourline.test",
  SMTP_URL: "smtps://mailer:secret@smtp.harbourline.test:465",
  ENQUIRY_TO: "enquiries@harbourline.test",
};

/** Engagement terms a practice has decided (engagement.json), every one set and none a stand-in. */
export const DECIDED_ENGAGEMENT = {
  typicalAnnualBudget: { from: 30000, to: 90000 },
  minimumTermMonths: 12,
  noticePeriodDays: 60,
  billingInterval: "monthly",
  billedInAdvance: true,
  unusedHoursCarriedOver: false,
};
