import request from "supertest";
import { describe, expect, it } from "vitest";
import { fixtureBlog, shippedContent } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";
import { parseMarkup } from "../../test/support/parse-markup";

// The fixture folder (test/support/fixtures/blog): 13 published posts, fixture-01-oldest (2025-01-06)
// to fixture-13-newest (2026-01-05), 11 of them tagged contracts, 4 employment, 1 privacy; and one draft.
const SITE = "https://counsel.example.au";
const NEWEST_FIRST = [
  "fixture-13-newest",
  "fixture-12",
  "fixture-11",
  "fixture-10",
  "fixture-09",
  "fixture-08",
  "fixture-07",
  "fixture-06",
  "fixture-05",
  "fixture-04",
  "fixture-03",
  "fixture-02",
  "fixture-01-oldest",
];

const { app, logs } = createTestApp({ content: shippedContent(fixtureBlog()) });

async function page(path: string) {
  const html = (await request(app).get(path).expect(200)).text;
  const document = parseMarkup(html);
  const attribute = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name) ?? undefined;
  return {
    html,
    document,
    title: document.title,
    description: attribute('meta[name="description"]', "content"),
    canonical: attribute('link[rel="canonical"]', "href"),
    prev: attribute('link[rel="prev"]', "href"),
    next: attribute('link[rel="next"]', "href"),
    cards: [...document.querySelectorAll(".post-card__title a")].map((link) =>
      link.getAttribute("href")?.replace("/blog/", ""),
    ),
  };
}

/** A real 404: the status, the 404 page (which the browser keeps on hydrating), and one warning naming the path. */
async function expectNotFound(path: string) {
  const response = await request(app).get(path).expect(404);
  expect(response.text).toContain("Oops! Page not found");
  expect(response.text).toContain("data-not-found");
  const id = String(response.headers["x-request-id"]);
  const lines = logs.filter((entry) => JSON.stringify(entry).includes(id));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 40, req: { url: path }, res: { statusCode: 404 } });
}

describe("the blog's lists, with more than one page of posts", () => {
  it("lists the newest nine on /blog and the rest on /blog/page/2, each page with its own head", async () => {
    const first = await page("/blog");
    expect(first.cards).toEqual(NEWEST_FIRST.slice(0, 9));
    expect(first).toMatchObject({
      title: "Insights & Updates | Fixture Counsel",
      canonical: `${SITE}/blog`,
      prev: undefined,
      next: `${SITE}/blog/page/2`,
    });
    expect(first.document.querySelector(".pagination")?.textContent).toContain("Page 1 of 2");

    const second = await page("/blog/page/2");
    expect(second.cards).toEqual(NEWEST_FIRST.slice(9));
    expect(second).toMatchObject({
      title: "Insights & Updates, page 2 | Fixture Counsel",
      canonical: `${SITE}/blog/page/2`,
      prev: `${SITE}/blog`,
      next: undefined,
    });
    expect(second.description).not.toBe(first.description);
    expect(second.document.querySelector('.pagination a[rel="prev"]')?.getAttribute("href")).toBe("/blog");
  });

  it.each([
    "/blog/page/3",
    "/blog/page/1",
    "/blog/page/0",
    "/blog/page/two",
    "/blog/tags/no-such-tag",
    "/blog/tags/contracts/page/3",
    "/blog/tags/unpublished-topic",
  ])("answers %s with a real 404", async (path) => {
    await expectNotFound(path);
  });

  it("shows each card's tags as links to the tag pages", async () => {
    const { document } = await page("/blog");
    const card = [...document.querySelectorAll(".post-card")].find((item) =>
      item.textContent?.includes("Fixture post 11"),
    );
    expect([...(card?.querySelectorAll(".post-tags a") ?? [])].map((link) => link.getAttribute("href"))).toEqual([
      "/blog/tags/contracts",
      "/blog/tags/employment",
    ]);
  });

  it("lists a tag's posts on its page, newest first, nine a page", async () => {
    const contracts = await page("/blog/tags/contracts");
    expect(contracts.cards).toEqual(
      NEWEST_FIRST.filter((slug) => !["fixture-08", "fixture-04"].includes(slug)).slice(0, 9),
    );
    expect(contracts).toMatchObject({
      title: "Posts tagged “contracts” | Fixture Counsel",
      canonical: `${SITE}/blog/tags/contracts`,
      next: `${SITE}/blog/tags/contracts/page/2`,
    });
    expect(contracts.document.querySelector("h1")?.textContent).toBe("Posts tagged “contracts”");
    const rest = await page("/blog/tags/contracts/page/2");
    expect(rest.cards).toEqual(["fixture-02", "fixture-01-oldest"]);
    expect(rest).toMatchObject({
      title: "Posts tagged “contracts”, page 2 | Fixture Counsel",
      prev: `${SITE}/blog/tags/contracts`,
    });
    expect((await page("/blog/tags/employment")).cards).toEqual([
      "fixture-11",
      "fixture-08",
      "fixture-04",
      "fixture-02",
    ]);
  });
});

