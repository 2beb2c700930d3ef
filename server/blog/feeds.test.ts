import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { FIXTURE_AUTHORS, FIXTURE_PUBLIC_DIR, fixtureTags } from "../../test/support/blog";
import { createBlog } from "./blog";
import { blogFeeds } from "./feeds";
import { loadPosts } from "./load-posts";
import { parseMarkup } from "../../test/support/parse-markup";

/** A blog of one post whose body tries to close the feeds' CDATA sections twice over. */
function hostileBlog() {
  const dir = tempDir("hostile-feed-");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "hostile.md"),
    [
      "---",
      "title: An ordinary title",
      "excerpt: An ordinary summary.",
      "author: fixture-author",
      "date: 2026-03-01",
      "image: /images/blog/fixture-hero.svg",
      "imageAlt: An illustration",
      "tags: [contracts]",
      "---",
      "",
      "First ]]> then ]]></description><link>https://evil.example/phish</link><description><![CDATA[ more.",
      "",
      "[A link](https://example.net/a]]>b]]>c) and `]]>` in code.",
      "",
    ].join("\n"),
  );
  return createBlog(
    loadPosts({
      contentDir: dir,
      publicDir: FIXTURE_PUBLIC_DIR,
      includeDrafts: false,
      rootDir: dir,
      authors: FIXTURE_AUTHORS,
      tags: fixtureTags(),
    }),
  );
}

const parse = (xml: string) => parseMarkup(xml, "application/xml");

describe("the feeds, with a post that tries to break out of CDATA", () => {
  const feeds = blogFeeds(hostileBlog(), "https://counsel.example.au");

  const POST_URL = "https://counsel.example.au/blog/hostile";

  it("keeps RSS well-formed XML: one item, whose one link is the post's", () => {
    const document = parse(feeds.rss);
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    const items = [...document.getElementsByTagName("item")];
    expect(items).toHaveLength(1);
    expect([...items[0]!.getElementsByTagName("link")].map((link) => link.textContent)).toEqual([POST_URL]);
    expect(items[0]!.getElementsByTagName("description")).toHaveLength(1);
  });

  it("keeps Atom well-formed XML: one entry, with the post's id and one content", () => {
    const document = parse(feeds.atom);
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    const entries = [...document.getElementsByTagName("entry")];
    expect(entries).toHaveLength(1);
    expect(entries[0]!.getElementsByTagName("id")[0]?.textContent).toBe(POST_URL);
    expect(entries[0]!.getElementsByTagName("content")).toHaveLength(1);
  });

  it("keeps what the post says: the characters read the same in the HTML the feed carries", () => {
    const content = parse(feeds.rss).getElementsByTagName("content:encoded")[0]?.textContent ?? "";
    const html = parseMarkup(content);
    expect(html.body.textContent).toContain("First ]]> then ]]>");
    expect(html.querySelector("code")?.textContent).toBe("]]>");
    expect((JSON.parse(feeds.json) as { items: Array<{ content_html: string }> }).items[0]!.content_html).not.toContain(
      "]]>",
    );
  });
});

describe("the JSON Feed", () => {
  it("is JSON Feed 1.1: its version, its language, and each post's authors as a list (1.0's author is gone)", () => {
    const feed = JSON.parse(blogFeeds(hostileBlog(), "https://counsel.example.au").json) as Record<string, unknown> & {
      items: Array<Record<string, unknown>>;
    };
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.language).toBe("en-AU");
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item).not.toHaveProperty("author");
      expect(item.authors).toEqual([
        expect.objectContaining({
          name: expect.any(String),
          url: expect.stringMatching(/^https:\/\/counsel\.example\.au\//),
        }),
      ]);
    }
  });
});
