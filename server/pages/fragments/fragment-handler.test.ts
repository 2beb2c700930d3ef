import request from "supertest";
import { describe, expect, it } from "vitest";
import { FRAGMENT_IDS } from "../../../shared/lib/fragment-ids";
import { onePostBlog, shippedContent } from "../../../test/support/blog";
import { createTestApp } from "../../../test/support/test-app";

describe("GET /fragments/{route}.json", () => {
  // A blog of one fixture post, whose body carries its marker.
  const blog = onePostBlog();
  const post = `/blog/${blog.posts[0]?.slug}`;
  const { app } = createTestApp({ content: shippedContent(blog) });

  it("answers the HTML of every fragment of a route", async () => {
    const response = await request(app).get("/fragments/home.json").expect(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const fragments = response.body as Record<string, string>;
    expect(Object.keys(fragments).sort()).toEqual(FRAGMENT_IDS.filter((id) => id.startsWith("home/")).sort());
    expect(fragments["home/faqs"]).toContain('<details name="faq"');
    expect(fragments["home/industries"]).toContain("Aviation/Transport/Logistics");
  });

  it.each([
    ["terms", "terms/body", "10. Governing Law"],
    ["privacy", "privacy/body", "13. Contact Our Privacy Officer"],
    [`blog-post.json?path=${post}`, "blog-post/body", `marker-${blog.posts[0]?.slug}`],
  ])("has the %s body", async (route, id, text) => {
    const response = await request(app)
      .get(`/fragments/${route.includes(".") ? route : `${route}.json`}`)
      .expect(200);
    expect((response.body as Record<string, string>)[id]).toContain(text);
  });

  it("revalidates with its ETag", async () => {
    const first = await request(app).get("/fragments/terms.json").expect(200);
    await request(app)
      .get("/fragments/terms.json")
      .set("If-None-Match", first.headers.etag ?? "")
      .expect(304);
  });

  it.each([
    "/fragments/nope.json",
    "/fragments/home",
    "/fragments/../package.json",
    "/fragments/blog.json",
    "/fragments/blog-post.json",
    "/fragments/home.json?path=/",
    `/fragments/blog.json?path=${post}`,
    "/fragments/blog-post.json?path=/blog",
    "/fragments/blog.json?path=/blog/tags/no-such-tag",
    "/fragments/blog.json?path=/blog/page/2",
  ])("answers 404 for %s", async (path) => {
    await request(app).get(path).expect(404);
  });
});
