// A bad post must not take a running site down on restart: the build replaces dist/ only when it
// succeeds, and `npm start` serves the last good build when a rebuild fails, saying so at error level.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../test/support/project-copy";
import { startServer, type RunningServer } from "../test/support/server-process";
import { newestShippedPost } from "../test/support/blog";

const POST = `shared/content/blog/${newestShippedPost().slug}.md`;

describe("npm start with a post the build refuses", () => {
  let copy: string;
  let server: RunningServer | undefined;
  let firstBuilds: { status: number | null; stderr: string }[] = [];

  beforeAll(async () => {
    copy = copyProject("site-last-good-");
    // Two at once, as two `npm start` on a changed checkout would: each must finish whole.
    firstBuilds = await Promise.all([buildIn(copy), buildIn(copy)]);
    // The author's mistake: a date that is not on the calendar, saved after the build.
    const post = join(copy, POST);
    writeFileSync(post, readFileSync(post, "utf8").replace(/^date: .*$/m, "date: 2026-02-30"));
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("lets two builds run at once: both succeed, dist/ is whole, no staging folder is left", () => {
    for (const build of firstBuilds) expect(build.status, build.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(copy, "dist/manifest.json"), "utf8"))).toHaveProperty("script");
    expect(existsSync(join(copy, "dist/server/index.js"))).toBe(true);
    expect(readdirSync(copy).filter((name) => name.startsWith("dist."))).toEqual([]);
  });

  it("keeps dist/ whole when the build fails", () => {
    const manifest = readFileSync(join(copy, "dist/manifest.json"), "utf8");
    const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: copy,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(build.status).not.toBe(0);
    expect(build.stderr).toMatch(dateProblem());
    expect(readFileSync(join(copy, "dist/manifest.json"), "utf8")).toBe(manifest);
    expect(readdirSync(copy).filter((name) => name.startsWith("dist."))).toEqual([]);
    expect(existsSync(join(copy, "dist/server/index.js"))).toBe(true);
  }, 120_000);

  it("serves the last good build, and logs the build's message at error level", async () => {
    server = await startServer({ root: copy, timeoutMs: 120_000 });
    const post = await fetch(`${server.url}/blog/${newestShippedPost().slug}`);
    expect(post.status).toBe(200);
    const failure = server
      .logLines()
      .find((line) => line.level === 50 && String(line.msg).startsWith("the build failed"));
    expect(failure?.build).toMatch(dateProblem());
  }, 150_000);

  it("with no good build to fall back on, exits 1 naming the file and the field", () => {
    rmSync(join(copy, "dist"), { recursive: true, force: true });
    const start = spawnSync(process.execPath, ["scripts/start.mjs"], {
      cwd: copy,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1" },
    });
    expect(start.status).toBe(1);
    expect(start.stderr).toMatch(dateProblem());
  }, 150_000);
});

/** The report's heading of the post's date problem: its file, line and column, the post by its title, the field. */
const dateProblem = () => new RegExp(`${newestShippedPost().slug}\\.md:\\d+:\\d+: the post “[^”]+”, date:`);

function buildIn(cwd: string): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd,
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 120_000,
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (status) => resolve({ status, stderr }));
  });
}
