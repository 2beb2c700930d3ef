import request from "supertest";
import { describe, expect, it } from "vitest";
import { FIXTURE_PUBLIC_DIR, fixtureContent } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";
import { parseMarkup } from "../../test/support/parse-markup";

/** What RSS 2.0 says an item's author and enclosure are. */
describe("the RSS feed's items", () => {
  // Fixture posts by fixture profiles, their images served from the fixtures' own public folder.
  const content = fixtureContent();
  const blog = content.blog;
  const { app } = createTestApp({ content, publicDir: FIXTURE_PUBLIC_DIR });
  const itemsOf = async () => {
    const xml = parseMarkup((await request(app).get("/blog/rss.xml").expect(200)).text, "application/xml");
    expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
    return [...xml.getElementsByTagName("item")];
  };

  it("name the author in dc:creator; <author>, which must be an email address, is left out", async () => {
    const items = await itemsOf();
    expect(items.length).toBe(blog.posts.filter((post) => !post.draft).length);
    for (const item of items) {
      const link = item.getElementsByTagName("link")[0]?.textContent ?? "";
      const post = blog.posts.find((candidate) => link.endsWith(`/blog/${candidate.slug}`));
      expect(post?.byline).toBeDefined();
      expect(item.getElementsByTagName("dc:creator")[0]?.textContent).toBe(post?.byline?.name);
      for (const author of item.getElementsByTagName("author"))
        expect(author.textContent).toMatch(/^\S+@\S+\.\S+( \(.*\))?$/);
    }
  });

  it("give each enclosure the byte size and type of the image the site serves at its URL", async () => {
    const items = await itemsOf();
    for (const item of items) {
      const enclosure = item.getElementsByTagName("enclosure")[0];
      expect(enclosure).toBeDefined();
      const path = new URL(enclosure?.getAttribute("url") ?? "").pathname;
      const image = await request(app)
        .get(path)
        .set("Accept-Encoding", "identity")
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        });
      expect(image.status).toBe(200);
      expect(Number(enclosure?.getAttribute("length"))).toBe((image.body as Buffer).length);
      expect(Number(enclosure?.getAttribute("length"))).toBeGreaterThan(0);
      expect(enclosure?.getAttribute("type")).toBe(image.headers["content-type"]);
    }
  });
});
