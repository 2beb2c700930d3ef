// Publishing without an outage: `npm run publish-site` builds and has the running server take the
// new build up whole, while requests keep arriving at a steady rate. None may fail, and afterwards
// every path the new build holds answers as a server started on it would.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../test/support/project-copy";
import { startServer, type RunningServer } from "../test/support/server-process";
import { steadyLoad, type LoadRequest, type LoadTally } from "../test/support/steady-load";
import { waitUntilReady } from "../test/support/readiness";

const NEW_SLUG = "published-without-a-restart";
const NEW_TITLE = "Published without a restart";
/** A name no practice's file has: the identity the publish brings in. */
const NEW_NAME = "Fixture Publishing Counsel";

/** A post the test adds: the first post the content folder has (so its tags are declared there), retitled. */
function addPost(copy: string, changes: (text: string) => string = (text) => text): string {
  const dir = join(copy, "shared/content/blog");
  const source = readdirSync(dir).find((name) => name.endsWith(".md"));
  const text = source
    ? readFileSync(join(dir, source), "utf8")
    : readFileSync(join(copy, "test/support/fixtures/blog/fixture-02.md"), "utf8");
  const file = join(dir, `${NEW_SLUG}.md`);
  writeFileSync(file, changes(text.replace(/^title: .*$/m, `title: "${NEW_TITLE}"`).replace(/^draft: .*$/m, "")));
  return file;
}

