import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { ContentImages, readPublicImage } from "./content-images";

async function publicFolder(): Promise<string> {
  const dir = tempDir("content-images-");
  mkdirSync(join(dir, "images"), { recursive: true });
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#5a6b7c" } });
  writeFileSync(join(dir, "images", "wide.jpg"), await picture(1600, 1200).jpeg().toBuffer());
  // A phone's portrait photo: stored landscape, turned by its EXIF orientation.
  writeFileSync(
    join(dir, "images", "portrait.jpg"),
    await picture(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
  );
  writeFileSync(
    join(dir, "images", "drawing.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"/>',
  );
  writeFileSync(join(dir, "images", "words.jpg"), "This is a letter, not a photograph.\n");
  writeFileSync(join(dir, "images", "animation.gif"), await picture(10, 10).gif().toBuffer());
  return dir;
}

describe("a content image read from public/", () => {
  it("is sized as it is shown: a phone's portrait photo is taller than wide", async () => {
    const dir = await publicFolder();
    expect(readPublicImage(dir, "/images/portrait.jpg")).toMatchObject({
      ok: true,
      width: 300,
      height: 400,
      format: "jpeg",
    });
    expect(readPublicImage(dir, "/images/wide.jpg")).toMatchObject({ ok: true, width: 1600, height: 1200 });
  });

  it("that is missing, not a picture, or in a format the site does not serve is a problem in words, not a crash", async () => {
    const dir = await publicFolder();
    expect(readPublicImage(dir, "/images/none.jpg")).toEqual({ ok: false, problem: "does not exist under public/" });
    expect(readPublicImage(dir, "/images/../../etc/passwd")).toEqual({
      ok: false,
      problem: "does not exist under public/",
    });
    expect(readPublicImage(dir, "/images/words.jpg")).toMatchObject({
      ok: false,
      problem: expect.stringMatching(
        /^cannot be read as an image \(.+\): save it again as SVG, PNG, JPEG, WebP or AVIF/,
      ),
    });
    expect(readPublicImage(dir, "/images/animation.gif")).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^cannot be read as an image \(it is a GIF file/),
    });
  });
});

describe("the build's content images", () => {
  it("plan a raster image once however many files use it, remembering each file and field that does", async () => {
    const images = new ContentImages(await publicFolder());
    const first = images.use("/images/wide.jpg", "post", { file: "blog/a.md", field: "image" });
    images.use("/images/wide.jpg", "post", { file: "blog/b.md", field: "image" });
    images.use("/images/wide.jpg", "post", { file: "blog/b.md", field: "image" });
    images.use("/images/wide.jpg", "photo", { file: "team/c.md", field: "photo" });
    expect("image" in first && first.image.sources).toHaveLength(2);
    const [source, ...others] = images.sources();
    expect(others).toEqual([]);
    expect(source?.references).toEqual([
      { file: "blog/a.md", field: "image" },
      { file: "blog/b.md", field: "image" },
      { file: "team/c.md", field: "photo" },
    ]);
    // Nine files for the post (four widths in two formats and a fallback) and nine square ones for the photo, each once.
    expect(source?.files).toHaveLength(18);
    expect(new Set(source?.files.map((file) => file.name)).size).toBe(18);
  });

  it("serve an SVG as it is, and make nothing of it", async () => {
    const images = new ContentImages(await publicFolder());
    expect(images.use("/images/drawing.svg", "post", { file: "blog/a.md", field: "image" })).toEqual({
      image: { src: "/images/drawing.svg", width: 160, height: 90 },
    });
    expect(images.sources()).toEqual([]);
  });
});
