/**
 * A problem in a content file, as the build reports it and the staff area's forms show it beside a
 * field: the file, the field's path in it, what the thing is called, what is wrong, where (line and
 * column, always for a syntax error) and, for a value that is not one of those allowed, the nearest
 * one that is.
 */
export interface ContentProblem {
  /** The file's path relative to the project, e.g. shared/content/plans.json. */
  readonly file: string;
  /** The field's path in the file, dot-separated ("plans.1.practiceAreas.0", "tags.2"); "" for the file as a whole. */
  readonly fieldPath: string;
  /** What the thing is called: "the Growth plan", "the post “Contracts that work”", "Jane Citizen's profile". */
  readonly label: string;
  /** What is wrong and what is expected; it says "did you mean ...?" itself when there is a suggestion. */
  readonly message: string;
  /** 1-based, in the file. */
  readonly line?: number;
  readonly column?: number;
  /** The nearest allowed value to the one written, as it should be written. */
  readonly suggestion?: string;
  /** The line of the file the problem is on, and a caret under the column (a syntax error). */
  readonly excerpt?: string;
}

/** What a check adds to a problem besides its field and message. */
export type ProblemDetail = Partial<Pick<ContentProblem, "suggestion" | "line" | "column" | "excerpt">>;

/** The problem on one line, "file: field: message", as errors and the launch check list them. */
export function problemLine(problem: ContentProblem): string {
  return `${problem.file}: ${problem.fieldPath || "(the file)"}: ${problem.message}`;
}

/** "shared/content/plans.json:14:7" (the file with its line and column where known). */
export const whereOf = (problem: Pick<ContentProblem, "file" | "line" | "column">) =>
  problem.line === undefined
    ? problem.file
    : `${problem.file}:${problem.line}${problem.column === undefined ? "" : `:${problem.column}`}`;

/**
 * Every problem, grouped by file in the order found, each with what the thing is called, its field,
 * where it is and the nearest allowed value; the report the build prints and `npm run dev` shows.
 */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const files = new Map<string, ContentProblem[]>();
  for (const problem of problems) files.set(problem.file, [...(files.get(problem.file) ?? []), problem]);
  const sections = [...files].map(([file, inFile]) => [file, ...inFile.map(problemEntry)].join("\n"));
  return `The content has ${count}, in ${files.size === 1 ? "1 file" : `${files.size} files`}; nothing was built or changed. Fix them all, then build again.\n\n${sections.join("\n\n")}`;
}

function problemEntry(problem: ContentProblem): string {
  const field = problem.fieldPath ? `, ${problem.fieldPath}` : "";
  const heading = `  - ${whereOf(problem)}: ${problem.label}${field}:`;
  const body = `    ${problem.message}`;
  const excerpt = problem.excerpt ? `\n${problem.excerpt.replace(/^/gm, "    ")}` : "";
  return `${heading}\n${body}${excerpt}`;
}

/**
 * Every problem in the content files a step read, each naming the file and the field. Thrown once
 * for everything found, so an author fixes them all in one go; `problems` lists them a line each,
 * `details` as they are.
 */
export class ContentError extends Error {
  readonly problems: readonly string[];
  constructor(
    readonly collection: string,
    readonly details: readonly ContentProblem[],
  ) {
    super(formatProblems(details));
    this.problems = details.map(problemLine);
    this.name = "ContentError";
  }
}