describe("a post, with more than one post", () => {
  it("shows the post its slug names, with tags, its neighbours and its canonical link", async () => {
    const post = await page("/blog/fixture-05");
    expect(post.document.querySelector("h1")?.textContent).toBe("Fixture post 05");
    expect(post.html).toContain("marker-fixture-05");
    expect(post.canonical).toBe(`${SITE}/blog/fixture-05`);
    expect(
      [...post.document.querySelectorAll(".article__header .post-tags a")].map((link) => link.getAttribute("href")),
    ).toEqual(["/blog/tags/contracts"]);
    const previous = post.document.querySelector('.post-nav a[rel="prev"]');
    const next = post.document.querySelector('.post-nav a[rel="next"]');
    expect([previous?.getAttribute("href"), previous?.textContent]).toEqual([
      "/blog/fixture-04",
      "Previous postFixture post 04",
    ]);
    expect([next?.getAttribute("href"), next?.textContent]).toEqual(["/blog/fixture-06", "Next postFixture post 06"]);
  });

  it("has no previous link on the oldest and no next link on the newest", async () => {
    expect((await page("/blog/fixture-01-oldest")).document.querySelectorAll(".post-nav a").length).toBe(1);
    expect((await page("/blog/fixture-13-newest")).document.querySelector('.post-nav a[rel="next"]')).toBeNull();
  });

  it("says when it was updated, and tells search engines (BlogPosting dateModified)", async () => {
    const post = await page("/blog/fixture-13-newest");
    expect(post.document.querySelector(".post-meta")?.textContent).toContain("Updated 10 February 2026");
    const [posting] = [...post.document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
    );
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "Fixture post 13",
      datePublished: "2026-01-05T00:00:00+10:00",
      dateModified: "2026-02-10T00:00:00+10:00",
      keywords: "contracts",
    });
    expect((await page("/blog/fixture-12")).html).not.toContain("Updated ");
  });

  it.each(["/blog/no-such-post", "/blog/fixture-draft", "/blog/fixture-05x"])(
    "answers an unknown slug, %s, with a real 404",
    async (path) => {
      await expectNotFound(path);
    },
  );

  it("serves a post's fragments for client-side navigation, and none for an unknown slug", async () => {
    const fragments = (await request(app).get("/fragments/blog-post.json?path=/blog/fixture-07").expect(200))
      .body as Record<string, string>;
    expect(Object.keys(fragments).sort()).toEqual(["blog-post/body", "blog-post/footer", "blog-post/header"]);
    expect(fragments["blog-post/body"]).toContain("marker-fixture-07");
    expect(fragments["blog-post/header"]).toContain("Fixture post 07");
    await request(app).get("/fragments/blog-post.json?path=/blog/no-such-post").expect(404);
    const list = (await request(app).get("/fragments/blog.json?path=/blog/page/2").expect(200)).body as Record<
      string,
      string
    >;
    expect(list["blog/list"]).toContain("Fixture post 01");
  });
});

