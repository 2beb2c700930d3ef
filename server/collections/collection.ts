import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import * as v from "valibot";
import { parseDocument, type Document } from "yaml";
import { SLUG_PATTERN } from "./fields";
import type { ContentImages } from "./content-images";
import { MarkdownError, renderMarkdown, type BodyImages, type RenderedMarkdown } from "./markdown";
import { ContentError, type ContentProblem, type ProblemDetail } from "./problems";
import { excerptAt, positionAt, yamlPosition } from "./source-positions";
import { suggestionFor } from "./issue-suggestion";
import { didYouMean, nearest } from "./nearest";

export { ContentError };

/** Reports a problem in a field ("tags.1", "body"); the file, what it is called and where the field is are added. */
export type Report = (field: string, problem: string, detail?: ProblemDetail) => void;

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

export interface Collection<Schema extends v.GenericSchema, Entry> {
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
   * What an entry is called in a message, from its fields as written (undefined when they do not
   * parse): "the post “Contracts that work”", "Jane Citizen's profile".
   */
  label?(fields: Readonly<Record<string, unknown>> | undefined, slug: string): string;
  /**
   * Checks of single fields that hold whatever else is wrong with the file: run on the fields as
   * the file has them, before and whatever the schema says, so a bad date does not hide a
   * placeholder image (every problem is listed at once). Values may be of any type.
   */
  checkFields?(fields: Readonly<Record<string, unknown>>, markdown: string, report: Report): void;
  /** Turns a checked file into an entry, reporting what else is wrong; undefined leaves it out. */
  toEntry(file: CollectionFile<v.InferOutput<Schema>>, report: Report): Entry | undefined;
  /** Checks across entries (one title each, say), once every file has been read. */
  checkAll?(
    entries: readonly { readonly entry: Entry; readonly report: Report }[],
    reportCollection: (problem: string) => void,
  ): void;
}

/** A collection as read: its good entries, every problem, and what each file is and holds, good or not. */
export interface CollectionRead<Entry> {
  readonly entries: Entry[];
  readonly problems: ContentProblem[];
  /**
   * The slug of every file with a good name, whether or not it has problems of its own: what other
   * files may name (a profile with a bad date is still the author a post names).
   */
  readonly slugs: string[];
  /** Each such file's fields as written, by slug, where its front matter parses. */
  readonly fields: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
}

/** What one file reports: its problems wait for its label, known once its front matter is read. */
interface FileReport {
  readonly file: string;
  readonly report: Report;
  /** Called once the file is read: gives every problem its label and the place of its field. */
  finish(label: string, document?: Document, yamlText?: string): void;
}

function fileReport(file: string, text: string, problems: ContentProblem[]): FileReport {
  const pending: { field: string; message: string; detail: ProblemDetail }[] = [];
  return {
    file,
    report: (field, message, detail = {}) => pending.push({ field, message, detail }),
    finish(label, document, yamlText) {
      for (const { field, message, detail } of pending) {
        const place = detail.line !== undefined ? undefined : fieldPlace(field, text, document, yamlText);
        problems.push({ file, fieldPath: field, label, message, ...place, ...detail });
      }
    },
  };
}

/** Where a field is written: in the front matter (which starts on the file's second line), or the body's first line. */
function fieldPlace(
  field: string,
  text: string,
  document?: Document,
  yamlText?: string,
): { line: number; column: number } | undefined {
  if (field === "body" && yamlText !== undefined) return { line: yamlText.split("\n").length + 3, column: 1 };
  if (!document || yamlText === undefined || !/^[A-Za-z]/.test(field) || field.includes(" ")) return undefined;
  return yamlPosition(document, yamlText, field, 1);
}

/**
 * One loader for every kind of content written as Markdown with front matter: reads each file,
 * checks its name, placeholders and front matter against the collection's schema, and hands the
 * rest to the collection. Returns every problem in every file, each with the file, the field, what
 * the entry is called and where; never throws for a problem in a file.
 */
