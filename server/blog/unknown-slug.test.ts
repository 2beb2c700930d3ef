import request from "supertest";
import { describe, expect, it } from "vitest";
import { fixtureBlog, shippedContent } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";
import { createBlog } from "./blog";

/** No unknown address answers 200 with a post's bytes. */
describe("a post's address that names no post", () => {
  const many = fixtureBlog();
  const [only] = many.posts;
  if (!only) throw new Error("the fixture blog has no posts");
  const onePost = createTestApp({ content: shippedContent(createBlog([only])) }).app;
  const manyPosts = createTestApp({ content: shippedContent(many) }).app;

  it.each(["/blog/no-such-post", "/blog/wp-login.php", "/blog/no-such-post?utm_source=mail"])(
    "with one post, %s is permanently redirected to the post's own address (query kept)",
    async (path) => {
      const response = await request(onePost).get(path).expect(308);
      const query = path.includes("?") ? path.slice(path.indexOf("?")) : "";
      expect(response.headers.location).toBe(`/blog/${only.slug}${query}`);
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("with one post, its own address answers 200", async () => {
    await request(onePost).get(`/blog/${only.slug}`).expect(200);
  });

  it("with one post, the fragments of an unknown slug are redirected to the post's", async () => {
    const response = await request(onePost).get("/fragments/blog-post.json?path=/blog/no-such-post").expect(308);
    expect(response.headers.location).toBe(`/fragments/blog-post.json?path=/blog/${only.slug}`);
    const followed = await request(onePost)
      .get(response.headers.location ?? "")
      .expect(200);
    expect(Object.keys(followed.body as object).length).toBeGreaterThan(0);
  });

  it.each(["/blog/no-such-post", "/blog/wp-login.php"])("with more than one post, %s is a 404", async (path) => {
    await request(manyPosts).get(path).expect(404);
    await request(manyPosts).get(`/fragments/blog-post.json?path=${path}`).expect(404);
  });
});
