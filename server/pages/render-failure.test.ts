import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { allowConsole } from "../../vitest.setup";
import { createTestApp } from "../../test/support/test-app";

// The blog list throws while rendering; every other page is untouched.
vi.mock("../../shared/pages/blog-list-page", () => ({
  BlogListPage() {
    throw new Error("secret internal detail");
  },
}));

describe("a page that throws while rendering", () => {
  it("answers 500 with the fallback screen, no stack trace, and logs the error", async () => {
    allowConsole();
    const { app, logs } = createTestApp();
    const response = await request(app).get("/blog").expect(500);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.text).toContain("Unexpected Application Error!");
    expect(response.text).toContain("500 Internal Server Error");
    expect(response.text).not.toContain("secret internal detail");
    expect(response.text).not.toMatch(/at \w+ \(/);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(logs.filter((entry) => Number(entry.level) >= 50 && entry.msg !== "request errored").map((entry) => entry.msg)).toEqual(["render error"]);
  });

  it("keeps serving the other pages, and retries the broken one rather than caching the failure", async () => {
    allowConsole();
    const { app } = createTestApp();
    await request(app).get("/").expect(200);
    await request(app).get("/blog").expect(500);
    await request(app).get("/blog").expect(500);
    await request(app).get("/terms-of-service").expect(200);
  });
});
