import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ContentImages } from "../../server/collections/content-images";
import { tempDir } from "../../test/support/cleanup";
import { writeContentImages } from "./content-images";

/** Flat colour: what is checked is sizes, formats and names, which encode in a moment this way. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3d5a80" } })
    .jpeg()
    .toBuffer();

async function site() {
  const publicDir = tempDir("content-public-");
  mkdirSync(join(publicDir, "images"), { recursive: true });
  writeFileSync(join(publicDir, "images", "photo.jpg"), await picture(1600, 1000));
  return { publicDir, assets: tempDir("content-assets-"), cache: tempDir("content-cache-") };
}

describe("the build's content images", () => {
  it("makes every file the markup names, each at its width and in its format, no wider than the widest the pages use", async () => {
    const { publicDir, assets, cache } = await site();
    const images = new ContentImages(publicDir);
    const post = images.use("/images/photo.jpg", "post", { file: "blog/a.md", field: "image" });
    const profile = images.use("/images/photo.jpg", "photo", { file: "team/b.md", field: "photo" });
    const report = await writeContentImages(images, assets, cache);
    expect(report).toMatchObject({ sources: 1, made: 18, cached: 0 });

    const named = [post, profile].flatMap((served) =>
      "image" in served ? [served.image.src, ...(served.image.sources ?? []).flatMap((s) => s.srcset.split(", "))] : [],
    );
    for (const entry of named) {
      const [url = "", width] = entry.split(" ");
      const meta = await sharp(readFileSync(join(assets, url.replace("/assets/", "")))).metadata();
      if (width) expect(`${meta.width}w`).toBe(width);
      expect(meta.format).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[url.split(".").pop() ?? ""]);
      expect(meta.width).toBeLessThanOrEqual(1440);
      if (url.includes("-sq-")) expect(meta.height).toBe(meta.width);
    }
    expect(readdirSync(assets)).toHaveLength(18);
  }, 60_000);

  it("encodes nothing again for an unchanged image: the second build takes every file from the cache", async () => {
    const { publicDir, assets, cache } = await site();
    const build = () => {
      const images = new ContentImages(publicDir);
      images.use("/images/photo.jpg", "post", { file: "blog/a.md", field: "image" });
      return writeContentImages(images, assets, cache);
    };
    await build();
    const encoded = readdirSync(cache).map((name) => [name, statSync(join(cache, name)).mtimeMs] as const);
    expect(await build()).toMatchObject({ made: 0, cached: 9 });
    for (const [name, mtime] of encoded) expect(statSync(join(cache, name)).mtimeMs).toBe(mtime);
    // A changed photo is a new source: new names, encoded afresh.
    writeFileSync(join(publicDir, "images", "photo.jpg"), await picture(1200, 900));
    expect(await build()).toMatchObject({ made: 9, cached: 0 });
  }, 60_000);

  it("stops at a photo it cannot decode, naming every file and field that uses it", async () => {
    const { publicDir, assets, cache } = await site();
    // The header of a photo and half its picture: the header reads, the picture does not.
    const whole = await picture(1600, 1000);
    writeFileSync(join(publicDir, "images", "cut.jpg"), whole.subarray(0, Math.floor(whole.length / 2)));
    const images = new ContentImages(publicDir);
    expect(images.use("/images/cut.jpg", "post", { file: "shared/content/blog/a.md", field: "image" })).toHaveProperty(
      "image",
    );
    images.use("/images/cut.jpg", "photo", { file: "shared/content/team/b.md", field: "photo" });
    images.use("/images/photo.jpg", "post", { file: "shared/content/blog/c.md", field: "image" });
    const failed = await writeContentImages(images, assets, cache).catch((error: unknown) => error);
    expect(failed).toMatchObject({ name: "ContentError" });
    expect((failed as { problems: string[] }).problems).toEqual([
      expect.stringMatching(
        /^shared\/content\/blog\/a\.md: image: \/images\/cut\.jpg cannot be read as an image \(.+\): save it again as SVG, PNG, JPEG, WebP or AVIF/,
      ),
      expect.stringMatching(/^shared\/content\/team\/b\.md: photo: \/images\/cut\.jpg cannot be read as an image/),
    ]);
  }, 60_000);
});
