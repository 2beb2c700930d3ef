import request from "supertest";
import { afterAll, describe, expect, it, vi } from "vitest";
import { parseMarkup } from "../../test/support/parse-markup";

// The pages read labels from the declared tags; here, the fixture's declarations, whose labels differ from their slugs.
vi.mock("../../shared/content/tags.json", async () => ({
  default: (await import("../../test/support/fixtures/tags.json")).default,
}));
// Unit tests share one module graph (vitest.config.ts): load the app afresh so it sees the mock.
vi.resetModules();
// ...and leave the next file the shipped tags.
afterAll(() => {
  vi.doUnmock("../../shared/content/tags.json");
  vi.resetModules();
});
const { fixtureBlog, fixtureTags, shippedContent } = await import("../../test/support/blog");
const { createTestApp } = await import("../../test/support/test-app");

/** Readers see a tag's label, never its slug. */
describe("tags are shown by their labels", () => {
  const { app } = createTestApp({ content: shippedContent(fixtureBlog()) });
  const labels = new Map(fixtureTags().map((tag) => [tag.slug, tag.label]));
  const [post] = fixtureBlog().posts;
  if (!post) throw new Error("the fixture blog has no posts");
  const [tag] = post.tags;
  if (!tag) throw new Error("the fixture post has no tags");
  const label = labels.get(tag) ?? "";
  const html = (text: string) => parseMarkup(text);

  it("on a tag page: its heading, its title and its description", async () => {
    const page = html((await request(app).get(`/blog/tags/${tag}`).expect(200)).text);
    expect(page.querySelector("h1")?.textContent).toContain(label);
    expect(page.title).toContain(label);
    expect(page.querySelector('meta[name="description"]')?.getAttribute("content")).toContain(label);
    expect(page.querySelector("h1")?.textContent).not.toContain(tag);
  });

  it("on a post's chips (linking to the tag's page by its slug) and in its JSON-LD keywords", async () => {
    const page = html((await request(app).get(`/blog/${post.slug}`).expect(200)).text);
    const chips = [...page.querySelectorAll(".post-tags a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(chips).toEqual(post.tags.map((slug) => [labels.get(slug), `/blog/tags/${slug}`]));
    const posting = [...page.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "") as { "@type": string; keywords?: string })
      .find((data) => data["@type"] === "BlogPosting");
    expect(posting?.keywords).toBe(post.tags.map((slug) => labels.get(slug)).join(", "));
  });

  it("in the feeds' categories", async () => {
    const rss = parseMarkup((await request(app).get("/blog/rss.xml").expect(200)).text, "application/xml");
    const item = [...rss.getElementsByTagName("item")].find((entry) =>
      entry.getElementsByTagName("link")[0]?.textContent?.endsWith(`/blog/${post.slug}`),
    );
    expect([...(item?.getElementsByTagName("category") ?? [])].map((category) => category.textContent)).toEqual(
      post.tags.map((slug) => labels.get(slug)),
    );
    const json = (await request(app).get("/blog/feed.json").expect(200)).body as {
      items: Array<{ url: string; tags?: string[] }>;
    };
    expect(json.items.find((entry) => entry.url.endsWith(`/blog/${post.slug}`))?.tags).toEqual(
      post.tags.map((slug) => labels.get(slug)),
    );
  });
});
