import { describe, expect, it } from "vitest";
import { fixtureBlog } from "../../test/support/blog";
import { shareImageJob } from "./share-images";

describe("a post's share image", () => {
  it("dates the post the Australian way at its foot: day, month in words, year", () => {
    const post = fixtureBlog().posts.find((item) => item.date === "2026-01-15") ?? {
      ...fixtureBlog().posts[0]!,
      date: "2026-01-15",
    };
    expect(shareImageJob(post).meta).toMatch(/ · 15 January 2026$/);
  });
});
