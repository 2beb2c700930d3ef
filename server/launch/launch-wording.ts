import { ABOUT } from "../../shared/content/home";
import { CONTACT_INTRO, HERO } from "../../shared/content/home-interactive";
import type { Practice } from "../../shared/content/practice-schema";
import { queenslandToday } from "../../shared/lib/dates";

/** Every sentence of the site's copy that speaks of the launch ("Launching 2026", "our 2026 launch"). */
export const LAUNCH_WORDING: readonly string[] = [...HERO.badges, CONTACT_INTRO.line, ...ABOUT.paragraphs].filter(
  (text) => /\blaunch/i.test(text),
);

/**
 * The launch wording takes its year from practice.json's takingClientsFrom. Once that year has passed
 * in Queensland, "Launching 2026" is false: launch-check lists each sentence that still says it.
 */
export function launchWordingFindings(
  practice: Practice,
  today: Date,
  wording: readonly string[] = LAUNCH_WORDING,
): string[] {
  const launchYear = Number(practice.takingClientsFrom.slice(0, 4));
  const year = Number(queenslandToday(today).slice(0, 4));
  if (year <= launchYear) return [];
  return wording.map(
    (text) =>
      `${launchYear} (the year of practice.json takingClientsFrom) has passed and the site still speaks of its launch ("${text}"): take the launch wording out of the copy (shared/content/home-interactive.ts, home.ts)`,
  );
}
