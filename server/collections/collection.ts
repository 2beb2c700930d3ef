import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import * as v from "valibot";
import { parseDocument } from "yaml";
import { SLUG_PATTERN } from "./fields";
import type { ContentImages } from "./content-images";
import { MarkdownError, renderMarkdown, type BodyImages, type RenderedMarkdown } from "./markdown";

/**
 * Every problem in a collection's files (the blog's posts, the practice areas), each naming the
 * file, the field and what is expected. Thrown once per collection, so an author fixes them all in one go.
 */
export class ContentError extends Error {
  constructor(
    readonly collection: string,
    readonly problems: readonly string[],
  ) {
    super(`The ${collection} have problems:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

export type Report = (field: string, problem: string) => void;

/** One file of a collection, read and checked against its schema, for the collection to turn into an entry. */
export interface CollectionFile<Front> {
  readonly slug: string;
  /** The file's path relative to the root folder, as messages name it. */
  readonly file: string;
  readonly front: Front;
  readonly markdown: string;
  /** The body as sanitised HTML with its word count; undefined when it was refused (reported against "body"). */
  readonly body: RenderedMarkdown | undefined;
}

interface Collection<Schema extends v.GenericSchema, Entry> {
  /** Plural, as the error reads: "blog's posts", "practice areas". */
  readonly name: string;
  /** The folder of <slug>.md files; sub-folders are read too, and the slug is the file name. */
  readonly contentDir: string;
  /** Paths in messages are relative to this folder. */
  readonly rootDir: string;
  /** The folder the bodies' images are served from (public/), to check they exist and read their size. */
  readonly publicDir: string;
  /** The build's content images, which the bodies' images are planned into (absent: served as they are). */
  readonly images?: ContentImages;
  /** The front matter's schema; its messages say what a field expects. */
  readonly schema: Schema;
  /** What each field holds, in an author's words: named when a field is missing. */
  readonly expected: Readonly<Record<string, string>>;
  /** `{{name}}` placeholders, what they become and what they mean; any other `{{...}}` is a mistake. */
  readonly placeholders: Readonly<Record<string, { readonly value: string; readonly means: string }>>;
  /**
   * Checks of single fields that hold whatever else is wrong with the file: run on the fields as
   * the file has them, before and whatever the schema says, so a bad date does not hide a
   * placeholder image (every problem is listed at once). Values may be of any type.
   */
  checkFields?(fields: Readonly<Record<string, unknown>>, markdown: string, report: Report): void;
  /** Turns a checked file into an entry, reporting what else is wrong; undefined leaves it out. */
  toEntry(file: CollectionFile<v.InferOutput<Schema>>, report: Report): Entry | undefined;
  /** Checks across entries (one title each, say), once every file has been read. */
  checkAll?(entries: readonly { readonly entry: Entry; readonly report: Report }[], reportCollection: (problem: string) => void): void;
}

/**
 * One loader for every kind of content written as Markdown with front matter: reads each file,
 * checks its name, placeholders and front matter against the collection's schema, and hands the
 * rest to the collection. Throws one ContentError listing every problem in every file.
 */
export function loadCollection<Schema extends v.GenericSchema, Entry>(collection: Collection<Schema, Entry>): Entry[] {
  const problems: string[] = [];
  const entries: { entry: Entry; report: Report }[] = [];
  const seen = new Map<string, string>();

  const names = readdirSync(collection.contentDir, { recursive: true, encoding: "utf8" }).filter((name) => /\.md$/i.test(name));
  for (const name of names.sort()) {
    const path = join(collection.contentDir, name);
    const file = relative(collection.rootDir, path) || path;
    const report: Report = (field, problem) => problems.push(`${file}: ${field}: ${problem}`);

    const slug = basename(name).slice(0, -".md".length);
    if (!SLUG_PATTERN.test(slug)) {
      report("file name", "expected lowercase letters, digits and hyphens before .md (the file name is the page's address)");
      continue;
    }
    if (seen.has(slug)) {
      report("slug", `"${slug}" is already used by ${seen.get(slug)}`);
      continue;
    }
    seen.set(slug, file);

    const source = withPlaceholders(readFileSync(path, "utf8"), collection.placeholders, report);
    const parts = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
    if (!parts) {
      report("front matter", 'expected the file to start with a "---" line, the fields, and another "---" line');
      continue;
    }
    const [, yamlText = "", markdown = ""] = parts;
    const front = frontMatter(yamlText, markdown, collection, report);
    if (front === undefined) continue;
    const body = renderBody(markdown, collection.publicDir, report, collection.images && { images: collection.images, file });
    const entry = collection.toEntry({ slug, file, front, markdown, body }, report);
    if (entry !== undefined) entries.push({ entry, report });
  }
  if (problems.length === 0) collection.checkAll?.(entries, (problem) => problems.push(`${relative(collection.rootDir, collection.contentDir)}: ${problem}`));

  if (problems.length > 0) throw new ContentError(collection.name, problems);
  return entries.map(({ entry }) => entry);
}

/** The body rendered, or undefined with the reason reported (an image that is missing, a link off-site). */
function renderBody(markdown: string, publicDir: string, report: Report, images: BodyImages | undefined): RenderedMarkdown | undefined {
  try {
    return renderMarkdown(markdown, publicDir, images);
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    report("body", error.message);
    return undefined;
  }
}

/** Names come from practice.json like every other mention, so a change of name reaches the content too. */
function withPlaceholders(source: string, placeholders: Collection<v.GenericSchema, unknown>["placeholders"], report: Report): string {
  const known = Object.entries(placeholders);
  for (const unknown of new Set(source.match(/\{\{[^{}\n]{0,40}\}\}/g) ?? [])) {
    if (!(unknown in placeholders)) report("placeholder", `expected ${known.map(([name, { means }]) => `${name} (${means})`).join(" or ")}; got ${unknown}`);
  }
  return known.reduce((text, [placeholder, { value }]) => text.replaceAll(placeholder, value), source);
}

function frontMatter<Schema extends v.GenericSchema, Entry>(
  yamlText: string,
  markdown: string,
  collection: Collection<Schema, Entry>,
  report: Report,
): v.InferOutput<Schema> | undefined {
  const document = parseDocument(yamlText);
  if (document.errors.length > 0) {
    const [field, problem] = yamlProblem(yamlText, document.errors[0]);
    report(field, problem);
    return undefined;
  }
  const data: unknown = document.toJS();
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    report("front matter", "expected fields written as name: value, one a line");
    return undefined;
  }
  collection.checkFields?.(data as Record<string, unknown>, markdown, report);
  const { schema, expected } = collection;
  const result = v.safeParse(schema, data, { abortEarly: false });
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split(".")[0] ?? "front matter";
    if (issue.input === undefined && field in expected) {
      // A missing field is reported by the object that lacks it, whose message is about unknown fields: name the field's own.
      report(field, `expected ${expected[field]}; it is missing: add a line "${field}: ..." between the two "---" lines`);
      continue;
    }
    report(field, field in expected ? `expected ${issue.message}; got ${JSON.stringify(issue.input)}` : issue.message);
  }
  return undefined;
}

/**
 * A YAML error as an author can act on it: the field, the line in the file (the front matter starts
 * on the file's second line), and for the commonest mistake, a colon in an unquoted value, the fix.
 */
function yamlProblem(yamlText: string, error: { message: string; linePos?: [{ line: number; col: number }, ...unknown[]] } | undefined): [string, string] {
  const yamlLine = error?.linePos?.[0]?.line;
  if (!error || yamlLine === undefined) return ["front matter", `expected valid YAML: ${error?.message ?? "it does not parse"}`];
  const text = yamlText.split(/\r?\n/)[yamlLine - 1] ?? "";
  const field = /^\s*([A-Za-z]+)\s*:/.exec(text)?.[1] ?? "front matter";
  const where = `line ${yamlLine + 1} of the file`;
  if (/nested mappings|implicit map keys|block mapping/i.test(error.message)) {
    return [
      field,
      `${where} has a ":" inside the value: put the value in double quotes, e.g. ${field}: "${text
        .slice(text.indexOf(":") + 1)
        .trim()
        .replaceAll('"', '\\"')}"`,
    ];
  }
  return [field, `${where} is not valid YAML: ${error.message.split("\n")[0]}`];
}

