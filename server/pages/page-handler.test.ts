import express from "express";
import pino from "pino";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageCache } from "./page-cache";
import { matchesEtag } from "../http/cached-bytes";
import { createPageHandler } from "./page-handler";
import { createPageRenderer } from "./render-page";
import { TEST_ASSETS } from "../../test/support/test-app";
import { onePostBlog, shippedContent } from "../../test/support/blog";

/** A blog of one fixture post: every slug shows it (the spec's one-post rule), whatever the practice has published. */
const ONE_POST = shippedContent(onePostBlog());

/** The real renderer, with its page renders counted. */
function countingRenderer() {
  const real = createPageRenderer({
    assets: TEST_ASSETS,
    siteUrl: "https://x.example",
    logger: pino({ level: "silent" }),
    renderTimeoutMs: 5000,
    content: ONE_POST,
  });
  return { ...real, page: vi.fn(real.page) };
}

function pageApp(cache: PageCache, pages = countingRenderer()) {
  const logger = pino({ level: "silent" });
  const app = express();
  app.use((req, _res, next) => {
    req.log = logger;
    next();
  });
  app.get("/{*path}", createPageHandler({ pages, content: ONE_POST, cache }).serve);
  return app;
}

describe("the page cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps one entry per route, not per URL: every 404 shares one", async () => {
    const cache = new PageCache();
    const app = pageApp(cache);
    for (let index = 0; index < 40; index += 1) {
      await request(app).get(`/missing-${index}/deeper`).expect(404);
      await request(app).get(`/blog/tags/missing-${index}`).expect(404);
    }
    await request(app).get("/").expect(200);
    expect(cache.size).toBe(2);
  });

  it("renders each route once and then serves the same bytes", async () => {
    const cache = new PageCache();
    const pages = countingRenderer();
    const app = pageApp(cache, pages);
    // Rendering is deterministic, so equal bytes alone would not show a page was kept: count the renders.
    const first = await request(app).get("/privacy-policy").set("Accept-Encoding", "identity").expect(200);
    const again = await Promise.all(
      [1, 2, 3].map(() => request(app).get("/privacy-policy").set("Accept-Encoding", "identity").expect(200)),
    );
    expect(pages.page).toHaveBeenCalledTimes(1);
    for (const response of again) {
      expect(response.text).toBe(first.text);
      expect(response.headers.etag).toBe(first.headers.etag);
    }
    // Every unknown address shares the 404's one render.
    await request(app).get("/missing-one").expect(404);
    await request(app).get("/missing/two").expect(404);
    expect(pages.page).toHaveBeenCalledTimes(2);
  });

  it("shows the right copyright year when the year turns (Queensland time)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T13:58:00Z")); // 23:58 on 31 December in Brisbane
    const cache = new PageCache();
    const app = pageApp(cache);
    expect((await request(app).get("/privacy-policy")).text).toContain("© 2026 ");
    vi.setSystemTime(new Date("2026-12-31T14:01:00Z")); // 00:01 on 1 January in Brisbane
    const next = (await request(app).get("/privacy-policy")).text;
    expect(next).toContain("© 2027 ");
    expect(next).toContain('data-year="2027"');
    expect(cache.size).toBe(1);
  });
});

describe("rendering ahead of the first visitor", () => {
  const handler = (
    cache: PageCache,
    publish = vi.fn(),
    pages = createPageRenderer({
      assets: TEST_ASSETS,
      siteUrl: "https://x.example",
      logger: pino({ level: "silent" }),
      renderTimeoutMs: 5000,
      content: shippedContent(),
    }),
  ) => createPageHandler({ pages, content: shippedContent(), cache, publish });

  it("renders and publishes each page at its canonical path, and caches the 404 without publishing it", async () => {
    const cache = new PageCache();
    const publish = vi.fn();
    const result = await handler(cache, publish).prerender(["/", "/privacy-policy", "/404"]);
    expect(result).toEqual({ rendered: 3, failed: [] });
    expect(cache.size).toBe(3);
    expect(publish.mock.calls.map(([path]) => path)).toEqual(["/", "/privacy-policy"]);
  });

  it("goes on past a page that fails, names it, and keeps nothing for it (its first request renders it again)", async () => {
    const cache = new PageCache();
    const real = createPageRenderer({
      assets: TEST_ASSETS,
      siteUrl: "https://x.example",
      logger: pino({ level: "silent" }),
      renderTimeoutMs: 5000,
      content: shippedContent(),
    });
    const pages = {
      ...real,
      page: vi.fn((target: Parameters<typeof real.page>[0], options?: Parameters<typeof real.page>[1]) =>
        "renderPath" in target && target.renderPath === "/terms-of-service"
          ? Promise.reject(new Error("boom"))
          : real.page(target, options),
      ),
    };
    const result = await handler(cache, vi.fn(), pages).prerender(["/", "/terms-of-service", "/privacy-policy"]);
    expect(result).toEqual({ rendered: 2, failed: ["/terms-of-service"] });
    expect(cache.size).toBe(2);
  });
});

describe("If-None-Match", () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ["*", true],
    ['"abcd"', false],
  ])('%s matches "abc": %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});