export function readCollection<Schema extends v.GenericSchema, Entry>(
  collection: Collection<Schema, Entry>,
): CollectionRead<Entry> {
  const problems: ContentProblem[] = [];
  const entries: { entry: Entry; report: Report }[] = [];
  const seen = new Map<string, string>();
  const fields = new Map<string, Readonly<Record<string, unknown>>>();
  const finishing: (() => void)[] = [];
  const label = (written: Readonly<Record<string, unknown>> | undefined, slug: string) =>
    collection.label?.(written, slug) ?? `the entry “${slug}”`;

  const names = readdirSync(collection.contentDir, { recursive: true, encoding: "utf8" }).filter((name) =>
    /\.md$/i.test(name),
  );
  for (const name of names.sort()) {
    const path = join(collection.contentDir, name);
    const slug = basename(name).slice(0, -".md".length);
    const text = readFileSync(path, "utf8");
    const own = fileReport(relative(collection.rootDir, path) || path, text, problems);
    if (!SLUG_PATTERN.test(slug)) {
      own.report(
        "file name",
        `expected lowercase letters, digits and hyphens before .md (the file name is the page's address)${didYouMean(slugFor(slug))}`,
      );
      finishing.push(() => own.finish(label(undefined, slug)));
      continue;
    }
    if (seen.has(slug)) {
      own.report("slug", `"${slug}" is already used by ${seen.get(slug)}: two files may not have the same name`);
      finishing.push(() => own.finish(label(undefined, slug)));
      continue;
    }
    seen.set(slug, own.file);
    const read = readOne(collection, { slug, file: own.file, text }, own.report);
    if (read.fields) fields.set(slug, read.fields);
    if (read.entry !== undefined) entries.push({ entry: read.entry, report: own.report });
    finishing.push(() => own.finish(label(read.fields, slug), read.document, read.yamlText));
  }
  const folder = relative(collection.rootDir, collection.contentDir);
  collection.checkAll?.(entries, (message) =>
    problems.push({ file: folder, fieldPath: "", label: `the ${collection.name}`, message }),
  );
  for (const finish of finishing) finish();
  return { entries: entries.map(({ entry }) => entry), problems, slugs: [...seen.keys()], fields };
}

/** As readCollection, but throws one ContentError listing every problem in every file. */
export function loadCollection<Schema extends v.GenericSchema, Entry>(collection: Collection<Schema, Entry>): Entry[] {
  const { entries, problems } = readCollection(collection);
  if (problems.length > 0) throw new ContentError(collection.name, problems);
  return entries;
}

/** The name a file would have as a slug: "Contracts That Work" → contracts-that-work.md. */
const slugFor = (name: string) => {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug && slug !== name ? `${slug}.md` : undefined;
};

interface OneFile<Entry> {
  readonly entry?: Entry;
  readonly fields?: Readonly<Record<string, unknown>>;
  readonly document?: Document;
  readonly yamlText?: string;
}

/** One file: its placeholders, front matter, body and entry, each problem reported. */
function readOne<Schema extends v.GenericSchema, Entry>(
  collection: Collection<Schema, Entry>,
  { slug, file, text }: { slug: string; file: string; text: string },
  report: Report,
): OneFile<Entry> {
  const source = withPlaceholders(text, collection.placeholders, report);
  const parts = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
  if (!parts) {
    report("front matter", 'expected the file to start with a "---" line, the fields, and another "---" line', {
      line: 1,
      column: 1,
      excerpt: excerptAt(text, { line: 1, column: 1 }),
    });
    return {};
  }
  const [, yamlText = "", markdown = ""] = parts;
  const document = parseDocument(yamlText);
  const read = frontMatter(document, yamlText, markdown, collection, report);
  const located = { document, yamlText, ...(read.fields ? { fields: read.fields } : {}) };
  if (read.front === undefined) return located;
  const body = renderBody(
    markdown,
    collection.publicDir,
    report,
    collection.images && { images: collection.images, file },
  );
  const entry = collection.toEntry({ slug, file, front: read.front, markdown, body }, report);
  return { ...located, ...(entry === undefined ? {} : { entry }) };
}

/** The body rendered, or undefined with the reason reported (an image that is missing, a link off-site). */
function renderBody(
  markdown: string,
  publicDir: string,
  report: Report,
  images: BodyImages | undefined,
): RenderedMarkdown | undefined {
  try {
    return renderMarkdown(markdown, publicDir, images);
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    report("body", error.message);
    return undefined;
  }
}

