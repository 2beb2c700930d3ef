// Which pages `npm run audit` measures (scripts/audit.ts).

/**
 * One page of each type, in sitemap order: every page of its own (home, policies, accessibility),
 * and of the blog's many, the first list, tag list, numbered page and post; the first practice area
 * and the first profile of the team.
 */
export function onePageOfEachType(paths: readonly string[]): string[] {
  const typeOf = (path: string) =>
    path
      .replace(/^\/blog\/tags\/[^/]+/, "/blog/tags/{tag}")
      .replace(/\/page\/\d+$/, "/page/{n}")
      .replace(/^\/blog\/(?!tags\/|page\/)[^/]+$/, "/blog/{post}")
      .replace(/^\/practice-areas\/[^/]+$/, "/practice-areas/{area}")
      .replace(/^\/team\/[^/]+$/, "/team/{person}");
  const firstOfType = new Map<string, string>();
  for (const path of paths) if (!firstOfType.has(typeOf(path))) firstOfType.set(typeOf(path), path);
  return [...firstOfType.values()];
}
