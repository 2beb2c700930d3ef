// The development preview never goes stale silently: a post saved the way editors save (a new file
// renamed over the old) is rebuilt, every problem the build finds shows in the browser at once, and
// SIGTERM to `npm run dev` stops it and its server. In a copy of the project, so no file here changes.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../test/support/project-copy";
import { freePort } from "../test/support/server-process";
import { newestShippedPost } from "../test/support/blog";

const POST = `shared/content/blog/${newestShippedPost().slug}.md`;

describe("npm run dev", () => {
  let copy: string;
  let dev: ChildProcess;
  let url: string;
  let exited: Promise<number | null>;
  const output: string[] = [];

  /** As vim and JetBrains save: write a new file beside the post, then rename it over the post. */
  const renameSave = (text: string) => {
    const post = join(copy, POST);
    writeFileSync(`${post}.swp`, text);
    renameSync(`${post}.swp`, post);
  };
  const page = async (path: string) => {
    const response = await fetch(url + path, { headers: { Accept: "text/html" } }).catch(() => undefined);
    return response ? { status: response.status, text: await response.text() } : { status: 0, text: "" };
  };

  beforeAll(async () => {
    copy = copyProject("site-dev-");
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    dev = spawn("npm", ["run", "dev"], {
      cwd: copy,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: join(copy, "data"),
        SMTP_URL: "",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    dev.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    dev.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    exited = new Promise((resolve) => dev.once("exit", (code) => resolve(code)));
    // A plain loop: expect.poll belongs to tests, not hooks.
    for (const deadline = Date.now() + 90_000; (await page("/healthz")).status !== 200;) {
      if (Date.now() > deadline || dev.exitCode !== null)
        throw new Error(`npm run dev did not come up:\n${output.join("")}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);
  afterAll(async () => {
    if (dev.exitCode === null && dev.signalCode === null) dev.kill("SIGKILL");
    await exited;
  });

  it("rebuilds a post saved by renaming a new file over it, again and again", async () => {
    const original = readFileSync(join(copy, POST), "utf8");
    for (const title of ["Renamed Into Place Once", "Renamed Into Place Twice"]) {
      renameSave(original.replace(/^title: .*$/m, `title: "${title}"`));
      await expect.poll(async () => (await page("/blog")).text, { timeout: 30_000, interval: 250 }).toContain(title);
    }
  }, 90_000);

  it("shows every problem the build finds in the browser, a post's and a broken plans.json's at once, and the page again once they are fixed", async () => {
    const good = readFileSync(join(copy, POST), "utf8");
    const plans = join(copy, "shared/content/plans.json");
    const goodPlans = readFileSync(plans, "utf8");
    const comma = /"name": "[^"]*"(?=,)/.exec(goodPlans)!;
    writeFileSync(
      plans,
      goodPlans.slice(0, comma.index + comma[0].length) + goodPlans.slice(comma.index + comma[0].length + 1),
    );
    renameSave(good.replace(/^date: .*$/m, "date: 2026-02-30"));
    await expect
      .poll(async () => (await page("/")).text, { timeout: 30_000, interval: 250 })
      .toMatch(new RegExp(`${newestShippedPost().slug}\\.md:\\d+:\\d+: the post “[^”]+”, date:`));
    const shown = (await page("/")).text;
    expect(shown).toContain("The build has a problem");
    const line = goodPlans.slice(0, comma.index).split("\n").length;
    expect(shown).toContain(`shared/content/plans.json:${line}:`);
    expect(shown).toContain("is missing after this value");
    writeFileSync(plans, goodPlans);
    renameSave(good);
    // The page itself again, not a moment between servers (a refused connection has no problem to show).
    await expect
      .poll(
        async () => {
          const { status, text } = await page("/");
          return status === 200 && !text.includes("The build has a problem");
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
  }, 90_000);

  it("stops, with its server, on SIGTERM, even in the middle of a rebuild", async () => {
    // A save, then the signal while the rebuild keeps the script busy: a wrapper that gives a busy
    // script only milliseconds to answer (tsx's CLI) kills it outright and leaves the server running.
    renameSave(readFileSync(join(copy, POST), "utf8") + "\n");
    await new Promise((resolve) => setTimeout(resolve, 150));
    dev.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect((await page("/healthz")).status).toBe(0);
  }, 30_000);
});
