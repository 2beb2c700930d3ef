// The build refuses content that names what is not there: a post's author with no profile, a
// profile leading an area that does not exist, plans replied to by nobody on the team. Run as
// `npm run build` runs, on a copy of the project, so dropping a cross-reference anywhere between
// the build's entry and the collection's check fails here, naming the file and the field.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../test/support/project-copy";

let copy: string;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The first Markdown file of a collection folder in the copy, as a path relative to the copy. */
const firstFile = (folder: string) => {
  const name = readdirSync(join(copy, folder))
    .filter((file) => file.endsWith(".md"))
    .sort()[0];
  if (!name) throw new Error(`${folder} holds no Markdown file`);
  return `${folder}/${name}`;
};

/** Builds the copy with one file changed, then puts the file back; the build's exit status and stderr. */
function buildWith(file: string, change: (text: string) => string) {
  const path = join(copy, file);
  const original = readFileSync(path, "utf8");
  const changed = change(original);
  expect(changed, `the change to ${file} changed nothing`).not.toBe(original);
  writeFileSync(path, changed);
  try {
    return spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: copy,
      encoding: "utf8",
      timeout: 120_000,
    });
  } finally {
    writeFileSync(path, original);
  }
}

describe("the build's cross-references between collections", () => {
  beforeAll(() => {
    copy = copyProject("site-references-");
  });

  it("stops on a post naming no profile, naming the post's file and its author field", () => {
    const post = firstFile("shared/content/blog");
    const build = buildWith(post, (text) => text.replace(/^author: .*$/m, "author: nobody-on-the-team"));
    expect(build.status, `the build accepted ${post} by nobody-on-the-team: ${build.stdout}`).not.toBe(0);
    expect(build.stderr).toMatch(
      new RegExp(
        `${escaped(post)}:\\d+:\\d+: the post “[^”]+”, author:\\n +expected .*no profile is called "nobody-on-the-team"`,
      ),
    );
  }, 120_000);

  it("stops on a profile leading an area that does not exist, naming the profile's file and its leads field", () => {
    const profile = firstFile("shared/content/team");
    const build = buildWith(profile, (text) => text.replace(/^leads: .*$/m, "leads: [no-such-area]"));
    expect(build.status, `the build accepted ${profile} leading no-such-area: ${build.stdout}`).not.toBe(0);
    expect(build.stderr).toMatch(
      new RegExp(
        `${escaped(profile)}:\\d+:\\d+: .+'s profile, leads\\.0:\\n +expected .*no practice area is called "no-such-area"`,
      ),
    );
  }, 120_000);

  it("stops on plans naming an area that does not exist and a replier who is nobody on the team", () => {
    const build = buildWith("shared/content/plans.json", (text) => {
      const plans = JSON.parse(text) as { plans: { practiceAreas: string[] }[]; enquiries: { repliedBy: string } };
      plans.plans[0]!.practiceAreas = ["no-such-area"];
      plans.enquiries.repliedBy = "nobody-on-the-team";
      return `${JSON.stringify(plans, null, 2)}\n`;
    });
    expect(
      build.status,
      `the build accepted plans naming no-such-area and nobody-on-the-team: ${build.stdout}`,
    ).not.toBe(0);
    expect(build.stderr).toMatch(
      /shared\/content\/plans\.json:\d+:\d+: the .+ plan, plans\.0\.practiceAreas\.0:\n +no practice area is called "no-such-area"/,
    );
    expect(build.stderr).toMatch(
      /shared\/content\/plans\.json:\d+:\d+: the enquiry terms, enquiries\.repliedBy:\n +no profile is called "nobody-on-the-team"/,
    );
  }, 120_000);
});
