import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { FIXTURE_TEAM_DIR } from "../../test/support/blog";
import { ContentError } from "../collections/collection";
import { checkDirectorProfile, loadTeam } from "./load-team";
import { initialsOf } from "./person";

const AREAS = ["corporate-commercial", "commercial-property", "employment-workplace-relations"];

/** A copy of the fixture profiles, changed as a test needs; returns the folder. */
function fixtureCopy(change: (dir: string) => void = () => undefined): string {
  const dir = tempDir("team-");
  cpSync(FIXTURE_TEAM_DIR, dir, { recursive: true });
  change(dir);
  return dir;
}

const edit = (dir: string, file: string, replace: (text: string) => string) =>
  writeFileSync(join(dir, file), replace(readFileSync(join(dir, file), "utf8")));

function problemsOf(dir: string): string[] {
  try {
    loadTeam({ contentDir: dir, rootDir: dir, areaSlugs: AREAS });
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
  throw new Error("expected the profiles to be rejected");
}

describe("the team's profiles", () => {
  it("load from their Markdown: the facts a visitor checks, the areas led, a photo or none, the stand-in flag", () => {
    const people = loadTeam({ contentDir: FIXTURE_TEAM_DIR, areaSlugs: AREAS });
    expect(people.map((person) => person.slug)).toEqual(["fixture-author", "fixture-colleague"]);
    const [author, colleague] = people;
    expect(author).toMatchObject({
      name: "Fixture Author",
      admitted: { year: 2011, jurisdiction: "Victoria" },
      certificate: "principal",
      standIn: true,
    });
    expect(author?.photo).toBeUndefined();
    expect(author?.html).toContain("marker-fixture-author");
    expect(colleague).toMatchObject({
      standIn: false,
      photo: { src: "/icon-192.png", alt: "The fixture's photo", width: 192, height: 192 },
    });
  });

  it("are refused with every problem at once, each naming the file and the field", () => {
    const dir = fixtureCopy((copy) => {
      edit(copy, "fixture-author.md", (text) =>
        text
          .replace("admittedYear: 2011", "admittedYear: 11")
          .replace("certificate: principal", "certificate: partner")
          .replace("[corporate-commercial, commercial-property]", "[tax-advice]"),
      );
      edit(copy, "fixture-colleague.md", (text) =>
        text.replace(/^register: .*\n/m, "").replace(/^photoAlt: .*\n/m, ""),
      );
    });
    expect(problemsOf(dir)).toEqual([
      // What a profile names is checked even when its other fields are wrong: every problem in one run.
      expect.stringMatching(
        /^fixture-author\.md: leads\.0: expected .*; no practice area is called "tax-advice" \(the areas: /,
      ),
      expect.stringMatching(/^fixture-author\.md: admittedYear: expected the year they were admitted/),
      expect.stringMatching(
        /^fixture-author\.md: certificate: expected their practising certificate, one of: principal, employee; got "partner"$/,
      ),
      expect.stringMatching(/^fixture-colleague\.md: register: expected an https link .*; it is missing/),
    ]);
    // With the front matter right, what it names is checked too: an area that does not exist, a photo without words.
    const named = fixtureCopy((copy) => {
      edit(copy, "fixture-author.md", (text) =>
        text.replace("[corporate-commercial, commercial-property]", "[tax-advice]"),
      );
      edit(copy, "fixture-colleague.md", (text) => text.replace(/^photoAlt: .*\n/m, ""));
    });
    expect(problemsOf(named)).toEqual([
      expect.stringMatching(/^fixture-author\.md: leads\.0: .*no practice area is called "tax-advice"/),
      expect.stringMatching(/^fixture-colleague\.md: photoAlt: expected a description of the photo/),
    ]);
  });

  it("refuse a claim the practice cannot show, an empty biography and two profiles of one name", () => {
    const dir = fixtureCopy((copy) => {
      edit(copy, "fixture-author.md", (text) => `${text}\nAn award-winning specialist.\n`);
      edit(copy, "fixture-colleague.md", (text) => text.slice(0, text.indexOf("---", 4) + 3) + "\n");
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^fixture-author\.md: body: "award-winning" is a claim the practice cannot show/),
      expect.stringMatching(/^fixture-colleague\.md: body: expected a short biography/),
    ]);
    // The whole word is named, not the stem the rule looks for; a word that only begins like one passes.
    const stem = fixtureCopy((copy) =>
      edit(
        copy,
        "fixture-author.md",
        (text) => `${text}\nA topical note, typed on a laptop, from a Specialists' forum.\n`,
      ),
    );
    expect(problemsOf(stem)).toEqual([
      expect.stringMatching(/^fixture-author\.md: body: "Specialists" is a claim the practice cannot show/),
    ]);
    const twice = fixtureCopy((copy) => cpSync(join(copy, "fixture-author.md"), join(copy, "fixture-again.md")));
    expect(problemsOf(twice)).toEqual([
      expect.stringMatching(/name: "Fixture Author" already has a profile: fixture-again$/),
    ]);
  });

  it("refuse a legal practitioner director without a profile at their name's address, naming practice.json's field", () => {
    const people = loadTeam({ contentDir: FIXTURE_TEAM_DIR, areaSlugs: AREAS });
    expect(() => checkDirectorProfile(people, "Fixture Author")).not.toThrow();
    let problems: readonly string[] = [];
    try {
      checkDirectorProfile(people, "Someone Else");
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([
      expect.stringMatching(
        /^shared\/content\/practice\.json: legalPractitionerDirector: expected a profile of "Someone Else" in .*\/someone-else\.md/,
      ),
    ]);
  });

  it("show initials where there is no photo", () => {
    expect(initialsOf("Fixture Author")).toBe("FA");
    expect(initialsOf("Ngọc Ánh O'Brien-Smith")).toBe("NO");
    expect(initialsOf("Plato")).toBe("P");
  });
});
