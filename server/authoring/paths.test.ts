import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { contentPath, PathRefused } from "./paths";

function checkout(): string {
  const root = tempDir("content-paths-");
  mkdirSync(join(root, "shared/content/blog"), { recursive: true });
  mkdirSync(join(root, "public/images"), { recursive: true });
  mkdirSync(join(root, "server"), { recursive: true });
  return root;
}

describe("contentPath", () => {
  it("accepts plain paths under the two content folders", () => {
    const root = checkout();
    expect(contentPath(root, "shared/content/blog/a-post.md")).toBe("shared/content/blog/a-post.md");
    expect(contentPath(root, "public/images/team/ana.jpg")).toBe("public/images/team/ana.jpg");
    expect(contentPath(root, "shared/content/blog/", { folder: true })).toBe("shared/content/blog");
    expect(contentPath(root, "public/images", { folder: true })).toBe("public/images");
  });

  it.each([
    ["../package.json", /leaves its folder/],
    ["shared/content/../../package.json", /leaves its folder/],
    ["shared/content/./plans.json", /leaves its folder/],
    ["/etc/passwd", /absolute path/],
    ["C:/Windows/win.ini", /absolute path/],
    ["shared/content//plans.json", /not a plain path/],
    ["shared/content/blog\\..\\..\\x", /not a plain path/],
    ["shared/content/.git/config", /not a plain path/],
    ["shared/content/a\u0000b", /not a plain path/],
    ["server/index.ts", /not under shared\/content\/ or public\/images\//],
    ["shared/contentious.json", /not under/],
    ["public/icon.svg", /not under/],
    ["shared/content", /not under/],
    ["", /no path given/],
  ])("refuses %j", (path, reason) => {
    expect(() => contentPath(checkout(), path)).toThrow(PathRefused);
    expect(() => contentPath(checkout(), path)).toThrow(reason);
  });

  it("refuses a path that a symbolic link leads out of the content folder, existing or not", () => {
    const root = checkout();
    symlinkSync(join(root, "server"), join(root, "shared/content/escape"));
    symlinkSync("../../server", join(root, "public/images/out"));
    expect(() => contentPath(root, "shared/content/escape/index.ts")).toThrow(/symbolic link/);
    expect(() => contentPath(root, "shared/content/escape/new/file.md")).toThrow(/symbolic link/);
    expect(() => contentPath(root, "public/images/out/x.png")).toThrow(/symbolic link/);
    symlinkSync(join(root, "shared/content/blog"), join(root, "shared/content/inside"));
    expect(contentPath(root, "shared/content/inside/a.md")).toBe("shared/content/inside/a.md");
  });
});
