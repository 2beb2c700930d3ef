/** A person's address on the site: /team/{slug}, the slug being the file name of their profile. */
export const teamPath = (slug: string) => `/team/${slug}`;

/**
 * The slug a name's profile must have: "Example Director" → "example-director", "Jo O'Brien" → "jo-o-brien". The footer links
 * the legal practitioner director (practice.json) to it, and the build refuses a director without
 * that profile (server/team/load-team.ts), so the link never leads nowhere.
 */
export function personSlug(name: string): string {
  // Kept small (it ships in the bundle, for the footer): letters and digits, the rest one hyphen.
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
