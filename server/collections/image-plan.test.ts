import { describe, expect, it } from "vitest";
import { IMAGE_USES, planImage, widthsFor } from "./image-plan";

const HASH = "0123456789abcdef".repeat(4);
const photo = { src: "/images/blog/IMG_2041 (1).JPG", hash: HASH, width: 4032, height: 3024, format: "jpeg" as const };
const widthOf = (entry: string) => Number(/ (\d+)w$/.exec(entry)?.[1]);

describe("the sizes made of a content image", () => {
  it("are the use's widths, never wider than the source: a small source is offered at its own width, not enlarged", () => {
    expect(widthsFor("post", 4032)).toEqual([360, 720, 1080, 1440]);
    expect(widthsFor("post", 1440)).toEqual([360, 720, 1080, 1440]);
    expect(widthsFor("post", 800)).toEqual([360, 720, 800]);
    expect(widthsFor("post", 720)).toEqual([360, 720]);
    expect(widthsFor("post", 200)).toEqual([200]);
    expect(widthsFor("photo", 4032)).toEqual([64, 128, 192, 288]);
  });

  it("offer AVIF, then WebP, at every width, and a JPEG fallback at the column's 1x width for a photo", () => {
    const { image, files } = planImage({ ...photo, use: "post" });
    expect(image.sources?.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of image.sources ?? [])
      expect(source.srcset.split(", ").map(widthOf)).toEqual([360, 720, 1080, 1440]);
    expect(image.src).toMatch(/^\/assets\/img-2041-1-0123456789ab-720\.jpg$/);
    // The fallback's width and height keep the photo's shape, so the page reserves the right space.
    expect([image.width, image.height]).toEqual([720, 540]);
    expect(files).toHaveLength(9);
    expect(Math.max(...files.map((file) => file.width))).toBe(Math.max(...IMAGE_USES.post.widths));
  });

  it("names every file by the source's hash, its width and its format, and every name in the markup is a file made", () => {
    const { image, files } = planImage({ ...photo, use: "post" });
    const names = new Set(files.map((file) => `/assets/${file.name}`));
    const named = [
      image.src,
      ...(image.sources ?? []).flatMap((source) => source.srcset.split(", ").map((entry) => entry.split(" ")[0])),
    ];
    expect(new Set(named)).toEqual(names);
    const other = planImage({ ...photo, hash: "f".repeat(64), use: "post" });
    expect(other.files.some((file) => names.has(`/assets/${file.name}`))).toBe(false);
  });

  it("crops a profile's photo square (it is shown in a circle) at the photo's widths, and keeps a PNG's fallback a PNG", () => {
    const { image, files } = planImage({ ...photo, format: "png", use: "photo" });
    expect(files.every((file) => file.square)).toBe(true);
    expect([image.width, image.height]).toEqual([192, 192]);
    expect(image.src).toMatch(/-sq-192\.png$/);
    expect(image.sources?.[0]?.srcset.split(", ").map(widthOf)).toEqual([64, 128, 192, 288]);
    // A portrait source is cropped from its narrower side.
    const portrait = planImage({ ...photo, width: 150, height: 400, use: "photo" });
    expect([portrait.image.width, portrait.image.height]).toEqual([150, 150]);
    expect(portrait.files.map((file) => file.width)).toEqual([64, 128, 150, 64, 128, 150, 150]);
  });
});
