import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../test/support/server-process";
import { DIST_DIR } from "./platform/paths";
import { newestShippedPost } from "../test/support/blog";

// The real thing: `npm start` (scripts/start.mjs) serving the build, fetched over HTTP.
describe("smoke: the built site under npm start", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    const code = await server.stop("SIGTERM");
    expect(code).toBe(0);
  });

  it.each([
    ["/", 200],
    ["/blog", 200],
    [`/blog/${newestShippedPost().slug}`, 200],
    ["/terms-of-service", 200],
    ["/privacy-policy", 200],
    ["/does-not-exist", 404],
    ["/robots.txt", 200],
    ["/sitemap.xml", 200],
    ["/blog/rss.xml", 200],
    ["/healthz", 200],
    ["/readyz", 200],
  ])("GET %s answers %i", async (path, status) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(status);
    await response.arrayBuffer();
  });

  it("serves every hashed asset the pages reference, compressed and immutable", async () => {
    const manifest = JSON.parse(readFileSync(`${DIST_DIR}/manifest.json`, "utf8")) as {
      script: string;
      stylesheet: string;
      preloadFonts: string[];
    };
    const html = await (await fetch(server.url)).text();
    for (const asset of [manifest.script, manifest.stylesheet, ...manifest.preloadFonts]) {
      expect(html).toContain(asset);
      const response = await fetch(server.url + asset, { headers: { "Accept-Encoding": "br" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      await response.arrayBuffer();
    }
  });

  it("logs no error, and the 404 as a warning with its path", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.logLines();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(server.output.filter((line) => !line.startsWith("{"))).toEqual([]);
    // One line for the 404, at warn, naming the path (not a second "page not found" line).
    const notFound = lines.filter((line) => (line.req as { url?: string } | undefined)?.url === "/does-not-exist");
    expect(notFound).toEqual([
      expect.objectContaining({ level: 40, msg: "request completed", res: { statusCode: 404 } }),
    ]);
  });
});