describe("feeds and sitemap", () => {
  /** Parsed as XML; a feed or sitemap that is not well-formed fails here. */
  const xml = (text: string) => {
    const document = parseMarkup(text, "application/xml");
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    return document;
  };

  it("RSS 2.0 holds every published post with its full content, and no draft", async () => {
    const response = await request(app).get("/blog/rss.xml").expect(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const feed = xml(response.text);
    expect(feed.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...feed.querySelectorAll("channel > item")];
    expect(items.map((item) => item.querySelector("link")?.textContent)).toEqual(
      NEWEST_FIRST.map((slug) => `${SITE}/blog/${slug}`),
    );
    expect(items[8]?.getElementsByTagName("content:encoded")[0]?.textContent).toContain("marker-fixture-05");
    expect(response.text).not.toContain("draft");
  });

  it("Atom holds every published post with its full content, and no draft", async () => {
    const response = await request(app).get("/blog/atom.xml").expect(200);
    expect(response.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = xml(response.text);
    expect(feed.documentElement.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    const entries = [...feed.getElementsByTagName("entry")];
    expect(entries.map((entry) => entry.getElementsByTagName("id")[0]?.textContent)).toEqual(
      NEWEST_FIRST.map((slug) => `${SITE}/blog/${slug}`),
    );
    expect(entries[0]?.getElementsByTagName("updated")[0]?.textContent).toMatch(/^2026-02-09T14:00:00/);
    expect(entries[0]?.getElementsByTagName("content")[0]?.textContent).toContain("marker-fixture-13-newest");
    expect(response.text).not.toContain("draft");
  });

  it("JSON Feed holds every published post with its full content, and no draft", async () => {
    const response = await request(app).get("/blog/feed.json").expect(200);
    expect(response.headers["content-type"]).toBe("application/feed+json; charset=utf-8");
    const feed = JSON.parse(response.text) as {
      version: string;
      items: Array<{ id: string; url: string; content_html: string; tags?: string[] }>;
    };
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.items.map((item) => item.url)).toEqual(NEWEST_FIRST.map((slug) => `${SITE}/blog/${slug}`));
    expect(
      feed.items
        .filter((item) => !item.content_html.includes(`marker-${item.url.slice(`${SITE}/blog/`.length)}`))
        .map((item) => item.url),
    ).toEqual([]);
    expect(response.text).not.toContain("draft");
  });

  it("the sitemap lists every post, list page and tag page with its last change, and no draft", async () => {
    const text = (await request(app).get("/sitemap.xml").expect(200)).text;
    const entries = [...xml(text).getElementsByTagName("url")].map((url) => [
      url.getElementsByTagName("loc")[0]?.textContent?.replace(SITE, ""),
      url.getElementsByTagName("lastmod")[0]?.textContent,
    ]);
    const blogEntries = Object.fromEntries(entries.filter(([path]) => path?.startsWith("/blog")));
    expect(blogEntries).toEqual({
      "/blog": "2026-02-10",
      "/blog/page/2": "2025-06-01",
      "/blog/tags/contracts": "2026-02-10",
      "/blog/tags/contracts/page/2": "2025-02-03",
      "/blog/tags/employment": "2025-11-03",
      "/blog/tags/privacy": "2025-06-02",
      ...Object.fromEntries(
        NEWEST_FIRST.map((slug) => [
          `/blog/${slug}`,
          { "fixture-13-newest": "2026-02-10", "fixture-04": "2025-06-01" }[slug] ?? expect.any(String),
        ]),
      ),
    });
    expect(text).not.toContain("draft");
    expect(text).not.toContain("unpublished-topic");
  });
});

describe("drafts in development", () => {
  const dev = createTestApp(
    { content: shippedContent(fixtureBlog({ includeDrafts: true })) },
    { NODE_ENV: "development" },
  );

  it("shows a draft on its page and in the list, marked Draft, and keeps it out of feeds, sitemap and search", async () => {
    const post = (await request(dev.app).get("/blog/fixture-draft").expect(200)).text;
    expect(post).toContain("Fixture post draft (draft)");
    expect(post).toContain('<span class="post-meta__draft">Draft</span>');
    expect(post).toContain('<meta name="robots" content="noindex"/>');
    expect((await request(dev.app).get("/blog").expect(200)).text).toContain(
      '<span class="post-meta__draft">Draft</span>',
    );
    for (const path of ["/blog/rss.xml", "/blog/atom.xml", "/blog/feed.json", "/sitemap.xml"]) {
      expect((await request(dev.app).get(path).expect(200)).text, path).not.toContain("fixture-draft");
    }
  });
});
