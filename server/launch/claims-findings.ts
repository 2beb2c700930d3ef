import { PRACTICE } from "../../shared/content/practice";
import { personSlug } from "../../shared/lib/people";
import { namesSomebody, type PlansFile } from "../plans/plans-schema";
import type { Person } from "../team/person";

/**
 * Where a visitor checks a Queensland solicitor's practising certificate: the Queensland Law
 * Society's "Search for a solicitor" (see docs/writing-content.md for the source and when it was
 * checked). A profile's register link must be a search of practising certificates, not the
 * Society's home page: the profile says the link checks the certificate.
 */
export const PRACTISING_CERTIFICATE_SEARCH = "https://www.qls.com.au/Search-for-a-solicitor";

export function isPractisingCertificateSearch(link: string): boolean {
  try {
    const url = new URL(link);
    const search = new URL(PRACTISING_CERTIFICATE_SEARCH);
    return (
      url.protocol === "https:" &&
      url.hostname === search.hostname &&
      url.pathname.toLowerCase().startsWith(search.pathname.toLowerCase())
    );
  } catch {
    return false;
  }
}

/**
 * An incorporated legal practice's legal practitioner director is an Australian legal practitioner
 * holding an unrestricted practising certificate (Legal Profession Act 2007 (Qld) s 117), and a
 * principal of a law practice holds a principal certificate (s 52 levels; QLS: "Unrestricted
 * principal practising certificates are issued to all principals in law practices").
 */
function directorFindings(people: readonly Person[], director: string): string[] {
  const profile = people.find((person) => person.slug === personSlug(director));
  if (!profile)
    return [
      `practice.json legalPractitionerDirector "${director}" has no profile (shared/content/team/${personSlug(director)}.md)`,
    ];
  const file = `shared/content/team/${profile.slug}.md`;
  return [
    ...(profile.certificate === "principal"
      ? []
      : [
          `${file}: the legal practitioner director (practice.json) holds a ${profile.certificate} practising certificate: a director of the practice must hold a principal certificate`,
        ]),
    ...(profile.certificateRestricted
      ? [
          `${file}: the legal practitioner director (practice.json) holds a restricted practising certificate: the Act asks for an unrestricted one`,
        ]
      : []),
  ];
}

/** Who answers and who replies, as plans.json names them: each must be somebody on the team. */
function answererFindings(people: readonly Person[], plans: PlansFile): string[] {
  const team = { teamSlugs: people.map((person) => person.slug), teamRoles: people.map((person) => person.role) };
  return [
    ...plans.plans.flatMap((plan, index) =>
      plan.serviceLevels.answeredBy
        .filter((entry) => !namesSomebody(entry, team))
        .map(
          (entry) =>
            `plans.json plans.${index}.serviceLevels.answeredBy: "${entry}" names nobody on the team, by profile or role (plan "${plan.name}")`,
        ),
    ),
    ...(team.teamSlugs.includes(plans.enquiries.repliedBy)
      ? []
      : [`plans.json enquiries.repliedBy: "${plans.enquiries.repliedBy}" is nobody on the team`]),
  ];
}

/**
 * What launch-check refuses of the claims the people and plans make, by who acts: the director's
 * certificate is the principal's to give; who answers and where a certificate is checked are the
 * content files' authors' to fix.
 */
export function claimsFindingsByActor(
  { people, plans }: { people: readonly Person[]; plans: PlansFile },
  director: string = PRACTICE.legalPractitionerDirector,
): { readonly principal: string[]; readonly authors: string[] } {
  return {
    principal: directorFindings(people, director),
    authors: [
      ...answererFindings(people, plans),
      ...people
        .filter((person) => !isPractisingCertificateSearch(person.register))
        .map(
          (person) =>
            `shared/content/team/${person.slug}.md register: "${person.register}" is not a search of practising certificates: link the Queensland Law Society's Search for a solicitor (${PRACTISING_CERTIFICATE_SEARCH})`,
        ),
    ],
  };
}

/** What launch-check refuses of the claims the people and plans make: the director's certificate, who answers, and where a certificate is checked. */
export function claimsFindings(
  content: { people: readonly Person[]; plans: PlansFile },
  director: string = PRACTICE.legalPractitionerDirector,
): string[] {
  const { principal, authors } = claimsFindingsByActor(content, director);
  return [...principal, ...authors];
}