/** Names come from practice.json like every other mention, so a change of name reaches the content too. */
function withPlaceholders(
  source: string,
  placeholders: Collection<v.GenericSchema, unknown>["placeholders"],
  report: Report,
): string {
  const known = Object.entries(placeholders);
  for (const unknown of new Set(source.match(/\{\{[^{}\n]{0,40}\}\}/g) ?? [])) {
    if (unknown in placeholders) continue;
    const place = positionAt(source, source.indexOf(unknown));
    const suggestion = nearest(unknown, Object.keys(placeholders));
    report(
      "placeholder",
      `expected ${known.map(([name, { means }]) => `${name} (${means})`).join(" or ")}; got ${unknown}${didYouMean(suggestion)}`,
      {
        ...place,
        ...(suggestion ? { suggestion } : {}),
      },
    );
  }
  return known.reduce((text, [placeholder, { value }]) => text.replaceAll(placeholder, value), source);
}

function frontMatter<Schema extends v.GenericSchema, Entry>(
  document: Document,
  yamlText: string,
  markdown: string,
  collection: Collection<Schema, Entry>,
  report: Report,
): { front?: v.InferOutput<Schema>; fields?: Readonly<Record<string, unknown>> } {
  if (document.errors.length > 0) {
    const [field, problem, place] = yamlProblem(yamlText, document.errors[0]);
    report(field, problem, place);
    return {};
  }
  const data: unknown = document.toJS();
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    report("front matter", "expected fields written as name: value, one a line");
    return {};
  }
  const fields = data as Record<string, unknown>;
  collection.checkFields?.(fields, markdown, report);
  const result = v.safeParse(collection.schema, data, { abortEarly: false });
  if (result.success) return { front: result.output, fields };
  for (const issue of result.issues) reportIssue(issue, collection.expected, report);
  return { fields };
}

/** A schema's complaint about a field, in an author's words, with the nearest allowed value for one of a closed set. */
function reportIssue(issue: v.BaseIssue<unknown>, expected: Readonly<Record<string, string>>, report: Report): void {
  const path = v.getDotPath(issue) ?? "front matter";
  const field = path.split(".")[0] ?? path;
  if (issue.input === undefined && field in expected && path === field) {
    // A missing field is reported by the object that lacks it, whose message is about unknown fields: name the field's own.
    report(field, `expected ${expected[field]}; it is missing: add a line "${field}: ..." between the two "---" lines`);
    return;
  }
  if (!(field in expected)) {
    const suggestion = nearest(field, Object.keys(expected));
    report(path, `${issue.message}${didYouMean(suggestion)}`, suggestion ? { suggestion } : {});
    return;
  }
  const suggestion = suggestionFor(issue);
  report(
    path,
    `expected ${issue.message}; got ${JSON.stringify(issue.input)}${didYouMean(suggestion)}`,
    suggestion ? { suggestion } : {},
  );
}

/**
 * A YAML error as an author can act on it: the field, the line and column in the file (the front
 * matter starts on the file's second line) with the line shown, and for the commonest mistake, a
 * colon in an unquoted value, the fix.
 */
function yamlProblem(
  yamlText: string,
  error: { message: string; linePos?: [{ line: number; col: number }, ...unknown[]] } | undefined,
): [string, string, ProblemDetail] {
  const at = error?.linePos?.[0];
  if (!error || at === undefined)
    return ["front matter", `expected valid YAML: ${error?.message ?? "it does not parse"}`, {}];
  const text = yamlText.split(/\r?\n/)[at.line - 1] ?? "";
  const field = /^\s*([A-Za-z]+)\s*:/.exec(text)?.[1] ?? "front matter";
  const place = { line: at.line + 1, column: at.col };
  const detail = { ...place, excerpt: `${excerptAt(`\n${yamlText}`, place)}` };
  const where = `line ${place.line} of the file`;
  if (/nested mappings|implicit map keys|block mapping/i.test(error.message)) {
    const value = text
      .slice(text.indexOf(":") + 1)
      .trim()
      .replaceAll('"', '\\"');
    return [
      field,
      `${where} has a ":" inside the value: put the value in double quotes, e.g. ${field}: "${value}"`,
      detail,
    ];
  }
  return [field, `${where} is not valid YAML: ${error.message.split("\n")[0]}`, detail];
}
