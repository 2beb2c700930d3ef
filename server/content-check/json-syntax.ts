import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ENGAGEMENT_FILE } from "../../shared/content/engagement-schema";
import { PRACTICE_FILE } from "../../shared/content/practice-schema";
import type { ContentProblem } from "../collections/problems";
import { readJson } from "../collections/source-positions";
import { PLANS_FILE } from "../plans/plans-schema";

/** Named here, not imported: shared/content/tags.ts imports the file itself, which is what is being checked. */
const TAGS_FILE = "shared/content/tags.json";

/** The content's JSON files, what each is called in a report, and whether the site's modules import it. */
const JSON_FILES = [
  { file: PRACTICE_FILE, label: "the practice's details", imported: true },
  { file: TAGS_FILE, label: "the declared tags", imported: true },
  { file: PLANS_FILE, label: "the plans and enquiry terms", imported: false },
  { file: ENGAGEMENT_FILE, label: "the engagement terms", imported: false },
] as const;

const isImported = (file: string) => JSON_FILES.some((entry) => entry.file === file && entry.imported);

/**
 * The syntax errors in the content's JSON files, each at its line and column with the line shown,
 * read without loading any module that imports them; `blocking` when one is in a file the site's
 * modules import (practice.json, tags.json), so nothing else can be checked until it is fixed.
 */
export function jsonSyntaxProblems(root: string): { problems: ContentProblem[]; blocking: boolean } {
  const problems: ContentProblem[] = [];
  let blocking = false;
  for (const { file, label, imported } of JSON_FILES) {
    const json = readJson(readFileSync(join(root, file), "utf8"));
    if (json.ok) continue;
    problems.push({ file, fieldPath: "", label, ...json.problem });
    blocking ||= imported;
  }
  const waiting = "; the posts, profiles, practice areas and plans are checked once it parses";
  return {
    problems: blocking
      ? problems.map((problem) =>
          isImported(problem.file) ? { ...problem, message: `${problem.message}${waiting}` } : problem,
        )
      : problems,
    blocking,
  };
}
