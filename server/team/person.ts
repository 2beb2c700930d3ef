import type { ServedImage } from "../collections/image-plan";

/** A member of the practice's team, as the build leaves it in dist/team.json. */
export interface Person {
  /** The file name without ".md": the profile's address, /team/{slug}. */
  readonly slug: string;
  readonly name: string;
  readonly role: string;
  readonly admitted: { readonly year: number; readonly jurisdiction: string };
  readonly certificate: PractisingCertificate;
  /**
   * Queensland issues each level restricted (supervised legal practice still to complete) or
   * unrestricted; the profile says which.
   */
  readonly certificateRestricted: boolean;
  /** Slugs of the practice areas the person leads. */
  readonly leads: readonly string[];
  /** Where a visitor checks the practising certificate (the Queensland Law Society's Search for a solicitor). */
  readonly register: string;
  /** Square crops at the sizes the pages show it (a circle), with a fallback. */
  readonly photo?: ServedImage & { readonly alt: string };
  /** A value the practice has still to replace: launch-check lists it and never says "ready". */
  readonly standIn: boolean;
  readonly order: number;
  /** The short biography, rendered and sanitised at build. */
  readonly html: string;
}

/** Queensland issues practising certificates at principal and employee levels (Legal Profession Act 2007 (Qld) s 52). */
export const PRACTISING_CERTIFICATES = ["principal", "employee"] as const;
type PractisingCertificate = (typeof PRACTISING_CERTIFICATES)[number];

export const CERTIFICATE_LABELS: Readonly<Record<PractisingCertificate, string>> = {
  principal: "Principal practising certificate",
  employee: "Employee practising certificate",
};

/** "Principal practising certificate, unrestricted": the level and whether it is restricted, as the register shows them. */
export const certificateText = (person: Pick<Person, "certificate" | "certificateRestricted">) =>
  `${CERTIFICATE_LABELS[person.certificate]}, ${person.certificateRestricted ? "restricted" : "unrestricted"}`;

/** The team in order, and the questions the pages ask of it. */
export interface Team {
  readonly people: readonly Person[];
  bySlug(slug: string): Person | undefined;
  /** Who leads a practice area (by the area's slug), in the team's order. */
  leadsOf(areaSlug: string): readonly Person[];
}

export function createTeam(unordered: readonly Person[]): Team {
  const people = [...unordered].sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const bySlug = new Map(people.map((person) => [person.slug, person]));
  return {
    people,
    bySlug: (slug) => bySlug.get(slug),
    leadsOf: (area) => people.filter((person) => person.leads.includes(area)),
  };
}

export { teamPath } from "../../shared/lib/people";

/** "ED" for "Example Director": the mark shown where a profile has no photo (never a stock photo). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.match(/\p{L}/u)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
