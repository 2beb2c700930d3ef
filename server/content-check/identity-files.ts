import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getDotPath, type BaseIssue } from "valibot";
import { ENGAGEMENT_FILE, engagementIssueMessage, engagementIssues } from "../../shared/content/engagement-schema";
import { PRACTICE_FILE, practiceIssueMessage, practiceIssues } from "../../shared/content/practice-schema";
import { suggestionFor } from "../collections/issue-suggestion";
import { didYouMean } from "../collections/nearest";
import type { ContentProblem } from "../collections/problems";
import { readJson } from "../collections/source-positions";

interface IdentityFile {
  readonly file: string;
  /** What the file's fields are called, as a whole. */
  readonly label: string;
  readonly issues: (value: unknown) => readonly BaseIssue<unknown>[];
  readonly message: (issue: BaseIssue<unknown>) => string;
}

/** The JSON files of the practice's own facts and terms, each checked by the schema the site runs. */
const IDENTITY_FILES: readonly IdentityFile[] = [
  { file: PRACTICE_FILE, label: "the practice's details", issues: practiceIssues, message: practiceIssueMessage },
  { file: ENGAGEMENT_FILE, label: "the engagement terms", issues: engagementIssues, message: engagementIssueMessage },
];

/** Every problem in one such file: a syntax error at its line and column, or each field's, at its line. */
function identityFileProblems(root: string, { file, label, issues, message }: IdentityFile): ContentProblem[] {
  const json = readJson(readFileSync(join(root, file), "utf8"));
  if (!json.ok) return [{ file, fieldPath: "", label, ...json.problem }];
  return issues(json.value).map((issue) => {
    const fieldPath = getDotPath(issue) ?? "";
    const suggestion = suggestionFor(issue);
    return {
      file,
      fieldPath,
      label,
      message: `${message(issue)}${didYouMean(suggestion)}`,
      ...json.locate(fieldPath),
      ...(suggestion ? { suggestion } : {}),
    };
  });
}

/** The problems in practice.json and engagement.json, read from `root`. */
export function identityProblems(root: string): ContentProblem[] {
  return IDENTITY_FILES.flatMap((file) => identityFileProblems(root, file));
}

/** The legal practitioner director practice.json names, when it names one (a broken file is reported above). */
export function directorNamed(root: string): string | undefined {
  const json = readJson(readFileSync(join(root, PRACTICE_FILE), "utf8"));
  const director = json.ok
    ? (json.value as { legalPractitionerDirector?: unknown } | null)?.legalPractitionerDirector
    : undefined;
  return typeof director === "string" && director.trim() ? director.trim() : undefined;
}
