import { mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildReason, changedSinceBuild } from "./freshness.mjs";
import { tempDir } from "../../test/support/cleanup";

function project() {
  const root = tempDir("build-freshness-");
  // Sources are old; a build or a change written later keeps its real (later) time. Folders count
  // too: deleting a post changes its folder's time.
  const write = (path: string, secondsAgo?: number) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), "x");
    if (secondsAgo === undefined) return;
    const time = new Date(Date.now() - secondsAgo * 1000);
    for (let at = path; at !== "."; at = dirname(at)) utimesSync(join(root, at), time, time);
  };
  write("server/index.ts", 300);
  write("shared/content/blog/old-post.md", 300);
  return { root, dist: join(root, "dist"), write };
}

describe("npm start's staleness check", () => {
  it("asks for a build when there is none", () => {
    const { root, dist } = project();
    expect(changedSinceBuild(root, dist)).toBe("blog.json");
  });

  it("says a fresh clone has no build yet, never that a file changed", () => {
    const { root, dist } = project();
    expect(buildReason(root, dist)).toBe("There is no build yet");
  });

  it("names what changed since the last build, and nothing when the build is current", () => {
    const { root, dist, write } = project();
    write("dist/blog.json");
    expect(buildReason(root, dist)).toBeUndefined();
    write("shared/content/blog/new-post.md");
    expect(buildReason(root, dist)).toBe("shared changed since the last build");
  });

  it("is satisfied by a build newer than every source", () => {
    const { root, dist, write } = project();
    write("dist/blog.json");
    expect(changedSinceBuild(root, dist)).toBeUndefined();
  });

  it("asks for a build when a post is added or changed after it", () => {
    const { root, dist, write } = project();
    write("dist/blog.json");
    write("shared/content/blog/2026/new-post.md");
    expect(changedSinceBuild(root, dist)).toBe("shared");
  });

  it("asks for a build when a post is deleted after it", () => {
    const { root, dist, write } = project();
    write("dist/blog.json");
    rmSync(join(root, "shared/content/blog/old-post.md"));
    expect(changedSinceBuild(root, dist)).toBe("shared");
  });

  it("asks for a build when a public image changed after it", () => {
    const { root, dist, write } = project();
    write("dist/blog.json");
    write("public/images/blog/new.svg");
    expect(changedSinceBuild(root, dist)).toBe("public");
  });
});
