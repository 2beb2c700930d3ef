import request from "supertest";
import { describe, expect, it } from "vitest";
import { newestShippedPost, onePostBlog, shippedContent, shippedPracticeAreas } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";

describe("robots, sitemap and feed", () => {
  const { app } = createTestApp();

  it("robots.txt names the sitemap on SITE_URL", async () => {
    const response = await request(app).get("/robots.txt").expect(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.text).toContain("Sitemap: https://counsel.example.au/sitemap.xml");
  });

  it("sitemap.xml lists every indexable page from the route table, each practice area's page and the blog's list, tag and post pages, and no others", async () => {
    // A fixture post with two tags; the practice areas as the practice has written them, in their order.
    const blog = onePostBlog();
    const response = await request(createTestApp({ content: shippedContent(blog) }).app)
      .get("/sitemap.xml")
      .expect(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      "https://counsel.example.au/",
      "https://counsel.example.au/how-we-work",
      "https://counsel.example.au/cost-comparison",
      ...shippedPracticeAreas().pages.map((page) => `https://counsel.example.au/practice-areas/${page.slug}`),
      "https://counsel.example.au/about",
      // The team's profiles, as the content has them.
      ...shippedContent().team.people.map((person) => `https://counsel.example.au/team/${person.slug}`),
      "https://counsel.example.au/blog",
      ...blog.tags.map((tag) => `https://counsel.example.au/blog/tags/${tag}`),
      `https://counsel.example.au/blog/${blog.posts[0]?.slug}`,
      "https://counsel.example.au/terms-of-service",
      "https://counsel.example.au/privacy-policy",
      "https://counsel.example.au/accessibility",
    ]);
  });

  it("serves the RSS feed (not the blog post page) at /blog/rss.xml", async () => {
    const response = await request(app).get("/blog/rss.xml").expect(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.text).toContain('<rss version="2.0"');
    expect(response.text).toContain(`<link>https://counsel.example.au/blog/${newestShippedPost().slug}</link>`);
  });

  it("advertises the feed, manifest and icons from every page, with Open Graph and Twitter cards", async () => {
    const html = (await request(app).get("/terms-of-service").expect(200)).text;
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest"/>');
    expect(html).toContain('<meta property="og:image" content="https://counsel.example.au/images/og-image.png"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<link rel="canonical" href="https://counsel.example.au/terms-of-service"/>');
  });

  it("builds canonical URLs from SITE_URL, never from the Host header", async () => {
    const html = (await request(app).get("/blog").set("Host", "evil.example").expect(200)).text;
    expect(html).toContain('href="https://counsel.example.au/blog"');
    expect(html).not.toContain("evil.example");
  });

  it("marks up the practice, its FAQs, the post and its breadcrumbs as JSON-LD with < escaped", async () => {
    const scripts = async (path: string) =>
      [...(await request(app).get(path)).text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => {
          expect(match[1]).not.toContain("<");
          return JSON.parse(match[1] ?? "") as {
            "@type": string;
            mainEntity?: unknown[];
            address?: unknown;
            areaServed?: unknown;
          };
        },
      );
    const home = await scripts("/");
    expect(home.map((item) => item["@type"])).toEqual(["LegalService", "FAQPage"]);
    expect(home[0]?.address).toBeTruthy();
    expect(home[0]?.areaServed).toBeTruthy();
    expect(home[1]?.mainEntity).toHaveLength(4);
    expect((await scripts(`/blog/${newestShippedPost().slug}`)).map((item) => item["@type"])).toEqual([
      "BlogPosting",
      "BreadcrumbList",
    ]);
  });
});
