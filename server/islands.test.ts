import request from "supertest";
import { describe, expect, it } from "vitest";
import { ISLAND_IDS } from "../shared/islands/island-ids";
import { createTestApp } from "./testing/test-app";

describe("GET /islands/{route}.json", () => {
  const { app } = createTestApp();

  it("answers the HTML of every island of a route", async () => {
    const response = await request(app).get("/islands/home.json").expect(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const islands = response.body as Record<string, string>;
    expect(Object.keys(islands).sort()).toEqual(ISLAND_IDS.filter((id) => id.startsWith("home/")).sort());
    expect(islands["home/faqs"]).toContain('<details name="faq"');
    expect(islands["home/industries"]).toContain("Aviation/Transport/Logistics");
  });

  it.each([
    ["terms", "terms/body", "10. Governing Law"],
    ["privacy", "privacy/body", "13. Contact Our Privacy Officer"],
    ["blog-post", "blog-post/body", "150,000"],
  ])("has the %s body", async (route, id, text) => {
    const response = await request(app).get(`/islands/${route}.json`).expect(200);
    expect((response.body as Record<string, string>)[id]).toContain(text);
  });

  it("revalidates with its ETag", async () => {
    const first = await request(app).get("/islands/terms.json").expect(200);
    await request(app)
      .get("/islands/terms.json")
      .set("If-None-Match", first.headers.etag ?? "")
      .expect(304);
  });

  it.each(["/islands/nope.json", "/islands/home", "/islands/../package.json", "/islands/blog.json"])("answers 404 for %s", async (path) => {
    await request(app).get(path).expect(404);
  });
});
