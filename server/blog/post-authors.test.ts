import { describe, expect, it } from "vitest";
import { FIXTURE_BLOG_DIR, FIXTURE_PUBLIC_DIR, fixtureTags } from "../../test/support/blog";
import { PROJECT_ROOT } from "../platform/paths";
import { ContentError, loadPosts } from "./load-posts";

const load = (authors: readonly string[]) =>
  loadPosts({
    contentDir: FIXTURE_BLOG_DIR,
    publicDir: FIXTURE_PUBLIC_DIR,
    includeDrafts: true,
    rootDir: PROJECT_ROOT,
    authors,
    tags: fixtureTags(),
  });

describe("a post's author", () => {
  it("is a profile of the team, by its slug", () => {
    const posts = load(["fixture-author"]);
    expect(new Set(posts.map((post) => post.author))).toEqual(new Set(["fixture-author"]));
  });

  it("naming no profile stops the build, naming each file and the field", () => {
    let problems: readonly string[] = [];
    try {
      load(["someone-else"]);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems;
    }
    expect(problems.length).toBeGreaterThan(1);
    for (const problem of problems)
      expect(problem).toMatch(
        /^test\/support\/fixtures\/blog\/[a-z0-9-]+\.md: author: expected the author's profile.*no profile is called "fixture-author" \(the team: someone-else\)$/,
      );
  });
});
