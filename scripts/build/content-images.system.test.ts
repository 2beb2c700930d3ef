// A phone photo (4032 × 3024, about 4 MB) as a post's image and a profile's photo, built as
// `npm run build` builds, on a copy of the project: the build ships it resized to the widths the
// pages use, the pages offer those files by srcset, and a damaged photo stops the build naming the
// file and the field that use it.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_USES } from "../../server/collections/image-plan";
import { largePhoto } from "../../test/support/large-photo";
import { copyProject } from "../../test/support/project-copy";
import { startServer, type RunningServer } from "../../test/support/server-process";

let copy: string;
let photo: Buffer;
let server: RunningServer | undefined;

const firstFile = (folder: string) => {
  const name = readdirSync(join(copy, folder))
    .filter((file) => file.endsWith(".md"))
    .sort()[0];
  if (!name) throw new Error(`${folder} holds no Markdown file`);
  return `${folder}/${name}`;
};
const slugOf = (file: string) => file.slice(file.lastIndexOf("/") + 1, -".md".length);

/** A front-matter field set to a value: the line replaced, or added after the opening "---". */
function setField(file: string, field: string, value: string): void {
  const path = join(copy, file);
  const text = readFileSync(path, "utf8");
  const line = new RegExp(`^${field}: .*$`, "m");
  writeFileSync(
    path,
    line.test(text) ? text.replace(line, `${field}: ${value}`) : text.replace(/^---\r?\n/, `---\n${field}: ${value}\n`),
  );
}

const build = () =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    cwd: copy,
    encoding: "utf8",
    timeout: 240_000,
  });

let post: string;
let profile: string;

describe("a phone photo as a post's image and a profile's photo", () => {
  beforeAll(async () => {
    copy = copyProject("site-images-");
    photo = await largePhoto();
    mkdirSync(join(copy, "public", "images", "team"), { recursive: true });
    writeFileSync(join(copy, "public", "images", "blog", "phone-photo.jpg"), photo);
    writeFileSync(join(copy, "public", "images", "team", "phone-photo.jpg"), photo);
    post = firstFile("shared/content/blog");
    profile = firstFile("shared/content/team");
    setField(post, "image", "/images/blog/phone-photo.jpg");
    setField(profile, "photo", "/images/team/phone-photo.jpg");
    setField(profile, "photoAlt", '"The person in the profile"');
    const built = build();
    expect(built.status, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/2 content image\(s\)/);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("is shipped resized: no file wider than the widest the pages use, each a fraction of the photo", async () => {
    const assets = join(copy, "dist", "assets");
    const made = readdirSync(assets).filter((name) => name.startsWith("phone-photo-"));
    const squares = made.filter((name) => name.includes("-sq-"));
    expect(made.length - squares.length).toBe(9);
    expect(squares).toHaveLength(9);
    for (const name of made) {
      const bytes = readFileSync(join(assets, name));
      const { width, height } = await sharp(bytes).metadata();
      const widest = Math.max(...IMAGE_USES[name.includes("-sq-") ? "photo" : "post"].widths);
      expect(width, name).toBeLessThanOrEqual(widest);
      if (name.includes("-sq-")) expect(height, name).toBe(width);
      expect(bytes.length, name).toBeLessThan(photo.length / 10);
    }
    expect(photo.length).toBeGreaterThan(3_000_000);
  });

  it("is offered by the pages as those files, by srcset with sizes, the fallback img keeping its width and height", async () => {
    server = await startServer({ root: copy, timeoutMs: 120_000 });
    const pages = {
      "/blog": "post-card__image",
      [`/blog/${slugOf(post)}`]: "article__hero",
      [`/team/${slugOf(profile)}`]: "person-mark",
    };
    for (const [path, className] of Object.entries(pages)) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).not.toContain("phone-photo.jpg");
      const picture = new RegExp(`<picture class="content-picture">(.*?)</picture>`).exec(
        html.slice(0, html.indexOf(`class="${className}`) + 400),
      )?.[0];
      expect(picture, `${path} has no picture around .${className}`).toBeDefined();
      const urls = [...(picture ?? "").matchAll(/srcSet="([^"]+)"/g)].flatMap((match) =>
        match[1]!.split(", ").map((entry) => entry.split(" ")[0]!),
      );
      expect(urls.length, path).toBeGreaterThanOrEqual(8);
      expect(picture, path).toMatch(
        /^<picture class="content-picture"><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><source type="image\/webp" srcSet="[^"]+" sizes="[^"]+"\/>/,
      );
      expect(picture, path).toMatch(
        /<img class="[^"]*" src="\/assets\/phone-photo-[^"]+" alt="[^"]+" width="\d+" height="\d+"/,
      );
      const src = /<img [^>]*src="([^"]+)"/.exec(picture ?? "")?.[1] ?? "";
      for (const url of [...urls, src]) {
        const response = await fetch(`${server.url}${url}`);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type"), url).toMatch(/^image\/(avif|webp|jpeg)$/);
        expect(response.headers.get("cache-control"), url).toContain("immutable");
      }
    }
  }, 180_000);

  it("that is damaged stops the build, naming the post's image and the profile's photo", () => {
    const damaged = photo.subarray(0, Math.floor(photo.length * 0.6));
    writeFileSync(join(copy, "public", "images", "blog", "phone-photo.jpg"), damaged);
    writeFileSync(join(copy, "public", "images", "team", "phone-photo.jpg"), damaged);
    const built = build();
    expect(built.status).not.toBe(0);
    // Each under its file's heading, with the field that names it.
    expect(built.stderr).toContain(`${post}\n`);
    expect(built.stderr).toContain(`, image:\n    /images/blog/phone-photo.jpg cannot be read as an image`);
    expect(built.stderr).toContain(`${profile}\n`);
    expect(built.stderr).toContain(`, photo:\n    /images/team/phone-photo.jpg cannot be read as an image`);
    expect(built.stderr).not.toMatch(/^\s+at /m);
  }, 300_000);
});
