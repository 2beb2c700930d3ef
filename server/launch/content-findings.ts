import { existsSync } from "node:fs";
import { DIST_DIR } from "../platform/paths";
import { PlansFileError, standInPlanFindings } from "../plans/plans-schema";
import { loadPlans, readCompiledPlans } from "../plans/plans";
import type { PlansFile } from "../plans/plans-schema";
import { readCompiledTeam } from "../team/compiled-team";
import { loadTeam, TEAM_DIR } from "../team/load-team";
import type { Person } from "../team/person";
import { ContentError } from "../collections/collection";
import { UNCHECKED } from "../collections/references";
import { claimsFindings } from "./claims-findings";

/** Each profile still marked a stand-in, by file: the practice replaces it with a real lawyer's own. */
function standInProfileFindings(people: readonly Person[]): string[] {
  return people
    .filter((person) => person.standIn)
    .map(
      (person) =>
        `shared/content/team/${person.slug}.md is a stand-in profile ("${person.name}"): replace it with a real lawyer's name, admission, practising certificate, register link and biography, and remove standIn`,
    );
}

/** What launch-check lists for the people and the plans: every stand-in, or the files' problems (never "ready" with either). */
export function contentFindings(load: () => { people: readonly Person[]; plans: PlansFile }): string[] {
  try {
    const { people, plans } = load();
    return [...standInProfileFindings(people), ...standInPlanFindings(plans), ...claimsFindings({ people, plans })];
  } catch (error) {
    if (error instanceof ContentError || error instanceof PlansFileError) return error.problems.map((problem) => `${problem}: the build refuses it`);
    throw error;
  }
}

/**
 * The profiles and plans as they stand: from a checkout (tsx), the files in shared/content; built
 * (the Docker image, which has no shared/), what the build compiled into dist/.
 */
export function shippedPeopleAndPlans(): { people: readonly Person[]; plans: PlansFile } {
  if (existsSync(TEAM_DIR)) {
    // The build checks who and what each file names; the launch check asks only what is a stand-in.
    const people = loadTeam({ areaSlugs: UNCHECKED });
    return { people, plans: loadPlans(UNCHECKED) };
  }
  return { people: readCompiledTeam(DIST_DIR), plans: readCompiledPlans(DIST_DIR) };
}
