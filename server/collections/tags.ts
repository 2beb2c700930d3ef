import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import * as v from "valibot";
import { TAGS_FILE, type Tag } from "../../shared/content/tags";
import { PROJECT_ROOT } from "../platform/paths";
import { ContentError, type Report } from "./collection";
import { SLUG_PATTERN, text } from "./fields";

const EXPECTED = {
  slug: "the tag's address: lowercase words joined by hyphens, e.g. legal-costs",
  label: "what readers see, e.g. Legal costs (text)",
};

const TagSchema = v.strictObject(
  { slug: v.pipe(v.string(EXPECTED.slug), v.regex(SLUG_PATTERN, EXPECTED.slug)), label: text(EXPECTED.label) },
  "unknown field (the fields are: slug, label)",
);

/**
 * The declared tags, read from a JSON file (shared/content/tags.json; tests pass a fixture) and
 * checked: each has a slug and a label, and no slug is declared twice. Throws one ContentError
 * naming the file, the entry and the field of every problem.
 */
export function loadTags(file: string = join(PROJECT_ROOT, TAGS_FILE), rootDir: string = PROJECT_ROOT): Tag[] {
  const name = relative(rootDir, file) || file;
  const fail = (problems: string[]) => new ContentError("declared tags", problems);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw fail([`${name}: expected a JSON list of { "slug": ..., "label": ... }: ${(error as Error).message}`]);
  }
  if (!Array.isArray(data) || data.length === 0) throw fail([`${name}: expected a non-empty JSON list of { "slug": ..., "label": ... }`]);
  const problems: string[] = [];
  const tags: Tag[] = [];
  const seen = new Set<string>();
  data.forEach((entry: unknown, index) => {
    const result = v.safeParse(TagSchema, entry, { abortEarly: false });
    if (!result.success) {
      for (const issue of result.issues) {
        const field = v.getDotPath(issue) ?? "entry";
        problems.push(`${name}: [${index}].${field}: ${field in EXPECTED ? `expected ${issue.message}; got ${JSON.stringify(issue.input)}` : issue.message}`);
      }
      return;
    }
    if (seen.has(result.output.slug)) problems.push(`${name}: [${index}].slug: "${result.output.slug}" is declared twice`);
    seen.add(result.output.slug);
    tags.push(result.output);
  });
  if (problems.length > 0) throw fail(problems);
  return tags;
}

/**
 * Reports each tag of a post or practice area that is not declared, naming the known ones: a typo
 * would otherwise make a tag page of its own and drop the post from its area's related posts.
 * `value` is the field as the file has it (checked here even when another field is wrong).
 */
export function checkDeclaredTags(value: unknown, declared: readonly Tag[], report: Report, { allowTodo = false } = {}): void {
  if (!Array.isArray(value)) return;
  const known = new Set(declared.map((tag) => tag.slug));
  for (const tag of value) {
    // A tag that is not a slug at all is the schema's to name.
    if (typeof tag !== "string" || !SLUG_PATTERN.test(tag) || known.has(tag) || (allowTodo && tag === "todo")) continue;
    report("tags", `"${tag}" is not a declared tag: declare it with its label in ${TAGS_FILE}, or use one of: ${[...known].join(", ")}`);
  }
}