function publish(copy: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/publish.ts"], {
      cwd: copy,
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 240_000,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const report = (name: string, tally: LoadTally) =>
  console.log(
    `${name}: ${tally.sent} requests in ${tally.seconds.toFixed(1)} s, ${tally.failed} failed${tally.failed ? `: ${tally.failures.join("; ")}` : ""}`,
  );

describe("npm run publish-site", () => {
  let copy: string;
  let server: RunningServer;
  let manifest: { script: string; stylesheet: string };

  beforeAll(async () => {
    copy = copyProject("site-publish-");
    const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: copy,
      encoding: "utf8",
      timeout: 180_000,
    });
    expect(built.status, built.stderr).toBe(0);
    manifest = JSON.parse(readFileSync(join(copy, "dist/manifest.json"), "utf8")) as typeof manifest;
    server = await startServer({ root: copy, env: { RATE_LIMIT_MAX: "100000" }, timeoutMs: 60_000 });
    await waitUntilReady(server.url);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** Pages, the previous build's assets, and an enquiry now and then: 20 requests a second. */
  const requests = (index: number): LoadRequest => {
    const paths = [
      "/",
      "/blog",
      manifest.script,
      "/how-we-work",
      manifest.stylesheet,
      "/privacy-policy",
      "/nowhere",
      "/healthz",
    ];
    if (index % 20 === 19) {
      const body = JSON.stringify({
        name: "Steady Load",
        company: "Load Pty Ltd",
        email: `load-${index}@example.net`,
        message: "Sent during a publish.",
      });
      return {
        path: "/api/enquiries",
        init: {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": `load-${index}-${Date.now()}` },
          body,
        },
        ok: (status) => status === 201,
      };
    }
    const path = paths[index % paths.length] ?? "/";
    // The previous build's assets must be there, not merely not a 5xx.
    return { path, ...(path.startsWith("/assets/") ? { ok: (status: number) => status === 200 } : {}) };
  };

  it("takes up a new post and a new identity with no failed request, and keeps the previous build's assets", async () => {
    const homeBefore = await (await fetch(`${server.url}/`)).text();
    expect(homeBefore).not.toContain(NEW_NAME);
    expect(await (await fetch(`${server.url}/blog/${NEW_SLUG}`)).text()).not.toContain(NEW_TITLE);

    // A record left by a server killed with -9, whose process id another process has since taken: a
    // `sleep`, which SIGHUP would end. Publish must not signal it, and removes the record.
    const stranger = spawn("sleep", ["600"], { stdio: "ignore" });
    const recordsDir = join(server.dataDir, "instances");
    const ownRecord = JSON.parse(readFileSync(join(recordsDir, `${server.port}.json`), "utf8")) as { started: string };
    const staleRecord = join(recordsDir, "1.json");
    writeFileSync(staleRecord, JSON.stringify({ ...ownRecord, port: 1, pid: stranger.pid }));

    const load = steadyLoad(server.url, requests);
    await sleep(3000);
    const before = load.phase();
    addPost(copy);
    const practiceFile = join(copy, "shared/content/practice.json");
    writeFileSync(
      practiceFile,
      JSON.stringify({ ...(JSON.parse(readFileSync(practiceFile, "utf8")) as object), tradingName: NEW_NAME }, null, 2),
    );
    const published = await publish(copy, server.dataDir);
    const during = load.phase();
    await sleep(3000);
    const after = await load.stop();
    for (const [name, tally] of [
      ["before the publish", before],
      ["during the publish (build, load, render, swap)", during],
      ["after the publish", after],
    ] as const)
      report(name, tally);

    const strangerAlive = stranger.exitCode === null && stranger.signalCode === null;
    stranger.kill("SIGKILL");
    expect(published.code, published.output).toBe(0);
    expect(published.output).toMatch(/serving build \d{4}-/);
    expect(strangerAlive, "the process that took a dead server's id was signalled").toBe(true);
    expect(published.output).toContain(
      `port 1 (pid ${stranger.pid}): the process with this id is not the server that wrote the record`,
    );
    expect(published.output).toMatch(/not signalled; removed the stale record/);
    expect(existsSync(staleRecord)).toBe(false);
    expect(
      [before.failed, during.failed, after.failed],
      [...before.failures, ...during.failures, ...after.failures].join("\n"),
    ).toEqual([0, 0, 0]);
    expect(during.sent).toBeGreaterThan(20);

    const post = await fetch(`${server.url}/blog/${NEW_SLUG}`);
    expect(post.status).toBe(200);
    expect(await post.text()).toContain(NEW_TITLE);
    expect(await (await fetch(`${server.url}/`)).text()).toContain(NEW_NAME);
    // The new identity is in the browser's bundle too: new hashed names, and the old ones still served.
    const now = JSON.parse(readFileSync(join(copy, "dist/manifest.json"), "utf8")) as typeof manifest;
    expect(now.script).not.toBe(manifest.script);
    for (const asset of [manifest.script, manifest.stylesheet])
      expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
  }, 300_000);

  it("answers every path the new build holds with the new build's bytes, as a server started on it does", async () => {
    // A server started afresh on the published dist/ is what "the new build's bytes" means; its
    // origin is the published server's, so the canonical URLs, feeds and sitemap agree.
    const fresh = await startServer({
      root: copy,
      env: { RATE_LIMIT_MAX: "100000", SITE_URL: server.url },
      timeoutMs: 60_000,
    });
    try {
      await waitUntilReady(fresh.url);
      const sitemap = await (await fetch(`${fresh.url}/sitemap.xml`)).text();
      const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
      expect(pages).toContain(`/blog/${NEW_SLUG}`);
      expect(
        pages.filter((path) => path.startsWith("/blog/tags/")).length,
        "the sitemap lists no tag's page",
      ).toBeGreaterThan(0);
      const paths = [
        ...new Set([
          ...pages,
          "/blog",
          "/sitemap.xml",
          "/robots.txt",
          "/blog/rss.xml",
          "/blog/atom.xml",
          "/blog/feed.json",
        ]),
      ];
      const stale: string[] = [];
      for (const path of paths) {
        const [published, started] = await Promise.all([fetch(`${server.url}${path}`), fetch(`${fresh.url}${path}`)]);
        const [publishedBody, startedBody] = await Promise.all([published.text(), started.text()]);
        if (published.status !== started.status || publishedBody !== startedBody)
          stale.push(`${path} (${published.status}, ${started.status} started afresh)`);
      }
      expect(stale, "paths the published server answers otherwise than a server started on the new build").toEqual([]);
    } finally {
      await fresh.stop();
    }
  }, 120_000);

  it("changes nothing when the build fails, and says why", async () => {
    const record = () =>
      JSON.parse(readFileSync(join(server.dataDir, "instances", `${server.port}.json`), "utf8")) as { build: string };
    const served = record().build;
    const home = await (await fetch(`${server.url}/`)).text();
    addPost(copy, (text) => text.replace(/^date: .*$/m, "date: 2026-02-30"));

    const published = await publish(copy, server.dataDir);
    expect(published.code).toBe(1);
    expect(published.output).toContain(`${NEW_SLUG}.md:`);
    expect(published.output).toMatch(/, date:\s/);
    expect(published.output).toContain("nothing was published");
    expect(record().build).toBe(served);
    expect(await (await fetch(`${server.url}/`)).text()).toBe(home);
  }, 300_000);
});
