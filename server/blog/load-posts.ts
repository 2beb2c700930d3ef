import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import * as v from "valibot";
import { parseDocument } from "yaml";
import { EXPECTED, FrontMatterSchema, SLUG_PATTERN, type FrontMatter } from "./front-matter";
import { MarkdownError, publicImageSize, renderMarkdown } from "./markdown";
import type { BlogPost } from "./post";
import { PRACTICE } from "../../shared/content/practice";

/** Every problem in the blog's files, each naming the file, the field and what is expected. */
export class BlogContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The blog's posts have problems:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "BlogContentError";
  }
}

export interface LoadPostsOptions {
  /** The folder of <slug>.md files (shared/content/blog; tests pass a fixture folder). */
  readonly contentDir: string;
  /** Where images named by posts must exist. */
  readonly publicDir: string;
  /** Keep posts marked draft: true (development only). */
  readonly includeDrafts: boolean;
  /** Paths in messages are relative to this folder. */
  readonly rootDir?: string;
}

const WORDS_PER_MINUTE = 200;

/**
 * Posts name the practice as {{practice}}: the trading name comes from practice.json like every
 * other mention, so a change of name reaches the posts too. Any other {{...}} is a mistake.
 */
export const PRACTICE_PLACEHOLDER = "{{practice}}";

function withPracticeName(source: string, report: (field: string, problem: string) => void): string {
  for (const unknown of new Set(source.match(/\{\{[^{}\n]{0,40}\}\}/g) ?? [])) {
    if (unknown !== PRACTICE_PLACEHOLDER) report("placeholder", `expected ${PRACTICE_PLACEHOLDER} (the practice's trading name); got ${unknown}`);
  }
  return source.replaceAll(PRACTICE_PLACEHOLDER, PRACTICE.tradingName);
}
/** The image `npm run new-post` starts a post with: fine in a draft, not in a published post. */
export const PLACEHOLDER_IMAGE = "/images/blog/placeholder.svg";

/**
 * Reads, checks and renders every post in the folder. Throws one BlogContentError listing every
 * problem in every file, so an author fixes them all in one go.
 */
export function loadPosts({ contentDir, publicDir, includeDrafts, rootDir = process.cwd() }: LoadPostsOptions): BlogPost[] {
  const problems: string[] = [];
  const posts: BlogPost[] = [];
  const seen = new Map<string, string>();

  // Posts may sit in sub-folders (by year, say); the slug is the file name, so it must be unique.
  const names = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((name) => /\.md$/i.test(name));
  for (const name of names.sort()) {
    const path = join(contentDir, name);
    const file = relative(rootDir, path) || path;
    const report = (field: string, problem: string) => problems.push(`${file}: ${field}: ${problem}`);

    const slug = basename(name).slice(0, -".md".length);
    if (!SLUG_PATTERN.test(slug)) {
      report("file name", "expected lowercase letters, digits and hyphens before .md (the file name is the post's address)");
      continue;
    }
    if (seen.has(slug)) {
      report("slug", `"${slug}" is already used by ${seen.get(slug)}`);
      continue;
    }
    seen.set(slug, file);

    const source = withPracticeName(readFileSync(path, "utf8"), report);
    const parts = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
    if (!parts) {
      report("front matter", 'expected the file to start with a "---" line, the fields, and another "---" line');
      continue;
    }
    const [, yamlText = "", markdown = ""] = parts;
    const document = parseDocument(yamlText);
    if (document.errors.length > 0) {
      const [field, problem] = yamlProblem(yamlText, document.errors[0]);
      report(field, problem);
      continue;
    }
    const data: unknown = document.toJS();
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      report("front matter", "expected fields written as name: value, one a line");
      continue;
    }
    const result = v.safeParse(FrontMatterSchema, data, { abortEarly: false });
    if (!result.success) {
      for (const issue of result.issues) {
        const field = v.getDotPath(issue)?.split(".")[0] ?? "front matter";
        if (issue.input === undefined && field in EXPECTED) {
          // A missing field is reported by the object that lacks it, whose message is about unknown fields: name the field's own.
          report(field, `expected ${EXPECTED[field as keyof typeof EXPECTED]}; it is missing: add a line "${field}: ..." between the two "---" lines`);
          continue;
        }
        report(field, field in EXPECTED ? `expected ${issue.message}; got ${JSON.stringify(issue.input)}` : issue.message);
      }
      continue;
    }
    const post = toPost(slug, result.output, markdown, publicDir, report);
    if (post && (includeDrafts || !post.draft)) posts.push(post);
  }

  if (problems.length > 0) throw new BlogContentError(problems);
  return posts;
}

function toPost(slug: string, front: FrontMatter, markdown: string, publicDir: string, report: (field: string, problem: string) => void): BlogPost | undefined {
  let ok = true;
  // `npm run new-post` marks what an author must still write; a published post may not keep a mark.
  if (!front.draft) {
    const marked = Object.entries(front).filter(
      ([field, value]) => /\bTODO\b/i.test(JSON.stringify(value)) || (field === "image" && value === PLACEHOLDER_IMAGE),
    );
    if (/\bTODO\b/.test(markdown)) marked.push(["body", markdown]);
    for (const [field] of marked) report(field, "still marked TODO: fill it in, or keep draft: true until it is");
    if (marked.length > 0) ok = false;
  }
  if (front.updated !== undefined && front.updated > todayInQueensland()) {
    report("updated", `expected the day the post was revised, not a day still to come; got ${front.updated}`);
  }
  if (front.updated !== undefined && front.updated < front.date) {
    report("updated", `expected ${EXPECTED.updated}; got ${front.updated}, before date ${front.date}`);
    ok = false;
  }
  const size = publicImageSize(publicDir, front.image);
  if (!size) {
    report("image", `expected ${EXPECTED.image}; ${front.image} does not exist under public/`);
    ok = false;
  }
  let body = { html: "", words: 0 };
  try {
    body = renderMarkdown(markdown, publicDir);
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    report("body", error.message);
    ok = false;
  }
  if (!ok || !size) return undefined;
  return {
    slug,
    title: front.title,
    excerpt: front.excerpt,
    author: front.author,
    date: front.date,
    ...(front.updated ? { updated: front.updated } : {}),
    readMinutes: front.readTime ?? Math.max(1, Math.round(body.words / WORDS_PER_MINUTE)),
    image: { src: front.image, alt: front.imageAlt, ...size },
    tags: [...new Set(front.tags)],
    draft: front.draft,
    html: body.html,
  };
}

/** Today as a YYYY-MM-DD in Brisbane, where the practice publishes. */
function todayInQueensland(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
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
    return [field, `${where} has a ":" inside the value: put the value in double quotes, e.g. ${field}: "${text.slice(text.indexOf(":") + 1).trim().replaceAll('"', '\\"')}"`];
  }
  return [field, `${where} is not valid YAML: ${error.message.split("\n")[0]}`];
}
