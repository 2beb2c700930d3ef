import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { PRACTICE } from "../../shared/content/practice";
import { ContentError } from "../collections/collection";
import { loadTags } from "../collections/tags";
import { AREA_TITLES } from "./front-matter";
import { loadPracticeAreas, MIN_WORDS, PRACTICE_AREAS_DIR } from "./load-practice-areas";

/** A copy of the shipped pages, changed as a test needs; returns the folder. */
function shippedCopy(change: (dir: string) => void = () => undefined): string {
  const dir = tempDir("practice-areas-");
  cpSync(PRACTICE_AREAS_DIR, dir, { recursive: true });
  change(dir);
  return dir;
}

function problemsOf(dir: string): string[] {
  try {
    loadPracticeAreas({ contentDir: dir, rootDir: dir });
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
  throw new Error("expected the practice areas to be rejected");
}

const edit = (dir: string, file: string, replace: (text: string) => string) =>
  writeFileSync(join(dir, file), replace(readFileSync(join(dir, file), "utf8")));

describe("the shipped practice areas", () => {
  const pages = loadPracticeAreas();

  it("are the spec's six, one page each, in the home page's order", () => {
    expect(pages.map((page) => page.title).sort()).toEqual([...AREA_TITLES].sort());
    expect([...pages].sort((a, b) => a.order - b.order).map((page) => page.title)).toEqual(AREA_TITLES);
  });

  it("each have a body of substance, general information only, naming no one the practice cannot show", () => {
    for (const page of pages) {
      expect(page.words, page.slug).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(page.html, page.slug).not.toMatch(/\b(specialis|specialist|expert|best|guarantee|leading)\w*/i);
      expect(page.html, page.slug).not.toContain("{{");
      expect(page.priorities.length, page.slug).toBeGreaterThan(0);
    }
  });

  it("write the parent firm's name from practice.json, and send litigation to its separate dispute team", () => {
    const disputes = pages.find((page) => page.slug === "dispute-resolution-litigation");
    expect(disputes?.html).toContain(PRACTICE.parentFirm.name);
    expect(disputes?.html).toMatch(/agreement/);
  });
});

describe("a practice area the build refuses, naming the file and the field", () => {
  it("a seventh file whose title is not one of the six", () => {
    const dir = shippedCopy((copy) =>
      writeFileSync(
        join(copy, "tax.md"),
        readFileSync(join(copy, "commercial-property.md"), "utf8").replace(
          'title: "Commercial Property"',
          'title: "Tax Advice"',
        ),
      ),
    );
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^tax\.md: title: expected one of the six practice areas: .*; got "Tax Advice"$/),
    ]);
  });

  it("two files with one title, or one order", () => {
    const dir = shippedCopy((copy) => cpSync(join(copy, "commercial-property.md"), join(copy, "property-again.md")));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/title: "Commercial Property" already has a page: commercial-property/),
      expect.stringMatching(/order: 4 is already the order of commercial-property/),
    ]);
  });

  it("a missing summary, a priority the form does not offer, a body too short", () => {
    const dir = shippedCopy((copy) => {
      edit(copy, "commercial-property.md", (text) => text.replace(/^summary: .*\n/m, ""));
      edit(copy, "employment-workplace-relations.md", (text) =>
        text.replace("priorities: [Employment Law]", "priorities: [Employment]"),
      );
      edit(copy, "corporate-commercial.md", (text) => text.slice(0, text.indexOf("---", 4) + 3) + "\n\nToo short.\n");
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^commercial-property\.md: summary: expected a one- or two-sentence summary .*it is missing/,
      ),
      expect.stringMatching(/^corporate-commercial\.md: body: expected at least 400 words .*; it has 2$/),
      expect.stringMatching(
        /^employment-workplace-relations\.md: priorities\.0: expected a list of the enquiry form's Key Legal Priorities.*; got "Employment" \(did you mean Employment Law\?\)$/,
      ),
    ]);
  });

  it("a placeholder it does not know", () => {
    const dir = shippedCopy((copy) => edit(copy, "commercial-property.md", (text) => `${text}\nAsk {{firm}}.\n`));
    expect(problemsOf(dir)).toEqual([
      "commercial-property.md: placeholder: expected {{practice}} (the practice's trading name) or {{parentFirm}} (the parent firm's name); got {{firm}}",
    ]);
  });

  it("a file removed is simply not a page", () => {
    const dir = shippedCopy((copy) => rmSync(join(copy, "commercial-property.md")));
    expect(loadPracticeAreas({ contentDir: dir, rootDir: dir }).map((page) => page.slug)).not.toContain(
      "commercial-property",
    );
  });
});

describe("an area's tags and summary, as the build names them", () => {
  const [first] = readdirSync(PRACTICE_AREAS_DIR).filter((name) => name.endsWith(".md"));
  if (!first) throw new Error("no practice area to copy");

  it("a tag nobody declared stops the build, naming the file, the field and the known tags", () => {
    const dir = shippedCopy((copy) => edit(copy, first, (text) => text.replace(/^tags: .*$/m, "tags: [no-such-tag]")));
    const known = loadTags().map((tag) => tag.slug);
    expect(problemsOf(dir)).toEqual([
      `${first}: tags.0: "no-such-tag" is not a declared tag: declare it with its label in shared/content/tags.json, or use one of: ${known.join(", ")}`,
    ]);
  });

  it("a summary too long says how long it is", () => {
    const dir = shippedCopy((copy) =>
      edit(copy, first, (text) => text.replace(/^summary: .*$/m, `summary: "${"a".repeat(231)}"`)),
    );
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${first.replace(".", "\\.")}: summary: expected .*at most 200 characters\\); it has 231 characters, 31 too many; got "a+"$`,
        ),
      ),
    ]);
  });
});
