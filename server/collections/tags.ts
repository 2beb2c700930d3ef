import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import * as v from "valibot";
import { TAGS_FILE, type Tag } from "../../shared/content/tags";
import { PROJECT_ROOT } from "../platform/paths";
import { type Report } from "./collection";
import { SLUG_PATTERN, text } from "./fields";
import { didYouMean, nearest } from "./nearest";
import { ContentError, type ContentProblem } from "./problems";
import { readJson } from "./source-positions";

const EXPECTED = {
  slug: "the tag's address: lowercase words joined by hyphens, e.g. legal-costs",
  label: "what readers see, e.g. Legal costs (text)",
};

const TagSchema = v.strictObject(
  { slug: v.pipe(v.string(EXPECTED.slug), v.regex(SLUG_PATTERN, EXPECTED.slug)), label: text(EXPECTED.label) },
  "unknown field (the fields are: slug, label)",
);

/** "the tag “Legal costs”", or its place in the list when it has no label. */
const tagLabel = (entry: unknown, index: number) => {
  const label = (entry as { label?: unknown } | null)?.label;
  return typeof label === "string" && label.trim()
    ? `the tag “${label.trim()}”`
    : `the ${index + 1}${ordinal(index + 1)} tag`;
};
const ordinal = (n: number) =>
  n % 10 === 1 && n % 100 !== 11
    ? "st"
    : n % 10 === 2 && n % 100 !== 12
      ? "nd"
      : n % 10 === 3 && n % 100 !== 13
        ? "rd"
        : "th";

/**
 * The declared tags, read from a JSON file (shared/content/tags.json; tests pass a fixture) and
 * checked: each has a slug and a label, and no slug is declared twice. Every problem, each naming
 * the file, the tag and the field, with its line; the tags that are good.
 */
export function readTags(
  file: string = join(PROJECT_ROOT, TAGS_FILE),
  rootDir: string = PROJECT_ROOT,
): { tags: Tag[]; problems: ContentProblem[]; declared: string[] } {
  const name = relative(rootDir, file) || file;
  const whole = (message: string, place = {}): ContentProblem => ({
    file: name,
    fieldPath: "",
    label: "the declared tags",
    message,
    ...place,
  });
  const text = readFileSync(file, "utf8");
  const json = readJson(text);
  // A file that does not parse still declares the slugs it spells out: posts naming them are not reported as well.
  if (!json.ok)
    return {
      tags: [],
      problems: [whole(json.problem.message, json.problem)],
      declared: [...text.matchAll(/"slug"\s*:\s*"([^"\n]*)"/g)].map((match) => match[1] ?? ""),
    };
  const data = json.value;
  if (!Array.isArray(data) || data.length === 0)
    return {
      tags: [],
      problems: [whole('expected a non-empty JSON list of { "slug": ..., "label": ... }', json.locate(""))],
      declared: [],
    };
  const problems: ContentProblem[] = [];
  const tags: Tag[] = [];
  const seen = new Set<string>();
  data.forEach((entry: unknown, index) => {
    const report = (field: string, message: string) => {
      const fieldPath = field ? `${index}.${field}` : String(index);
      problems.push({ file: name, fieldPath, label: tagLabel(entry, index), message, ...json.locate(fieldPath) });
    };
    const result = v.safeParse(TagSchema, entry, { abortEarly: false });
    if (!result.success) {
      for (const issue of result.issues) {
        const field = v.getDotPath(issue) ?? "";
        report(
          field,
          field in EXPECTED ? `expected ${issue.message}; got ${JSON.stringify(issue.input)}` : issue.message,
        );
      }
      return;
    }
    if (seen.has(result.output.slug)) report("slug", `"${result.output.slug}" is declared twice`);
    seen.add(result.output.slug);
    tags.push(result.output);
  });
  const declared = data.flatMap((entry: unknown) =>
    typeof (entry as { slug?: unknown } | null)?.slug === "string" ? [(entry as { slug: string }).slug] : [],
  );
  return { tags, problems, declared };
}

/** As readTags, but throws one ContentError naming the file, the entry and the field of every problem. */
export function loadTags(file: string = join(PROJECT_ROOT, TAGS_FILE), rootDir: string = PROJECT_ROOT): Tag[] {
  const { tags, problems } = readTags(file, rootDir);
  if (problems.length > 0) throw new ContentError("declared tags", problems);
  return tags;
}

/**
 * Reports each tag of a post or practice area that is not declared, naming the nearest declared one
 * and the others: a typo would otherwise make a tag page of its own and drop the post from its
 * area's related posts. `value` is the field as the file has it (checked here even when another
 * field is wrong).
 */
export function checkDeclaredTags(
  value: unknown,
  declared: readonly Tag[],
  report: Report,
  { allowTodo = false } = {},
): void {
  if (!Array.isArray(value)) return;
  const known = declared.map((tag) => tag.slug);
  value.forEach((tag: unknown, index) => {
    // A tag that is not a slug at all is the schema's to name.
    if (typeof tag !== "string" || !SLUG_PATTERN.test(tag) || known.includes(tag) || (allowTodo && tag === "todo"))
      return;
    const suggestion = nearest(tag, known);
    report(
      `tags.${index}`,
      `"${tag}" is not a declared tag${didYouMean(suggestion)}: declare it with its label in ${TAGS_FILE}, or use one of: ${known.join(", ")}`,
      suggestion ? { suggestion } : {},
    );
  });
}
