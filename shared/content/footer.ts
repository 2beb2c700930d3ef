import { SITE } from "./site";

/** Footer notices a Queensland legal practice must carry. */
export const FOOTER = {
  blurb: `Outsourced general counsel for businesses across Australia. ${SITE.subline}`,
  tradingNotice: `${SITE.brandName} is a trading name of ${SITE.practiceName}, an incorporated legal practice in ${SITE.jurisdiction} and a division of ${SITE.parentFirmName}.`,
  liabilityNotice: "Liability limited by a scheme approved under professional standards legislation.",
  generalInformation: "Information on this website is general in nature and is not legal advice.",
  parentFirmLinkLabel: SITE.parentFirmName,
  copyright: (year: number) => `© ${year} ${SITE.practiceName}. All rights reserved.`,
} as const;
