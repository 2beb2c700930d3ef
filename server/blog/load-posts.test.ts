import { FIXTURE_PUBLIC_DIR, fixtureTags } from "../../test/support/blog";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { PRACTICE } from "../../shared/content/practice";
import { UNCHECKED } from "../collections/references";
import { ContentError, loadPosts } from "./load-posts";

const GOOD: Record<string, string> = {
  title: '"A good post"',
  excerpt: '"What the post is about."',
  author: "jane-citizen",
  date: "2026-03-02",
  image: "/images/blog/fixture-hero.svg",
  imageAlt: '"Two overlapping circles"',
  tags: "[contracts, legal-costs]",
};

function frontMatter(fields: Record<string, string | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\nThe body.\n`;
}

/** A content folder holding these files (name -> text); loads it and returns the posts or the problems. */
function load(files: Record<string, string>, { includeDrafts = false } = {}) {
  const dir = tempDir("blog-posts-");
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return () =>
    loadPosts({
      contentDir: dir,
      publicDir: FIXTURE_PUBLIC_DIR,
      includeDrafts,
      rootDir: dir,
      authors: UNCHECKED,
      tags: fixtureTags(),
    });
}

function problemsOf(files: Record<string, string>): string[] {
  try {
    load(files)();
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
  throw new Error("expected the posts to be rejected");
}

describe("the practice's name in a post", () => {
  it("comes from practice.json wherever a post writes {{practice}}", () => {
    const text = frontMatter({ ...GOOD, excerpt: '"A note from {{practice}}"' }).replace(
      "The body.",
      "Talk to the {{practice}} team.",
    );
    const [post] = load({ "named.md": text })();
    expect(post?.excerpt).toBe(`A note from ${PRACTICE.tradingName}`);
    expect(post?.html).toContain(`Talk to the ${PRACTICE.tradingName} team.`);
    expect(JSON.stringify(post)).not.toContain("{{");
  });

  it("stops the build on any other placeholder, naming the file", () => {
    expect(problemsOf({ "typo.md": frontMatter({ ...GOOD, excerpt: '"{{practise}} Team"' }) })).toEqual([
      "typo.md: placeholder: expected {{practice}} (the practice's trading name); got {{practise}} (did you mean {{practice}}?)",
    ]);
  });
});

describe("a post's front matter, checked at build", () => {
  it("accepts a good post and fills in what is optional", () => {
    const [post] = load({ "a-good-post.md": frontMatter(GOOD) })();
    expect(post).toMatchObject({
      slug: "a-good-post",
      date: "2026-03-02",
      tags: ["contracts", "legal-costs"],
      draft: false,
      readMinutes: 1,
    });
    expect(post?.image).toEqual({ src: GOOD.image, alt: "Two overlapping circles", width: 1200, height: 600 });
  });

  it.each(["title", "excerpt", "author", "date", "image", "imageAlt", "tags"])(
    "names the file and the field when %s is missing",
    (field) => {
      const problems = problemsOf({ "post.md": frontMatter({ ...GOOD, [field]: undefined }) });
      expect(problems).toEqual([
        expect.stringMatching(
          new RegExp(
            `^post\\.md: ${field}: expected .+; it is missing: add a line "${field}: \\.\\.\\." between the two "---" lines$`,
          ),
        ),
      ]);
      expect(problems[0]).not.toContain("unknown field");
    },
  );

  it("names the field, the line in the file and the fix for a colon in an unquoted title", () => {
    const problems = problemsOf({ "post.md": frontMatter({ ...GOOD, title: "Contracts: a guide" }) });
    expect(problems).toEqual([
      'post.md: title: line 2 of the file has a ":" inside the value: put the value in double quotes, e.g. title: "Contracts: a guide"',
    ]);
  });

  it("refuses an updated date still to come", () => {
    const problems = problemsOf({ "post.md": frontMatter({ ...GOOD, updated: "2999-01-01" }) });
    expect(problems).toEqual([
      "post.md: updated: expected the day the post was revised, not a day still to come; got 2999-01-01",
    ]);
  });

  it.each([
    ["title", '""'],
    ["date", "15 January 2026"],
    ["tags", '"contracts"'],
    ["tags", "[Legal Costs]"],
    ["image", "images/no-leading-slash.svg"],
    ["readTime", "eight"],
    ["readTime", "0"],
    ["draft", "maybe"],
  ])("names the file and the field when %s is malformed (%s)", (field, value) => {
    const problems = problemsOf({ "post.md": frontMatter({ ...GOOD, [field]: value }) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^post\\.md: ${field}(\\.0)?: expected `));
  });

  it("names an unknown field and lists the known ones", () => {
    const problems = problemsOf({ "post.md": frontMatter({ ...GOOD, category: "news" }) });
    expect(problems).toEqual([
      expect.stringMatching(/^post\.md: category: unknown field \(the fields are: title, excerpt, .*draft\)$/),
    ]);
  });

  it("names both files when two posts have the same slug", () => {
    const problems = problemsOf({ "2025/same-slug.md": frontMatter(GOOD), "2026/same-slug.md": frontMatter(GOOD) });
    expect(problems).toEqual([
      `2026/same-slug.md: slug: "same-slug" is already used by 2025/same-slug.md: two files may not have the same name`,
    ]);
  });

  it("names the image field when the image is not under public/", () => {
    const problems = problemsOf({ "post.md": frontMatter({ ...GOOD, image: "/images/blog/no-such-image.svg" }) });
    expect(problems).toEqual([
      expect.stringMatching(
        /^post\.md: image: expected .*; \/images\/blog\/no-such-image\.svg does not exist under public\/$/,
      ),
    ]);
  });

  it("refuses an image path that climbs out of public/, however it is encoded", () => {
    const problems = problemsOf({
      "post.md": frontMatter({ ...GOOD, image: "/images/%2e%2e/%2e%2e/../../../../usr/share/pixmaps/debian-logo.svg" }),
    });
    expect(problems).toEqual([expect.stringMatching(/^post\.md: image: .*does not exist under public\/$/)]);
  });

  it.each([
    ["title", '"A \\x01 title"'],
    ["excerpt", '"A summary with a vertical tab \\v in it"'],
    ["title", '"Second ]]> a ]]></title><link>https://evil.example/phish</link><title><![CDATA[ post"'],
  ])("refuses control characters and ]]> in %s, naming the file and field", (field, value) => {
    const problems = problemsOf({ "post.md": frontMatter({ ...GOOD, [field]: value }) });
    // (The long title is also too long: that is listed too.)
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^post\\.md: ${field}: expected .*without`))]),
    );
  });

  it.each([
    ["date", "2026-02-30"],
    ["date", "2026-13-01"],
    ["updated", "2025-02-29"],
  ])("names the field when %s is not a real date (%s)", (field, value) => {
    const problems = problemsOf({ "post.md": frontMatter({ ...GOOD, [field]: value }) });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^post\\.md: ${field}: expected a real date written YYYY-MM-DD.*; got "${value}"$`),
      ),
    ]);
  });

  it("names updated when it is before date", () => {
    expect(problemsOf({ "post.md": frontMatter({ ...GOOD, updated: "2026-03-01" }) })).toEqual([
      expect.stringMatching(/^post\.md: updated: expected .*before date 2026-03-02$/),
    ]);
  });

  it("names the file when its name is not a slug, or the front matter is missing or not YAML", () => {
    expect(problemsOf({ "Bad Name.md": frontMatter(GOOD) })).toEqual([
      expect.stringMatching(/^Bad Name\.md: file name: expected lowercase letters/),
    ]);
    expect(problemsOf({ "post.md": "No front matter here.\n" })).toEqual([
      expect.stringMatching(/^post\.md: front matter: expected the file to start with a "---" line/),
    ]);
    expect(problemsOf({ "post.md": "---\ntitle: [unclosed\n---\nBody\n" })).toEqual([
      expect.stringMatching(/^post\.md: title: line 2 of the file is not valid YAML/),
    ]);
  });

  it("names the body when it shows an image that is not under public/", () => {
    const problems = problemsOf({ "post.md": `${frontMatter(GOOD)}\n![A chart](/images/missing-chart.png)\n` });
    expect(problems).toEqual(['post.md: body: image "/images/missing-chart.png" does not exist under public/']);
  });

  it("reports every problem in every file at once", () => {
    const problems = problemsOf({
      "one.md": frontMatter({ ...GOOD, title: undefined }),
      "two.md": frontMatter({ ...GOOD, date: "2026-02-31", colour: "blue" }),
    });
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(": ", problem.indexOf(": ") + 2)))).toEqual([
      "one.md: title",
      "two.md: date",
      "two.md: colour",
    ]);
  });
});

