// parentOrganization asserts that the firm owns the company, so the LegalService
// carries it only when practice.json says the firm does; the post stays "c/o" the firm either way.
import { describe, expect, it } from "vitest";
import { PRACTICE } from "../../shared/content/practice";
import { COMPLETE_PRACTICE } from "../../test/support/practice-fixtures";
import { legalService } from "./structured-data";

const SITE_URL = "https://harbourline.test";

describe("the practice's LegalService structured data", () => {
  it("names no parent organisation for a related entity the firm does not own (the shipped identity)", () => {
    expect(PRACTICE.parentFirm.ownsPractice).toBe(false);
    expect(legalService(SITE_URL)).not.toHaveProperty("parentOrganization");
    expect(JSON.stringify(legalService(SITE_URL, COMPLETE_PRACTICE))).not.toContain("parentOrganization");
  });

  it("names the firm as parentOrganization when the firm owns the practice", () => {
    const owned = { ...COMPLETE_PRACTICE, parentFirm: { ...COMPLETE_PRACTICE.parentFirm, ownsPractice: true } };
    expect(legalService(SITE_URL, owned).parentOrganization).toEqual({
      "@type": "Organization",
      name: "Harbourline Lawyers",
      url: "https://harbourline.test/",
    });
  });

  it('keeps "c/o" in the address, and leaves it out for a practice at its own premises', () => {
    expect(legalService(SITE_URL, COMPLETE_PRACTICE).address).toMatchObject({
      streetAddress: "c/o Harbourline Lawyers, 12 Quay Street",
      addressLocality: "Brisbane City",
      addressRegion: "QLD",
      postalCode: "4000",
    });
    expect(legalService(SITE_URL).address.streetAddress).toBe(
      `c/o ${PRACTICE.address.careOf}, ${PRACTICE.address.street}`,
    );
    const ownPremises = { ...COMPLETE_PRACTICE, address: { ...COMPLETE_PRACTICE.address, careOf: null } };
    expect(legalService(SITE_URL, ownPremises).address.streetAddress).toBe("12 Quay Street");
  });
});

describe("one node for the practice", () => {
  it("the home page's LegalService has an @id that every provider and publisher names, with the same names", async () => {
    const { default: request } = await import("supertest");
    const { createTestApp } = await import("../../test/support/test-app");
    const { fixtureBlog, shippedContent } = await import("../../test/support/blog");
    const blog = fixtureBlog();
    const { app } = createTestApp({ content: shippedContent(blog) });
    const nodesOf = async (path: string) =>
      [
        ...(await request(app).get(path).expect(200)).text.matchAll(
          /<script type="application\/ld\+json">(.*?)<\/script>/gs,
        ),
      ].map((match) => JSON.parse(match[1] ?? "") as Record<string, unknown> & { "@type": string });
    const home = (await nodesOf("/")).find((node) => node["@type"] === "LegalService");
    expect(home?.["@id"]).toMatch(/^https:\/\/counsel\.example\.au\//);
    const content = shippedContent(blog);
    const person = content.team.people[0]?.slug ?? "";
    const post = (await nodesOf(`/blog/${blog.posts[0]?.slug ?? ""}`)).find((node) => node["@type"] === "BlogPosting");
    const named = [
      post?.publisher,
      ...(await nodesOf("/cost-comparison")).map((node) => node.publisher),
      // The plans' service, a practice area's service and a profile's employer are the same node.
      ...(await nodesOf("/how-we-work")).map((node) => node.provider),
      ...(await nodesOf(`/practice-areas/${content.practiceAreas.pages[0]?.slug ?? ""}`)).map((node) => node.provider),
      ...(await nodesOf(`/team/${person}`)).map((node) => node.worksFor),
    ].filter(Boolean) as Array<Record<string, unknown>>;
    expect(named.length).toBe(5);
    // A post's dates carry their zone: midnight in Brisbane.
    for (const key of ["datePublished", "dateModified"])
      expect(post?.[key]).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+10:00$/);
    for (const node of named)
      expect(node).toMatchObject({ "@id": home?.["@id"], name: home?.name, legalName: home?.legalName });
  });
});
