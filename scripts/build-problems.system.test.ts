// One build run reports every problem in every content file: run as `npm run build` runs, on a copy
// of the project with five things wrong in four files, it stops once, naming each file with the line
// (and column, and the line shown, for a syntax error), the thing by what it is called, the field and
// the nearest known value.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { nearest } from "../server/collections/nearest";
import { excerptAt } from "../server/collections/source-positions";
import { copyProject } from "../test/support/project-copy";

let copy: string;
let build: { status: number | null; stdout: string; stderr: string };

const firstFile = (folder: string) => {
  const name = readdirSync(join(copy, folder))
    .filter((file) => file.endsWith(".md"))
    .sort()[0];
  if (!name) throw new Error(`${folder} holds no Markdown file`);
  return `${folder}/${name}`;
};
const read = (file: string) => readFileSync(join(copy, file), "utf8");
const field = (text: string, name: string) => new RegExp(`^${name}: *"?([^"\\n]*)"?$`, "m").exec(text)?.[1] ?? "";
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const change = (file: string, edit: (text: string) => string) => {
  const before = read(file);
  const after = edit(before);
  expect(after, `the change to ${file} changed nothing`).not.toBe(before);
  writeFileSync(join(copy, file), after);
};

/** A slip of the keyboard: the value with its last letter dropped. */
const typo = (value: string) => value.slice(0, -1);

const POSTS = "shared/content/blog";
const TEAM = "shared/content/team";
const PLANS = "shared/content/plans.json";
const broken = {
  post: "",
  title: "",
  tag: "",
  author: "",
  profile: "",
  person: "",
  area: "",
  areas: [] as string[],
  commaLine: 0,
  commaColumn: 0,
  commaText: "",
};

describe("one build, every problem", () => {
  beforeAll(() => {
    copy = copyProject("site-problems-");
    broken.post = firstFile(POSTS);
    const post = read(broken.post);
    broken.title = field(post, "title");
    broken.tag = /^tags: *\[([^,\]]+)/m.exec(post)?.[1]?.trim() ?? "";
    broken.author = field(post, "author");
    change(broken.post, (text) =>
      text
        .replace(/^(tags: *\[)([^,\]]+)/m, (_, start: string) => `${start}${typo(broken.tag)}`)
        .replace(/^excerpt: .*\n/m, "")
        .replace(/^author: .*$/m, `author: ${typo(broken.author)}`),
    );
    broken.profile = firstFile(TEAM);
    broken.person = field(read(broken.profile), "name");
    broken.areas = readdirSync(join(copy, "shared/content/practice-areas")).map((name) => name.replace(/\.md$/, ""));
    broken.area = broken.areas[0]!;
    change(broken.profile, (text) => text.replace(/^leads: .*$/m, `leads: [${typo(broken.area)}]`));
    const plans = read(PLANS);
    const name = /"name": "[^"]*"(?=,)/.exec(plans)!;
    const before = plans.slice(0, name.index);
    broken.commaLine = before.split("\n").length;
    broken.commaColumn = name.index - before.lastIndexOf("\n") + name[0].length;
    broken.commaText = plans.split("\n")[broken.commaLine - 1]!.replace(/,$/, "");
    change(PLANS, (text) => text.slice(0, name.index + name[0].length) + text.slice(name.index + name[0].length + 1));
    build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: copy,
      encoding: "utf8",
      timeout: 120_000,
    });
  }, 180_000);

  it("fails once, having built nothing", () => {
    expect(build.status, build.stdout).toBe(1);
    expect(existsSync(join(copy, "dist"))).toBe(false);
    expect(build.stderr).toMatch(/^The content has 5 problems, in 3 files/);
  });

  it("names the tag typo in the post, by its title, with the declared tag nearest it", () => {
    const declared = (JSON.parse(read("shared/content/tags.json")) as { slug: string }[]).map((tag) => tag.slug);
    const suggestion = nearest(typo(broken.tag), declared);
    expect(suggestion).toBeDefined();
    expect(build.stderr).toMatch(
      new RegExp(
        `${escaped(broken.post)}:\\d+:\\d+: the post “${escaped(broken.title)}”, tags\\.0:\\n +"${escaped(typo(broken.tag))}" is not a declared tag \\(did you mean ${escaped(suggestion!)}\\?\\)`,
      ),
    );
  });

  it("names the missing excerpt in the same post", () => {
    expect(build.stderr).toMatch(
      new RegExp(
        `${escaped(broken.post)}:\\d+:\\d+: the post “${escaped(broken.title)}”, excerpt:\\n +expected .*it is missing`,
      ),
    );
  });

  it("names the unknown author in the same run, with the profile nearest it", () => {
    expect(build.stderr).toMatch(
      new RegExp(
        `${escaped(broken.post)}:\\d+:\\d+: the post “${escaped(broken.title)}”, author:\\n +expected .*no profile is called "${escaped(typo(broken.author))}" \\(did you mean ${escaped(broken.author)}\\?\\)`,
      ),
    );
  });

  it("places the missing comma in plans.json at its line and column, and shows the line with a caret", () => {
    expect(build.stderr).toContain(`${PLANS}:${broken.commaLine}:${broken.commaColumn}: the plans and enquiry terms:`);
    expect(build.stderr).toContain('a comma (",") is missing after this value');
    // The line as the file now has it, cut around the place when it is long (source-positions.test.ts), the caret under the place.
    const [shown, caret] = excerptAt(broken.commaText, { line: 1, column: broken.commaColumn })
      .replace(/^1 /, `${broken.commaLine} `)
      .split("\n");
    expect(build.stderr).toContain(`${shown}\n    ${" ".repeat(String(broken.commaLine).length - 1)}${caret}`);
    // Just after the closing quote of the value the comma should follow.
    expect(shown![caret!.indexOf("^") - 1]).toBe('"');
  });

  it("names the profile by the person's name, with the practice area nearest the one it leads", () => {
    const suggestion = nearest(typo(broken.area), broken.areas);
    expect(build.stderr).toMatch(
      new RegExp(
        `${escaped(broken.profile)}:\\d+:\\d+: ${escaped(broken.person)}'s profile, leads\\.0:\\n +expected .*no practice area is called "${escaped(typo(broken.area))}" \\(did you mean ${escaped(suggestion!)}\\?\\)`,
      ),
    );
  });
});

describe("a syntax error in a JSON file the site's modules import", () => {
  it("is reported at its line and column with the line shown, not as a crash", () => {
    copy = copyProject("site-problems-tags-");
    const tags = read("shared/content/tags.json");
    const comma = /"label": "[^"]*" \}(?=,)/.exec(tags)!;
    const line = tags.slice(0, comma.index).split("\n").length;
    change(
      "shared/content/tags.json",
      (text) => text.slice(0, comma.index + comma[0].length) + text.slice(comma.index + comma[0].length + 1),
    );
    const failed = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: copy,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(failed.status, failed.stdout).toBe(1);
    expect(failed.stderr).not.toContain("TransformError");
    expect(failed.stderr).toMatch(
      new RegExp(
        `shared/content/tags\\.json:${line}:\\d+: the declared tags:\\n +not valid JSON: a comma \\(","\\) is missing`,
      ),
    );
    expect(failed.stderr).toMatch(new RegExp(`\\n +${line} \\| `));
  }, 120_000);
});
