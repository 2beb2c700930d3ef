import request from "supertest";
import { afterAll, describe, expect, it, vi } from "vitest";
import { allowConsole } from "../../vitest.setup";

// The blog list throws while rendering; every other page is untouched.
vi.mock("../../shared/page-shells/blog-list-page", () => ({
  BlogListPage() {
    throw new Error("secret internal detail");
  },
}));
// Unit tests share one module graph (vitest.config.ts): load the app afresh so it sees the mock.
vi.resetModules();
// ...and leave the next file the real page.
afterAll(() => {
  vi.doUnmock("../../shared/page-shells/blog-list-page");
  vi.resetModules();
});
const { createTestApp } = await import("../../test/support/test-app");

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
    expect(
      logs.filter((entry) => Number(entry.level) >= 50 && entry.msg !== "request errored").map((entry) => entry.msg),
    ).toEqual(["render error"]);
  });

  it("keeps serving the other pages, and retries the broken one rather than caching the failure", async () => {
    allowConsole();
    const { app, logs } = createTestApp();
    const renderErrors = () => logs.filter((entry) => entry.msg === "render error").length;
    await request(app).get("/").expect(200);
    await request(app).get("/blog").expect(500);
    expect(renderErrors()).toBe(1);
    // A kept failure would answer 500 too: what shows the retry is a second render, failing afresh.
    await request(app).get("/blog").expect(500);
    expect(renderErrors()).toBe(2);
    await request(app).get("/terms-of-service").expect(200);
  });
});
