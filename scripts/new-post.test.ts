import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, loadPosts } from "../server/blog/load-posts";
import { PUBLIC_DIR } from "../server/platform/paths";
import { UNCHECKED } from "../server/collections/references";
import { tempDir } from "../test/support/cleanup";
import { NewPostError, previewUrl, startPost } from "./new-post";
import { testConfig } from "../server/platform/config";

describe("npm run new-post", () => {
  it("starts a draft the build accepts, and refuses to publish it while it is still marked TODO", () => {
    const dir = tempDir("new-post-");
    const blogDir = join(dir, "shared", "content", "blog");
    mkdirSync(blogDir, { recursive: true });
    startPost(dir, "Director’s Duties & You: 2026", new Date("2026-03-02T00:00:00+10:00"));

    const options = { contentDir: blogDir, publicDir: PUBLIC_DIR, rootDir: dir, authors: UNCHECKED };
    const [draft] = loadPosts({ ...options, includeDrafts: true });
    expect(draft).toMatchObject({
      slug: "directors-duties-and-you-2026",
      title: "Director’s Duties & You: 2026",
      draft: true,
      date: "2026-03-02",
    });
    expect(loadPosts({ ...options, includeDrafts: false })).toEqual([]);

    const file = join(blogDir, "directors-duties-and-you-2026.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("draft: true", "draft: false"));
    expect(() => loadPosts({ ...options, includeDrafts: false })).toThrow(ContentError);
    try {
      loadPosts({ ...options, includeDrafts: false });
    } catch (error) {
      const fields = (error as ContentError).problems.map((problem) => problem.split(": ")[1]);
      expect(fields).toEqual(["excerpt", "author", "image", "imageAlt", "tags", "body"]);
    }
  });

  it("refuses a title that makes no address, and a post that already exists, saying why", () => {
    const dir = tempDir("new-post-");
    mkdirSync(join(dir, "shared", "content", "blog"), { recursive: true });
    expect(() => startPost(dir, "!!!")).toThrow(
      new NewPostError('Cannot make an address from "!!!": use some letters or digits.'),
    );
    startPost(dir, "Same title");
    expect(() => startPost(dir, "Same title")).toThrow(/shared\/content\/blog\/same-title\.md already exists/);
  });
});

describe("the address new-post prints", () => {
  it("is where npm run dev serves with this environment's PORT and HOST", () => {
    expect(previewUrl("a-post", { PORT: "4123" })).toBe("http://localhost:4123/blog/a-post");
    expect(previewUrl("a-post", { PORT: "4123", HOST: "127.0.0.1" })).toBe("http://127.0.0.1:4123/blog/a-post");
    expect(previewUrl("a-post", { PORT: "", HOST: "::" })).toBe(`http://localhost:${testConfig().PORT}/blog/a-post`);
  });
});
