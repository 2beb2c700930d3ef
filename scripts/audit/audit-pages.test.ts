import { describe, expect, it } from "vitest";
import { onePageOfEachType } from "./audit-pages";

describe("the pages the audit measures", () => {
  it("keeps every page of its own and the first of each kind of blog, practice-area and team page, in sitemap order", () => {
    const sitemap = [
      "/",
      "/practice-areas/corporate-commercial",
      "/practice-areas/commercial-property",
      "/about",
      "/team/first-person",
      "/team/second-person",
      "/blog",
      "/blog/page/2",
      "/blog/page/3",
      "/blog/tags/contracts",
      "/blog/tags/contracts/page/2",
      "/blog/tags/employment",
      "/blog/first-post",
      "/blog/second-post",
      "/terms-of-service",
      "/privacy-policy",
      "/accessibility",
    ];
    expect(onePageOfEachType(sitemap)).toEqual([
      "/",
      "/practice-areas/corporate-commercial",
      "/about",
      "/team/first-person",
      "/blog",
      "/blog/page/2",
      "/blog/tags/contracts",
      "/blog/tags/contracts/page/2",
      "/blog/first-post",
      "/terms-of-service",
      "/privacy-policy",
      "/accessibility",
    ]);
  });
});
