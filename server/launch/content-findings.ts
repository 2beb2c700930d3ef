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
import { claimsFindingsByActor } from "./claims-findings";

/** Each profile still marked a stand-in, by file: the practice replaces it with a real lawyer's own. */
function standInProfileFindings(people: readonly Person[]): string[] {
  return people
    .filter((person) => person.standIn)
    .map(
      (person) =>
        `shared/content/team/${person.slug}.md is a stand-in profile ("${person.name}"): replace it with a real lawyer's name, admission, practising certificate, register link and biography, and remove standIn`,
    );
}

/**
 * What launch-check lists for the people and the plans, by who acts: every stand-in profile and plan
 * and the director's certificate for the principal (only the practice can supply them); who answers,
 * register links and the files' problems for the authors (never "ready" with any of them).
 */
export function contentFindingsByActor(load: () => { people: readonly Person[]; plans: PlansFile }): {
  readonly principal: string[];
  readonly authors: string[];
} {
  try {
    const { people, plans } = load();
    const claims = claimsFindingsByActor({ people, plans });
    return {
      principal: [...standInProfileFindings(people), ...standInPlanFindings(plans), ...claims.principal],
      authors: claims.authors,
    };
  } catch (error) {
    if (error instanceof ContentError || error instanceof PlansFileError)
      return { principal: [], authors: error.problems.map((problem) => `${problem}: the build refuses it`) };
    throw error;
  }
}

/** What launch-check lists for the people and the plans: every stand-in, or the files' problems (never "ready" with either). */
export function contentFindings(load: () => { people: readonly Person[]; plans: PlansFile }): string[] {
  const { principal, authors } = contentFindingsByActor(load);
  return [...principal, ...authors];
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
