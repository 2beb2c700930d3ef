import { ABN, DIRECTOR_LABEL, DIRECTOR_NOTICE, LIABILITY_NOTICE, PRACTICE, RELATIONSHIP_STATEMENT } from "./practice";
import { SITE } from "./site";

/** Footer notices a Queensland legal practice must carry. */
export const FOOTER = {
  blurb: `Outsourced general counsel for businesses Australia-wide. ${SITE.subline}`,
  tradingNotice: `${RELATIONSHIP_STATEMENT} ${ABN}.`,
  /** "Legal practitioner director: {name}." An incorporated legal practice must have one (practice-schema.ts). */
  directorNotice: DIRECTOR_NOTICE,
  /** The notice's parts, so the name can link to the director's profile. */
  director: { label: DIRECTOR_LABEL, name: PRACTICE.legalPractitionerDirector },
  /** Only for a participant in a professional standards scheme (see practice.json). */
  liabilityNotice: LIABILITY_NOTICE,
  generalInformation: "Information on this website is general in nature and is not legal advice.",
  parentFirmLinkLabel: PRACTICE.parentFirm.name,
  copyright: (year: number) => `© ${year} ${PRACTICE.legalName}. All rights reserved.`,
} as const;
