// Drawing thirteen images takes a while (about 1 s each on a busy machine): a system-tier test.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createBlog } from "../../server/blog/blog";
import { shareImageJob, withShareImages } from "../../server/blog/share-images";
import { writePostShareImages } from "./post-share-images";
import { fixtureBlog, shippedContent } from "../../test/support/blog";
import { tempDir } from "../../test/support/cleanup";
import { createTestApp } from "../../test/support/test-app";

const IDENTITY = { PRACTICE: { tradingName: "Fixture Counsel" } };
const pngSize = (png: Buffer) => ({
  signature: png.subarray(1, 4).toString("latin1"),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
});

describe("each post's share image", () => {
  const posts = withShareImages(fixtureBlog().posts);

  it("is drawn at 1200×630 from the post's title, one file per post, and redrawn only when the post changes", async () => {
    const publicDir = tempDir("share-public-");
    const cacheDir = tempDir("share-cache-");
    await writePostShareImages(IDENTITY, posts.map(shareImageJob), publicDir, cacheDir);

    const files = readdirSync(join(publicDir, "images", "blog", "share")).sort();
    expect(files).toEqual(posts.map((post) => `${post.slug}.png`).sort());
    const images = files.map((file) => readFileSync(join(publicDir, "images", "blog", "share", file)));
    for (const png of images) expect(pngSize(png)).toEqual({ signature: "PNG", width: 1200, height: 630 });
    expect(new Set(images.map((png) => png.toString("base64"))).size).toBe(images.length);

    // A second build draws nothing new; a changed title is drawn afresh.
    const drawn = readdirSync(cacheDir).map((name) => [name, statSync(join(cacheDir, name)).mtimeMs]);
    const [first, ...rest] = posts.map(shareImageJob);
    await writePostShareImages(IDENTITY, [{ ...first!, title: "A changed title" }, ...rest], publicDir, cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(drawn.length + 1);
    for (const [name, mtime] of drawn) expect(statSync(join(cacheDir, String(name))).mtimeMs).toBe(mtime);
  }, 120_000);

  it("is the post page's og:image and its BlogPosting image", async () => {
    const { app } = createTestApp({ content: shippedContent(createBlog(posts)) });
    const html = (await request(app).get("/blog/fixture-07").expect(200)).text;
    expect(html).toContain(
      '<meta property="og:image" content="https://counsel.example.au/images/blog/share/fixture-07.png"/>',
    );
    expect(html).toContain('<meta property="og:image:alt" content="Fixture post 07"/>');
    expect(html).toContain('"image":"https://counsel.example.au/images/blog/share/fixture-07.png"');
    // The lists keep the site's own share image.
    expect((await request(app).get("/blog").expect(200)).text).toContain(
      '<meta property="og:image" content="https://counsel.example.au/images/og-image.png"/>',
    );
  });
});
