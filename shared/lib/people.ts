/** A person's address on the site: /team/{slug}, the slug being the file name of their profile. */
export const teamPath = (slug: string) => `/team/${slug}`;

/**
 * The slug a name's profile must have: "Example Director" → "example-director". The footer links
 * the legal practitioner director (practice.json) to it, and the build refuses a director without
 * that profile (server/team/load-team.ts), so the link never leads nowhere.
 */
export function personSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
