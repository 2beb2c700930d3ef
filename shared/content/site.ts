/**
 * Business constants: the one place that names the practice, its parent firm, address and links.
 * Values marked WORKING are placeholders agreed for development; replace them with the practice's
 * registered details before launch (see README, "Business constants").
 */

export const SITE = {
  /** WORKING: trading name of the service. */
  brandName: "Your Counsel",
  tagline: "Your business, your counsel.",
  subline: "Law firm perks. In-house feel.",
  /** WORKING: the incorporated legal practice that runs the service. */
  practiceName: "Your Counsel Legal Pty Ltd",
  /** WORKING: the parent law firm this service is a division of. */
  parentFirmName: "Example Law Group",
  /** WORKING: the parent firm's website, linked from the footer. */
  parentFirmUrl: "https://example.com/",
  /** WORKING: the practice's address, care of the parent firm. */
  address: {
    careOf: "c/o Example Law Group",
    street: "Brisbane Technology Park",
    suburb: "Eight Mile Plains",
    state: "QLD",
    postcode: "4113",
    country: "AU",
  },
  /** WORKING: where enquiries and privacy requests go. */
  contactEmail: "enquiries@example.com",
  privacyOfficerEmail: "privacy@example.com",
  jurisdiction: "Queensland",
  launchYear: 2026,
} as const;

export const ADDRESS_LINE = `${SITE.address.careOf}, ${SITE.address.street}, ${SITE.address.suburb} ${SITE.address.state} ${SITE.address.postcode}`;
