// What a page asks for, and when: the fonts it sets type in are exactly the ones it preloads, and
// the code that hydrates it is fetched only after its first paint.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, setUpSite } from "../support/browser";
import { newestShippedPost } from "../support/blog";

const site = setUpSite();

const PAGES = [
  "/",
  "/blog",
  "/blog/tags/in-house-counsel",
  `/blog/${newestShippedPost().slug}`,
  "/terms-of-service",
  "/privacy-policy",
  "/accessibility",
  "/no-such-page",
];

/** A hashed asset's name without its hash: "/assets/inter-latin-wght-normal-BX2G5T67.woff2" -> "inter-latin-wght-normal". */
const unhashed = (url: string) =>
  new URL(url, "http://x").pathname.replace(/^\/assets\//, "").replace(/-[A-Z0-9]{8}\.\w+$/, "");

describe.each(["desktop", "phone"] as const)("loading at %s width", (viewport) => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await site.context({ viewport });
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(PAGES)("%s preloads every font it uses and no other", async (path) => {
    const { page, expectCleanConsole } = await openPage(context, path);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(".woff2")),
    );
    expect(fetched.map(unhashed).sort()).toEqual(preloaded.map(unhashed).sort());
    expect(preloaded.length).toBeGreaterThan(0);
    expectCleanConsole();
    await page.close();
  });

  it.each(PAGES)("%s fetches the code that hydrates it only after its first paint", async (path) => {
    const { page, expectCleanConsole } = await openPage(context, path);
    const { firstPaint, hydrationCode } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      hydrationCode: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    const [entry, ...imported] = hydrationCode;
    expect(entry?.name).toMatch(/\/assets\/client-[A-Z0-9]{8}\.js$/);
    // The app, React's runtime and the chunks esbuild splits out of them (shared code, its helpers);
    // never the cost comparison's own script, which only its page loads.
    expect([...new Set(imported.map(({ name }) => unhashed(name)))].sort()).toEqual(["app", "chunk", "react-runtime"]);
    for (const chunk of imported) expect(chunk.startTime, chunk.name).toBeGreaterThanOrEqual(firstPaint!);
    expectCleanConsole();
    await page.close();
  });
});
