import { join } from "node:path";
import { readCompiledList } from "../collections/compiled-list";
import type { Person } from "./person";

/** Where the build leaves the checked, rendered profiles for the server to read at start. */
export const compiledTeamFile = (distDir: string) => join(distDir, "team.json");

export function readCompiledTeam(distDir: string): Person[] {
  return readCompiledList<Person>(compiledTeamFile(distDir), "profiles");
}
