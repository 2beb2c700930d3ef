// Authoring from the staff area, against a copy of the project in a git repository of its own, with
// the built site running from it as `npm start` runs it: a preview builds and serves an edit without
// touching the checkout; a publish is a commit in the author's name that the running server takes up
// with no failed request; a build that fails, a stale edit and a path outside the content change
// nothing; two publishes at once run one after the other; a restore is a new commit that goes live.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, symlinkSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtGitProjectCopy } from "../../test/support/project-copy";
import { tempDir } from "../../test/support/cleanup";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { steadyLoad, type LoadRequest } from "../../test/support/steady-load";
import { testConfig } from "../platform/config";
import { createLogger } from "../platform/logger";
import { staffHeaders } from "../staff/request-checks";
import { createPublisher, previewRouter, type AuthoringPublisher, type Author } from "./index";

const ANA: Author = { name: "Ana Authorson", email: "ana@practice.example" };
const BEN: Author = { name: "Ben Writer", email: "ben@practice.example" };

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

describe("publishing content from the staff area", () => {
  let copy: string;
  let remote: string;
  let server: RunningServer;
  let publisher: AuthoringPublisher;
  let second: AuthoringPublisher;
  let previewOrigin: string;
  let closePreviews: () => void;
  let postPath: string;
  let postSlug: string;

  const read = (path: string) => readFileSync(join(copy, path));
  const version = (path: string) => git(copy, "hash-object", "--", path);
  const page = async (path: string) => {
    const answer = await fetch(`${server.url}${path}`);
    return { status: answer.status, body: await answer.text() };
  };
  const withTitle = (title: string, source = read(postPath).toString("utf8")) =>
    Buffer.from(source.replace(/^title: .*$/m, `title: "${title}"`));

  beforeAll(async () => {
    copy = builtGitProjectCopy("authoring-");
    remote = tempDir("authoring-remote-");
    git(remote, "init", "--quiet", "--bare");
    const blog = readdirSync(join(copy, "shared/content/blog")).filter((name) => name.endsWith(".md"));
    postSlug = (blog[0] ?? "").replace(/\.md$/, "");
    postPath = `shared/content/blog/${postSlug}.md`;
    server = await startServer({ root: copy, env: { RATE_LIMIT_MAX: "100000" }, timeoutMs: 60_000 });
    const config = testConfig({ SITE_URL: server.url, CONTENT_REMOTE: remote });
    const logger = createLogger(config);
    publisher = createPublisher({ root: copy, dataDir: server.dataDir, logger, config });
    // A second instance of the staff area on the same checkout and data folder, whose remote is not there.
    second = createPublisher({
      root: copy,
      dataDir: server.dataDir,
      logger,
      config: testConfig({ SITE_URL: server.url, CONTENT_REMOTE: join(remote, "not-a-repository") }),
    });
    // Mounted as the staff app mounts its routers: behind the staff area's own headers.
    const app = express();
    app.use(staffHeaders([], false));
    app.use(previewRouter(publisher));
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    previewOrigin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    closePreviews = () => listening.close();
  }, 300_000);
  afterAll(async () => {
    closePreviews?.();
    await publisher?.close();
    await second?.close();
    await server?.stop();
  });

  it("reads a file with its version (git's blob id), lists a folder, and reads a file as a commit had it", async () => {
    const repository = publisher.repository;
    const file = await repository.read(postPath);
    expect(file?.bytes.equals(read(postPath))).toBe(true);
    expect(file?.version).toBe(version(postPath));
    expect(await repository.read("shared/content/blog/not-there.md")).toBeUndefined();
    const listed = await repository.list("shared/content");
    expect(listed).toContain("shared/content/blog/");
    expect(listed).toContain("shared/content/plans.json");
    expect(await repository.list("shared/content/blog")).toContain(postPath);
    expect(await repository.list("public/images/not-a-folder")).toEqual([]);
    const head = git(copy, "rev-parse", "HEAD");
    expect((await repository.readAt(postPath, head))?.equals(read(postPath))).toBe(true);
    expect(await repository.readAt(postPath, "HEAD~1")).toBeUndefined();
    expect(await repository.readAt("shared/content/blog/not-there.md", head)).toBeUndefined();
    await expect(repository.readAt("../package.json", head)).rejects.toThrow(/leaves its folder/);
    expect(await repository.history(postPath)).toEqual([
      {
        commit: head,
        author: { name: "Site Setup", email: "setup@example.test" },
        date: expect.any(Date),
        message: "the site as it stands",
      },
    ]);
  });

  it("previews a changed post and a new draft from its own build, with no script and every address under the preview, changing nothing else", async () => {
    const head = git(copy, "rev-parse", "HEAD");
    const before = read(postPath);
    const livePost = await page(`/blog/${postSlug}`);
    const draft = withTitle("A draft seen only in preview")
      .toString("utf8")
      .replace(/^---\n/, "---\ndraft: true\n");
    const result = await publisher.preview({
      writes: [
        { path: postPath, bytes: withTitle("Previewed, not yet published") },
        { path: "shared/content/blog/draft-in-preview.md", bytes: Buffer.from(draft) },
      ],
    });
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    if (!result.ok) return;
    const prefix = `/author/preview/${result.id}`;

    const post = await fetch(`${previewOrigin}${prefix}/blog/${postSlug}`);
    const html = await post.text();
    expect(post.status).toBe(200);
    expect(html).toContain("Previewed, not yet published");
    expect(html).not.toMatch(/<script\b/i);
    // The preview's own policy in place of the staff pages': no script, the public pages' images, framed by staff pages only.
    const policy = post.headers.get("content-security-policy") ?? "";
    for (const directive of ["script-src 'none'", "img-src 'self' data:", "style-src 'self'", "frame-ancestors 'self'"])
      expect(policy).toContain(directive);
    expect(post.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // Every root-relative address stays under the preview: none leads to the live site's root.
    const addresses = [...html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map(([, url]) => url ?? "");
    expect(addresses.filter((url) => url.startsWith("/") && !url.startsWith(`${prefix}/`))).toEqual([]);
    expect(addresses.filter((url) => url.startsWith(server.url))).toEqual([]);
    // Its stylesheet is the preview build's, and the files it names are served under the preview too.
    const stylesheet =
      /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/.exec(html)?.[1] ?? /href="([^"]+\.css)"/.exec(html)?.[1] ?? "";
    expect(stylesheet.startsWith(`${prefix}/assets/`), stylesheet).toBe(true);
    const css = await (await fetch(`${previewOrigin}${stylesheet}`)).text();
    const cssUrls = [...css.matchAll(/url\(["']?(\/[^"')]+)/g)].map(([, url]) => url ?? "");
    expect(cssUrls.length, "the stylesheet names no font or image").toBeGreaterThan(0);
    expect(cssUrls.filter((url) => !url.startsWith(`${prefix}/`))).toEqual([]);
    for (const url of cssUrls.slice(0, 3)) expect((await fetch(`${previewOrigin}${url}`)).status, url).toBe(200);
    const draftPage = await fetch(`${previewOrigin}${prefix}/blog/draft-in-preview`);
    expect(draftPage.status).toBe(200);
    expect(await draftPage.text()).toContain("A draft seen only in preview");

    // Nothing outside the preview changed: the checkout, its history, the live site.
    expect(read(postPath).equals(before)).toBe(true);
    expect(git(copy, "status", "--porcelain")).toBe("");
    expect(git(copy, "rev-parse", "HEAD")).toBe(head);
    expect(await page(`/blog/${postSlug}`)).toEqual(livePost);
    expect((await fetch(`${server.url}/blog/draft-in-preview`, { redirect: "manual" })).status).not.toBe(200);
    expect((await page("/blog/draft-in-preview")).body).not.toContain("A draft seen only in preview");
    expect((await fetch(`${previewOrigin}/author/preview/AAAAAAAAAAAA/`)).status).toBe(404);
  }, 240_000);

  it("returns the build's own report when a preview does not build, and leaves no folder behind", async () => {
    const result = await publisher.preview({
      writes: [
        {
          path: postPath,
          bytes: Buffer.from(
            read(postPath)
              .toString("utf8")
              .replace(/^date: .*$/m, "date: 2026-02-30"),
          ),
        },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.report).toContain(`${postPath}:`);
    expect(result.report).toMatch(/, date:\s/);
    expect(result.report).not.toContain(server.dataDir);
    const folders = readdirSync(join(server.dataDir, "authoring/previews"));
    expect(folders.length, folders.join(", ")).toBe(1);
  }, 240_000);

  it("publishes in the author's name: a commit, pushed, taken up by the running server with no failed request", async () => {
    const manifest = JSON.parse(readFileSync(join(copy, "dist/manifest.json"), "utf8")) as {
      script: string;
      stylesheet: string;
    };
    const paths = ["/", "/blog", `/blog/${postSlug}`, manifest.stylesheet, manifest.script, "/healthz"];
    const requests = (index: number): LoadRequest => {
      const path = paths[index % paths.length] ?? "/";
      return { path, ...(path.startsWith("/assets/") ? { ok: (status: number) => status === 200 } : {}) };
    };
    const load = steadyLoad(server.url, requests);
    const result = await publisher.publish({
      writes: [{ path: postPath, bytes: withTitle("Published from the staff area") }],
      expected: [{ path: postPath, version: version(postPath) }],
      message: "Retitle the post",
      author: ANA,
    });
    const tally = await load.stop();
    console.log(`during the publish: ${tally.sent} requests in ${tally.seconds.toFixed(1)} s, ${tally.failed} failed`);
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true, pushed: true, instances: 1 });
    if (!result.ok) return;
    expect(tally.failures).toEqual([]);
    expect(tally.sent).toBeGreaterThan(20);
    expect(git(copy, "log", "-1", "--format=%an%ae|%s|%H")).toBe(
      `${ANA.name}${ANA.email}|Retitle the post|${result.commit}`,
    );
    expect(git(copy, "show", "--name-only", "--format=", result.commit)).toBe(postPath);
    expect(git(remote, "rev-parse", "main")).toBe(result.commit);
    expect((await page(`/blog/${postSlug}`)).body).toContain("Published from the staff area");
    const history = await publisher.repository.history(postPath);
    expect(history[0]).toMatchObject({ commit: result.commit, author: ANA, message: "Retitle the post" });
  }, 300_000);

  it("changes nothing when the build fails, and returns the build's report", async () => {
    const head = git(copy, "rev-parse", "HEAD");
    const live = await page(`/blog/${postSlug}`);
    const bytes = read(postPath);
    const result = await publisher.publish({
      writes: [
        { path: postPath, bytes: Buffer.from(bytes.toString("utf8").replace(/^date: .*$/m, "date: 2026-02-30")) },
      ],
      expected: [{ path: postPath, version: version(postPath) }],
      message: "An impossible date",
      author: ANA,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.report).toContain(`${postPath}:`);
    expect(result.report).toMatch(/, date:\s/);
    expect(git(copy, "rev-parse", "HEAD")).toBe(head);
    expect(git(copy, "status", "--porcelain")).toBe("");
    expect(read(postPath).equals(bytes)).toBe(true);
    expect(await page(`/blog/${postSlug}`)).toEqual(live);
  }, 300_000);

  it("refuses a stale edit, naming who changed the file and when, and writes nothing", async () => {
    const [last] = await publisher.repository.history(postPath, 1);
    const head = git(copy, "rev-parse", "HEAD");
    const bytes = read(postPath);
    const staleVersion = git(copy, "rev-parse", `${head}~1:${postPath}`);
    const result = await second.publish({
      writes: [{ path: postPath, bytes: withTitle("Written over another author's change") }],
      expected: [{ path: postPath, version: staleVersion }],
      message: "Stale",
      author: BEN,
    });
    expect(result).toEqual({ ok: false, stale: { path: postPath, by: ANA, at: last?.date, commit: last?.commit } });
    expect(git(copy, "rev-parse", "HEAD")).toBe(head);
    expect(read(postPath).equals(bytes)).toBe(true);
  });

  it("refuses a path outside the content folders, or through a link out of them, and writes nothing", async () => {
    symlinkSync(join(copy, "server"), join(copy, "shared/content/escape"));
    const head = git(copy, "rev-parse", "HEAD");
    for (const path of [
      "../outside.md",
      "shared/content/../../package.json",
      "/etc/passwd",
      "server/index.ts",
      "shared/content/escape/index.ts",
      "shared/content/.hidden",
    ]) {
      const result = await publisher.publish({
        writes: [{ path, bytes: Buffer.from("x") }],
        expected: [{ path, version: null }],
        message: "x",
        author: ANA,
      });
      expect(result.ok, path).toBe(false);
      if (!result.ok) expect(result.report, path).toMatch(/^Nothing was published: /);
    }
    await expect(publisher.repository.read("shared/content/escape/index.ts")).rejects.toThrow(/symbolic link/);
    expect(readFileSync(join(copy, "server/index.ts"), "utf8")).not.toBe("x");
    expect(git(copy, "rev-parse", "HEAD")).toBe(head);
    execFileSync("rm", [join(copy, "shared/content/escape")]);
  });

  it("runs two publishes at once one after the other, from two instances sharing the checkout", async () => {
    const head = git(copy, "rev-parse", "HEAD");
    const first = "shared/content/blog/first-at-once.md";
    const other = "shared/content/blog/second-at-once.md";
    const [a, b] = await Promise.all([
      publisher.publish({
        writes: [{ path: first, bytes: withTitle("First at once") }],
        expected: [{ path: first, version: null }],
        message: "First",
        author: ANA,
      }),
      second.publish({
        writes: [{ path: other, bytes: withTitle("Second at once") }],
        expected: [{ path: other, version: null }],
        message: "Second",
        author: BEN,
      }),
    ]);
    expect([a.ok, b.ok], JSON.stringify([a, b])).toEqual([true, true]);
    // A push that fails is reported, and the change is live all the same.
    expect(a).toMatchObject({ pushed: true });
    expect(b).toMatchObject({
      pushed: false,
      pushReport: expect.stringMatching(
        /^Published, but not yet copied to the practice's repository: .*not-a-repository/s,
      ),
    });
    // One history, each commit holding its own file only, the later built on the earlier.
    const log = git(copy, "log", "--format=%H %an", `${head}..HEAD`).split("\n");
    expect(log).toHaveLength(2);
    for (const line of log) {
      const [commit = "", ...name] = line.split(" ");
      expect(git(copy, "show", "--name-only", "--format=", commit)).toBe(name.join(" ") === ANA.name ? first : other);
    }
    expect((await page("/blog/first-at-once")).body).toContain("First at once");
    expect((await page("/blog/second-at-once")).body).toContain("Second at once");
  }, 300_000);

  it("removes a file as a commit of its removal, and the page goes", async () => {
    const path = "shared/content/blog/second-at-once.md";
    const result = await publisher.publish({
      writes: [],
      removes: [path],
      expected: [{ path, version: version(path) }],
      message: "Take the post down",
      author: BEN,
    });
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(git(copy, "show", "--name-status", "--format=%an", result.commit)).toBe(`${BEN.name}\n\nD\t${path}`);
    expect((await page("/blog/second-at-once")).body).not.toContain("Second at once");
  }, 300_000);

  it("restores an earlier version as a new commit that goes live", async () => {
    const history = await publisher.repository.history(postPath);
    const original = history.at(-1);
    expect(original?.author.name).toBe("Site Setup");
    const result = await publisher.restore({
      path: postPath,
      commit: original?.commit ?? "",
      author: BEN,
      expected: version(postPath),
    });
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(git(copy, "log", "-1", "--format=%an%ae", result.commit)).toBe(`${BEN.name}${BEN.email}`);
    expect(read(postPath).equals(execFileSync("git", ["show", `${original?.commit}:${postPath}`], { cwd: copy }))).toBe(
      true,
    );
    expect((await page(`/blog/${postSlug}`)).body).not.toContain("Published from the staff area");
    expect((await publisher.repository.history(postPath)).length).toBe(history.length + 1);
  }, 300_000);
});
