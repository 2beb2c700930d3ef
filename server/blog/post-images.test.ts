// A post's image and a profile's photo through the build's content images: resized sources when the
// file is a picture, a problem naming the file and the field when it is not.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FIXTURE_TEAM_DIR, fixtureTags } from "../../test/support/blog";
import { tempDir } from "../../test/support/cleanup";
import { ContentError } from "../collections/collection";
import { ContentImages } from "../collections/content-images";
import { UNCHECKED } from "../collections/references";
import { PUBLIC_DIR } from "../platform/paths";
import { loadTeam } from "../team/load-team";
import { loadPosts } from "./load-posts";

const POST = (image: string) => `---
title: "A post with a photo"
excerpt: "One sentence."
author: fixture-author
date: 2026-01-15
image: ${image}
imageAlt: "The harbour at dawn"
tags: [contracts]
---

The body.
`;

async function site() {
  const root = tempDir("post-images-");
  const publicDir = join(root, "public");
  mkdirSync(join(publicDir, "images"), { recursive: true });
  writeFileSync(
    join(publicDir, "images", "harbour.jpg"),
    await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#445566" } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(join(publicDir, "images", "notes.jpg"), "Meeting notes, saved with the wrong name.\n");
  mkdirSync(join(root, "blog"));
  cpSync(FIXTURE_TEAM_DIR, join(root, "team"), { recursive: true });
  // The fixture colleague's photo.
  cpSync(join(PUBLIC_DIR, "icon-192.png"), join(publicDir, "icon-192.png"));
  return { root, publicDir, images: new ContentImages(publicDir) };
}

const posts = ({ root, publicDir, images }: Awaited<ReturnType<typeof site>>, image: string) => {
  writeFileSync(join(root, "blog", "harbour.md"), POST(image));
  return loadPosts({
    contentDir: join(root, "blog"),
    publicDir,
    includeDrafts: false,
    rootDir: root,
    authors: UNCHECKED,
    tags: fixtureTags(),
    images,
  });
};

const problems = (load: () => unknown) => {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("expected the content to be refused");
};

describe("a content image named in the front matter", () => {
  it("is a post's image as the build resizes it: its sources, a fallback and the fallback's size", async () => {
    const built = await site();
    const [post] = posts(built, "/images/harbour.jpg");
    expect(post?.image).toMatchObject({
      src: expect.stringMatching(/^\/assets\/harbour-[0-9a-f]{12}-720\.jpg$/),
      width: 720,
      height: 540,
      alt: "The harbour at dawn",
    });
    expect(post?.image.sources?.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(built.images.sources()[0]?.references).toEqual([{ file: "blog/harbour.md", field: "image" }]);
  });

  it("that is not a picture stops the build, naming the post and its image field", async () => {
    const built = await site();
    expect(problems(() => posts(built, "/images/notes.jpg"))).toEqual([
      expect.stringMatching(
        /^blog\/harbour\.md: image: expected .*; \/images\/notes\.jpg cannot be read as an image \(.+\): save it again as SVG, PNG, JPEG, WebP or AVIF/,
      ),
    ]);
  });

  it("is a profile's photo cropped square at the photo's sizes; one that is not a picture names the profile's photo field", async () => {
    const built = await site();
    const profile = join(built.root, "team", "fixture-author.md");
    const withPhoto = (photo: string) =>
      writeFileSync(
        profile,
        readFileSync(profile, "utf8").replace(
          "standIn: true",
          `photo: ${photo}\nphotoAlt: "Fixture Author"\nstandIn: true`,
        ),
      );
    withPhoto("/images/harbour.jpg");
    const load = () =>
      loadTeam({
        contentDir: join(built.root, "team"),
        publicDir: built.publicDir,
        rootDir: built.root,
        areaSlugs: UNCHECKED,
        images: built.images,
      });
    const author = load().find((person) => person.slug === "fixture-author");
    expect(author?.photo).toMatchObject({ src: expect.stringMatching(/-sq-192\.jpg$/), width: 192, height: 192 });
    expect(author?.photo?.sources?.[0]?.srcset).toMatch(/-sq-288\.avif 288w$/);

    cpSync(FIXTURE_TEAM_DIR, join(built.root, "team"), { recursive: true });
    withPhoto("/images/notes.jpg");
    expect(problems(load)).toEqual([
      expect.stringMatching(
        /^team\/fixture-author\.md: photo: expected .*; \/images\/notes\.jpg cannot be read as an image/,
      ),
    ]);
  });
});
