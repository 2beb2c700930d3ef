import request from "supertest";
import { describe, expect, it } from "vitest";
import { fixtureBlog, fixtureContent } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";
import { COST_COMPARISON_PATH } from "../../shared/lib/cost-comparison/address";
import { publishedPrefillHrefs } from "./published-prefills";
import { indexablePages } from "./seo-routes";

describe("the prefill links the site publishes", () => {
  it("are every link into a prefilled form on every page of the site, so each is answered from a held page", async () => {
    const content = fixtureContent({ posts: fixtureBlog().posts });
    const published = publishedPrefillHrefs(content);
    const { app } = createTestApp({ content });
    const found = new Set<string>();
    // The cost comparison's link carries the figures on its page, the visitor's own once they change
    // them: a query like any other, rendered per request (published-prefills.ts).
    for (const { path } of indexablePages(content).filter((page) => page.path !== COST_COMPARISON_PATH)) {
      const page = await request(app).get(path).expect(200);
      for (const [, href] of page.text.matchAll(/href="(\/contact\?[^"#]+#[^"]*)"/g))
        found.add(href!.replaceAll("&amp;", "&"));
    }
    expect(found.size).toBeGreaterThanOrEqual(content.practiceAreas.pages.length);
    expect([...found].filter((href) => !published.has(href))).toEqual([]);
  });
});
