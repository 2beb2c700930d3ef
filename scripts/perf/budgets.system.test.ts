import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAssetManifest } from "../../server/pages/asset-manifest";
import { ownAssets } from "../build/kept-assets";
import { readCompiledBlog } from "../../server/blog/compiled-blog";
import { DIST_DIR, PUBLIC_DIR } from "../../server/platform/paths";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { newestShippedPost } from "../../test/support/blog";

// Size and loading budgets, checked on the built files (`npm test` builds before it tests).
const ASSETS = join(DIST_DIR, "assets");
const KB = 1024;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * What a page makes the browser fetch: every src, and the href of each <link> that loads something
 * (not canonical or alternate, which only name an address). A link a visitor may follow (the parent
 * firm's site, a source) is not a request.
 */
function fetchedUrls(html: string): string[] {
  const sources = [...html.matchAll(/\ssrc="([^"]*)"/g)].map((match) => match[1] ?? "");
  const loads = (html.match(/<link [^>]*>/g) ?? []).filter((tag) => !/rel="(?:canonical|alternate)"/.test(tag));
  return [...sources, ...loads.map((tag) => /href="([^"]*)"/.exec(tag)?.[1] ?? "")];
}

describe("budgets on the build", () => {
  // The pages as the built server sends them.
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(() => server?.stop());

  const manifest = readAssetManifest(DIST_DIR);
  // This build's own files: a build keeps the two before it's assets for pages already open, which a
  // second build in the same checkout would otherwise count as this one's.
  let files: string[] = [];
  beforeAll(async () => {
    files = (await ownAssets(DIST_DIR)).filter((name) => !name.endsWith(".br") && !name.endsWith(".gz"));
  });

  const scripts = () => files.filter((name) => name.endsWith(".js"));
  /** Every script a page can load: the entry, what it imports, and what those import, as built. */
  const allScript = () =>
    scripts()
      .map((name) => readFileSync(join(ASSETS, name), "utf8"))
      .join("\n");

  it("ships at most 90 KB of JavaScript (as sent: brotli) in all, every file of it reachable from the entry", () => {
    // Every script any page can load, the page-only ones (the cost comparison's) included: what a
    // visitor's browser fetches on the heaviest page, as the server sends it (the build's .br files).
    const total = scripts().reduce((sum, name) => sum + statSync(join(ASSETS, `${name}.br`)).size, 0);
    console.info(`client JavaScript: ${(total / KB).toFixed(1)} KB brotli in ${scripts().length} file(s)`);
    expect(total).toBeLessThanOrEqual(90 * KB);
    const reachable = new Set<string>();
    const visit = (name: string) => {
      if (reachable.has(name)) return;
      reachable.add(name);
      const code = readFileSync(join(ASSETS, name), "utf8");
      for (const [, imported] of code.matchAll(/(?:import\(|from|import)\s*"\/assets\/([\w-]+\.js)"/g))
        visit(imported!);
      for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) visit(imported!);
    };
    visit(manifest.script.replace("/assets/", ""));
    expect([...reachable].sort()).toEqual([...scripts()].sort());
  });

  it("has a page's one script tag load a small entry with no import of its own: the app follows the first paint", () => {
    const entry = readFileSync(join(DIST_DIR, manifest.script), "utf8");
    console.info(`entry script: ${gzipSize(join(DIST_DIR, manifest.script))} bytes gzip`);
    expect(gzipSize(join(DIST_DIR, manifest.script))).toBeLessThanOrEqual(1 * KB);
    // A static import would be fetched before the first paint, and with it everything it imports.
    expect(entry).not.toMatch(/(^|[;}])\s*import\s*["{*\w]/);
    expect(entry).toMatch(/first-contentful-paint/);
    expect([...entry.matchAll(/import\("\/assets\/([\w-]+\.js)"\)/g)].map(([, name]) => name)).toHaveLength(2);
  });

  it("marks every script fetched after the first paint for compiling while it downloads (V8's compile hint)", () => {
    // Without the hint Chromium compiles React's functions lazily on the main thread as they are
    // first called: a 70-115 ms task on this machine. With it they compile off the main thread.
    const entry = manifest.script.replace("/assets/", "");
    const hydrating = scripts().filter((name) => name !== entry);
    expect(hydrating.length).toBeGreaterThan(0);
    for (const name of hydrating)
      expect(readFileSync(join(ASSETS, name), "utf8").startsWith("//# allFunctionsCalledOnLoad\n"), name).toBe(true);
  });

  it("keeps the fragments' copy out of the JavaScript (it arrives as HTML)", () => {
    const script = allScript();
    for (const phrase of [
      "Limitation of Liability",
      "Office of the Australian Information Commissioner",
      "250,000",
      "Aviation/Transport/Logistics",
      "ASIC",
    ]) {
      expect(script, phrase).not.toContain(phrase);
    }
  });

  it("keeps every post out of the JavaScript, however many there are: no title, excerpt or body ships in it", () => {
    const script = allScript();
    const posts = readCompiledBlog(DIST_DIR).posts;
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      for (const text of [
        post.title,
        post.excerpt,
        post.slug,
        post.html
          .replace(/<[^>]+>/g, " ")
          .trim()
          .split(/\s+/)
          .slice(0, 12)
          .join(" "),
      ]) {
        expect(script, text).not.toContain(text);
      }
    }
  });

  // 8 KB until the practice-area, how-we-work and cost-comparison pages (with print rules for one A4 sheet) came;
  // 9 KB until the about and team pages (people's marks, the team's list, a profile's facts), the plans
  // table on /how-we-work, the enquiry-received panel, the cost comparison's live summary and the status
  // pages' typed-back enquiry came (9.3 KB after dead and duplicated rules were taken out).
  it("ships at most 10 KB of CSS (gzip) in one stylesheet", () => {
    const sheets = files.filter((name) => name.endsWith(".css"));
    expect(sheets).toEqual([manifest.stylesheet.replace("/assets/", "")]);
    const size = gzipSize(join(ASSETS, sheets[0] ?? ""));
    console.info(`CSS: ${(size / KB).toFixed(1)} KB gzip`);
    expect(size).toBeLessThanOrEqual(10 * KB);
  });

  it("self-hosts its fonts as woff2 with font-display: swap", () => {
    const css = readFileSync(join(DIST_DIR, manifest.stylesheet), "utf8");
    // Web fonts only: the metric-matched fallbacks are local() faces and download nothing.
    const faces = (css.match(/@font-face\{[^}]+\}/g) ?? []).filter((face) => face.includes("url("));
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      // Metric-matched fallbacks name local fonts only; every downloaded face is ours, woff2, swapped in.
      if (!face.includes("url(")) {
        expect(face).toMatch(/src:local\(/);
        continue;
      }
      expect(face).toContain("font-display:swap");
      expect(face).toMatch(/url\("?\/assets\/[\w-]+\.woff2"?\)/);
    }
    expect(css).not.toMatch(/url\((https?:)?\/\//);
    for (const font of manifest.preloadFonts) expect(statSync(join(DIST_DIR, font)).size).toBeGreaterThan(1000);
  });

  it("preloads at most 60 KB of fonts for the first screen, each a subset", () => {
    const sizes = manifest.preloadFonts.map((font) => statSync(join(DIST_DIR, font)).size);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.info(`preloaded fonts: ${(total / KB).toFixed(1)} KB in ${sizes.length} file(s)`);
    expect(sizes.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(60 * KB);
    // Each face is cut to the site's characters: far smaller than @fontsource's latin file.
    for (const font of manifest.preloadFonts) {
      const name = font.replace("/assets/", "").replace(/-[A-Z0-9]+\.woff2$/, ".woff2");
      const original = readdirSync(join(DIST_DIR, "..", "node_modules", "@fontsource-variable"), {
        recursive: true,
        encoding: "utf8",
      }).find((path) => path.endsWith(`/files/${name}`));
      expect(original, name).toBeDefined();
      const originalSize = statSync(join(DIST_DIR, "..", "node_modules", "@fontsource-variable", original!)).size;
      expect(statSync(join(DIST_DIR, font)).size, name).toBeLessThan(originalSize * 0.6);
    }
  });

  it.each([PUBLIC_DIR, join(DIST_DIR, "public")])(
    "keeps every image in %s small and in a modern or vector format",
    (dir) => {
      const images = readdirSync(join(dir, "images"), { recursive: true, encoding: "utf8" }).filter((name) =>
        /\.(png|jpe?g|webp|avif|svg)$/.test(name),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const name of images) {
        const size = statSync(join(dir, "images", name)).size;
        expect(size, name).toBeLessThan(200 * KB);
      }
    },
  );

  it.each(["/", "/blog", `/blog/${newestShippedPost().slug}`, "/terms-of-service", "/privacy-policy", "/missing"])(
    "%s blocks rendering on nothing but the one stylesheet and the entry script, loads its script without blocking parsing, and requests no other origin",
    async (path) => {
      const html = await (await fetch(server.url + path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
        `<link rel="stylesheet" href="${manifest.stylesheet}"/>`,
      ]);
      // Scripts: the one entry (at most 1 KB, above), a module (deferred by nature), from our origin; data
      // blocks only otherwise. Not async, and render-blocking: it runs before DOMContentLoaded and the
      // first frame, once the stylesheet is in, and marks what the first layout leaves out (ADR 016).
      const scripts = (html.match(/<script[^>]*>/g) ?? []).filter(
        (tag) => !/type="application\/(ld\+)?json"/.test(tag),
      );
      expect(scripts).toEqual([`<script type="module" src="${manifest.script}" blocking="render">`]);
      for (const url of fetchedUrls(html))
        expect(new URL(url, server.url).origin, url).toBe(new URL(server.url).origin);
      // Images: explicit size; only the first screen's image is eager.
      for (const tag of html.match(/<img[^>]*>/g) ?? []) {
        expect(tag).toMatch(/ width="\d+"/);
        expect(tag).toMatch(/ height="\d+"/);
      }
    },
  );
});