describe("reading time and drafts", () => {
  it("counts the words at about 200 a minute unless readTime is given", () => {
    const words = `${"word ".repeat(1000)}\n`;
    const [counted] = load({ "long.md": frontMatter(GOOD) + words })();
    const [given] = load({ "long.md": frontMatter({ ...GOOD, readTime: "12" }) + words })();
    expect(counted?.readMinutes).toBe(5);
    expect(given?.readMinutes).toBe(12);
  });

  it("leaves drafts out unless asked for them (development)", () => {
    const files = { "published.md": frontMatter(GOOD), "work-in-progress.md": frontMatter({ ...GOOD, draft: "true" }) };
    expect(load(files)().map((post) => post.slug)).toEqual(["published"]);
    const withDrafts = load(files, { includeDrafts: true })();
    expect(withDrafts.map((post) => [post.slug, post.draft])).toEqual([
      ["published", false],
      ["work-in-progress", true],
    ]);
  });
});

describe("tags, declared once", () => {
  it("a tag nobody declared stops the build, naming the file, the field and the known tags", () => {
    const known = fixtureTags().map((tag) => tag.slug);
    expect(problemsOf({ "post.md": frontMatter({ ...GOOD, tags: "[contracts, contarcts]" }) })).toEqual([
      `post.md: tags.1: "contarcts" is not a declared tag (did you mean contracts?): declare it with its label in shared/content/tags.json, or use one of: ${known.join(", ")}`,
    ]);
  });

  it("a draft may keep new-post's tag [todo]; a published post may not", () => {
    expect(
      load({ "draft.md": frontMatter({ ...GOOD, tags: "[todo]", draft: "true" }) }, { includeDrafts: true })(),
    ).toHaveLength(1);
    expect(problemsOf({ "post.md": frontMatter({ ...GOOD, tags: "[todo]" }) })).toEqual([
      "post.md: tags: still marked TODO: fill it in, or keep draft: true until it is",
    ]);
  });

  it("lists the placeholder image, an undeclared tag and a TODO beside a bad date: every problem at once", () => {
    const text = frontMatter({
      ...GOOD,
      date: "2026-02-31",
      image: "/images/blog/placeholder.svg",
      tags: "[unknown-tag]",
    }).replace("The body.", "TODO: the body.");
    expect(problemsOf({ "post.md": text }).map((problem) => problem.split(": ").slice(0, 2).join(": "))).toEqual([
      "post.md: image",
      "post.md: body",
      "post.md: tags.0",
      "post.md: date",
    ]);
    expect(problemsOf({ "post.md": text })[0]).toContain(
      "/images/blog/placeholder.svg is the picture `npm run new-post` starts with",
    );
  });
});

describe("a post's title, as search results show it", () => {
  it("stops the build past 60 characters, saying how long it is", () => {
    expect(problemsOf({ "post.md": frontMatter({ ...GOOD, title: `"${"t".repeat(61)}"` }) })).toEqual([
      expect.stringMatching(
        /^post\.md: title: expected a title \(text\) of at most 60 characters.*; it has 61 characters, 1 too many; got "t+"$/,
      ),
    ]);
    expect(load({ "post.md": frontMatter({ ...GOOD, title: `"${"t".repeat(60)}"` }) })()).toHaveLength(1);
  });

  it("keeps a post's <title> within 60 characters: the practice's name only when it fits", async () => {
    const { postTitle, SEARCH_TITLE_LENGTH } = await import("../../shared/content/pages");
    for (const length of [1, 20, 40, 60]) {
      const title = "t".repeat(length);
      expect(postTitle(title).length).toBeLessThanOrEqual(SEARCH_TITLE_LENGTH);
      expect(postTitle(title).startsWith(title)).toBe(true);
    }
    expect(postTitle("Short")).toContain(PRACTICE.tradingName);
  });
});
