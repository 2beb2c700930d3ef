import { use } from "react";
import request from "supertest";
import { afterAll, describe, expect, it, vi } from "vitest";
import { allowConsole } from "../../vitest.setup";
import pino from "pino";

const never = new Promise<never>(() => {});

// The privacy policy waits forever, as a page stuck on data would.
vi.mock("../../shared/page-shells/policy-page", () => ({
  PolicyPage() {
    use(never);
    return null;
  },
}));
// Unit tests share one module graph (vitest.config.ts): load these afresh so they see the mock.
vi.resetModules();
// ...and leave the next file the real page.
afterAll(() => {
  vi.doUnmock("../../shared/page-shells/policy-page");
  vi.resetModules();
});
const { matchSiteRoute } = await import("../../shared/routes");
const { staticPage } = await import("./resolve-page");
const { createPageRenderer, RenderTimeoutError } = await import("./render-page");
const { createTestApp, TEST_ASSETS } = await import("../../test/support/test-app");

describe("a render that hangs", () => {
  it("is aborted after the timeout and its timer cleared", async () => {
    allowConsole();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const pages = createPageRenderer({
        assets: TEST_ASSETS,
        siteUrl: "https://x.example",
        logger: pino({ level: "silent" }),
        renderTimeoutMs: 250,
      });
      const rendering = pages.page(staticPage(matchSiteRoute("/privacy-policy")), { year: 2026 });
      const outcome = expect(rendering).rejects.toBeInstanceOf(RenderTimeoutError);
      await vi.advanceTimersByTimeAsync(250);
      await outcome;
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("clears its timer when a render finishes normally", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const pages = createPageRenderer({
        assets: TEST_ASSETS,
        siteUrl: "https://x.example",
        logger: pino({ level: "silent" }),
        renderTimeoutMs: 10_000,
      });
      await pages.page(staticPage(matchSiteRoute("/blog")), { year: 2026 });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 500 through the app once the timeout passes", async () => {
    allowConsole();
    const { app, logs } = createTestApp({}, { RENDER_TIMEOUT_MS: "200" });
    const started = Date.now();
    const response = await request(app).get("/terms-of-service").expect(500);
    expect(response.text).toContain("Unexpected Application Error!");
    expect(Date.now() - started).toBeLessThan(5000);
    // Logged once, where it happened.
    expect(
      logs.filter((entry) => Number(entry.level) >= 50 && entry.msg !== "request errored").map((entry) => entry.msg),
    ).toEqual(["render timed out"]);
  });
});
