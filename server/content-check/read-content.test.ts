import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { PROJECT_ROOT } from "../platform/paths";
import { LEGAL_PRIORITIES } from "../../shared/content/contact-form";
import { AREA_TITLES } from "../practice-areas/front-matter";
import { MIN_WORDS } from "../practice-areas/load-practice-areas";
import { checkContent, checkContentWith, formatProblems, readContent, type ContentProblem } from ".";

const FIXTURES = join(PROJECT_ROOT, "test", "support", "fixtures");
/** The practice areas test/support/fixtures/plans.json and the fixture profiles name. */
const FIXTURE_AREAS = ["corporate-commercial", "commercial-property", "employment-workplace-relations"];
const CONTENT = "shared/content";

/**
 * A project-shaped tree of the fixtures: their posts, team, plans, tags and identity (its director
 * one of the fixture profiles), pages for the practice areas they name, and the images the posts and profiles show.
 */
function fixtureTree(): string {
  const root = tempDir("content-check-");
  cpSync(join(PROJECT_ROOT, "public"), join(root, "public"), { recursive: true });
  cpSync(join(FIXTURES, "public"), join(root, "public"), { recursive: true });
  cpSync(join(FIXTURES, "blog"), join(root, CONTENT, "blog"), { recursive: true });
  cpSync(join(FIXTURES, "team"), join(root, CONTENT, "team"), { recursive: true });
  // The areas the fixture plans and profiles name, each a page of the words an area needs.
  mkdirSync(join(root, CONTENT, "practice-areas"));
  FIXTURE_AREAS.forEach((slug, index) => {
    const front = `title: "${AREA_TITLES[index]}"\nsummary: "A fixture area."\npriorities: ["${LEGAL_PRIORITIES[0]}"]\ntags: [contracts]\norder: ${index + 1}`;
    writeFileSync(
      join(root, CONTENT, "practice-areas", `${slug}.md`),
      `---\n${front}\n---\n\n${"Fixture words. ".repeat(MIN_WORDS)}\n`,
    );
  });
  for (const file of ["plans.json", "tags.json"]) cpSync(join(FIXTURES, file), join(root, CONTENT, file));
  cpSync(join(PROJECT_ROOT, CONTENT, "engagement.json"), join(root, CONTENT, "engagement.json"));
  const practice = JSON.parse(readFileSync(join(FIXTURES, "practice.json"), "utf8")) as Record<string, unknown>;
  writeFileSync(
    join(root, CONTENT, "practice.json"),
    JSON.stringify({ ...practice, legalPractitionerDirector: "Fixture Author" }, null, 2),
  );
  return root;
}

const edit = (root: string, file: string, change: (text: string) => string) => {
  const path = join(root, file);
  const before = readFileSync(path, "utf8");
  const after = change(before);
  expect(after, `the change to ${file} changed nothing`).not.toBe(before);
  writeFileSync(path, after);
};

const POST_TYPO = `${CONTENT}/blog/fixture-02.md`;
const POST_NO_EXCERPT = `${CONTENT}/blog/fixture-03.md`;
const POST_NOBODY = `${CONTENT}/blog/fixture-04.md`;
const PLANS = `${CONTENT}/plans.json`;
const PROFILE = `${CONTENT}/team/fixture-colleague.md`;

/** The five breaks of the issue, each in its own file: a tag typo, a missing excerpt, an unknown author, a missing comma, an unknown area. */
function breakFive(root: string): void {
  edit(root, POST_TYPO, (text) => text.replace("tags: [contracts, employment]", "tags: [contracts, employmnet]"));
  edit(root, POST_NO_EXCERPT, (text) => text.replace(/^excerpt: .*\n/m, ""));
  edit(root, POST_NOBODY, (text) => text.replace(/^author: .*$/m, "author: fixture-auther"));
  edit(root, PLANS, (text) => text.replace('"name": "Fixture Large",', '"name": "Fixture Large"'));
  edit(root, PROFILE, (text) =>
    text.replace("leads: [employment-workplace-relations]", "leads: [employment-workplace-relation]"),
  );
}

