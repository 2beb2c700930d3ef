import { ACTORS, type LaunchGroups } from "./check";
import type { Actor } from "./confirmations";

/** Who each group is for, as the printed list names them. */
const ACTOR_HEADINGS: Readonly<Record<Actor, string>> = {
  operator: "For the operator (the server, its settings, its host and its backups)",
  principal: "For the principal (the practice's facts, people, plans and terms: only the practice can give them)",
  authors: "For the content's authors (the copy and the content files)",
};

/** How many findings each group holds: what a production start logs beside the list. */
export function countsByActor(groups: LaunchGroups): Readonly<Record<Actor, number>> {
  return { operator: groups.operator.length, principal: groups.principal.length, authors: groups.authors.length };
}

/**
 * What `npm run launch-check` prints: `ready`, or a line of counts, then each group that has
 * something to do under its heading with its count, one finding a line, indented.
 */
export function launchReportText(groups: LaunchGroups): string {
  const counts = countsByActor(groups);
  const total = ACTORS.reduce((sum, actor) => sum + counts[actor], 0);
  if (total === 0) return "ready\n";
  const lines = [
    `Not ready for launch: ${total} to do (operator ${counts.operator}, principal ${counts.principal}, authors ${counts.authors}).`,
  ];
  for (const actor of ACTORS) {
    if (counts[actor] === 0) continue;
    lines.push("", `${ACTOR_HEADINGS[actor]}: ${counts[actor]}`, ...groups[actor].map((finding) => `  ${finding}`));
  }
  return `${lines.join("\n")}\n`;
}

/** The findings in launch-check's printed text, in order (its indented lines), as a production start logs them. */
export function findingsInText(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("  "))
    .map((line) => line.slice(2));
}