const about = (problems: readonly ContentProblem[], file: string) =>
  problems.filter((problem) => problem.file === file);

describe("every problem in every content file, in one check", () => {
  let root: string;
  beforeEach(() => {
    root = fixtureTree();
  });

  it("finds nothing in the fixtures as they are, and hands back what the build compiles", () => {
    const read = readContent({ root });
    expect(read.problems).toEqual([]);
    expect(read.content?.people.map((person) => person.slug)).toEqual(["fixture-author", "fixture-colleague"]);
    expect(read.content?.plans.plans).toHaveLength(2);
  });

  it("reports a tag typo, a missing excerpt, an unknown author, a missing comma and an unknown area at once, each named and placed", () => {
    breakFive(root);
    const problems = checkContent({ root });
    expect(about(problems, POST_TYPO)).toEqual([
      {
        file: POST_TYPO,
        fieldPath: "tags.1",
        label: "the post “Fixture post 02”",
        line: 8,
        column: 19,
        suggestion: "employment",
        message: expect.stringMatching(/^"employmnet" is not a declared tag \(did you mean employment\?\)/),
      },
    ]);
    expect(about(problems, POST_NO_EXCERPT)).toEqual([
      {
        file: POST_NO_EXCERPT,
        fieldPath: "excerpt",
        label: "the post “Fixture post 03”",
        line: 2,
        column: 1,
        message: expect.stringMatching(/it is missing: add a line "excerpt: \.\.\."/),
      },
    ]);
    expect(about(problems, POST_NOBODY)).toEqual([
      {
        file: POST_NOBODY,
        fieldPath: "author",
        label: "the post “Fixture post 04”",
        line: 4,
        column: 9,
        suggestion: "fixture-author",
        message: expect.stringMatching(/no profile is called "fixture-auther" \(did you mean fixture-author\?\)/),
      },
    ]);
    const [comma, ...otherPlans] = about(problems, PLANS);
    expect(otherPlans).toEqual([]);
    expect(comma).toMatchObject({
      fieldPath: "",
      label: "the plans and enquiry terms",
      line: 19,
      column: 30,
      message: expect.stringContaining('a comma (",") is missing'),
    });
    expect(comma?.excerpt).toBe(`19 |       "name": "Fixture Large"\n   |                              ^`);
    expect(about(problems, PROFILE)).toEqual([
      {
        file: PROFILE,
        fieldPath: "leads.0",
        label: "Fixture Colleague's profile",
        line: 8,
        column: 9,
        suggestion: "employment-workplace-relations",
        message: expect.stringMatching(
          /no practice area is called "employment-workplace-relation" \(did you mean employment-workplace-relations\?\)/,
        ),
      },
    ]);
    expect(problems).toHaveLength(5);
  });

  it("names a plan by its name and a closed set's nearest value, at the field's line", () => {
    edit(root, PLANS, (text) => text.replace('"per": "year"', '"per": "yaer"'));
    const [problem, ...rest] = checkContent({ root });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      file: PLANS,
      fieldPath: "plans.1.price.per",
      label: "the Fixture Large plan",
      suggestion: "year",
      line: 22,
    });
    expect(formatProblems([problem!])).toContain(`${PLANS}:22:`);
  });

  it("checks a pending edit in a scratch copy, leaving the content as it was, and refuses a path outside the content", () => {
    const post = readFileSync(join(root, POST_NOBODY), "utf8");
    const problems = checkContentWith(
      { writes: [{ path: POST_NOBODY, bytes: post.replace(/^author: .*$/m, "author: nobody-here") }] },
      { root },
    );
    expect(problems.map((problem) => [problem.file, problem.fieldPath])).toEqual([[POST_NOBODY, "author"]]);
    expect(problems[0]?.suggestion).toBeUndefined();
    expect(readFileSync(join(root, POST_NOBODY), "utf8")).toBe(post);
    expect(checkContent({ root })).toEqual([]);
    expect(() => checkContentWith({ writes: [{ path: "../outside.md", bytes: "x" }] }, { root })).toThrow(
      /is not under shared\/content or public/,
    );
  });
});
