// The staff area's authoring pages wired as the server wires them (staffRouters with the real
// publisher), signed in through a real OpenID provider, on a copy of the project in a git repository
// of its own with the built site running from it: an author writes a post with a photo and a tag,
// previews it, publishes it, and the post, /blog, the tag's page, the feeds and the sitemap show it
// while a steady load of visitors' requests gets no failure; a price change reaches every page that
// shows the plans. Nothing is faked between the form and the running site.
import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtGitProjectCopy } from "../../../test/support/project-copy";
import { tempDir } from "../../../test/support/cleanup";
import { startServer, type RunningServer } from "../../../test/support/server-process";
import { steadyLoad } from "../../../test/support/steady-load";
import { startTestProvider, type TestProvider } from "../../../test/support/oidc-provider";
import { AUTHOR_ACCOUNTS, CLIENT_SECRET, signedIn } from "../../../test/support/authoring-app";
import { formFields } from "../../../test/support/form-fields";
import { testConfig } from "../../platform/config";
import { createLogger } from "../../platform/logger";
import { openSqliteStore } from "../../enquiries/store-sqlite";
import { storeAuditSink } from "../../enquiries/audit";
import { createPublisher, type AuthoringPublisher } from "../../authoring";
import { createStaffApp } from "../staff-app";
import { staffRouters } from "../routers";

const STAFF_URL = "http://127.0.0.1:4300";
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
const draftIn = (html: string) => /action="\/author\/publish\/([^"]+)"/.exec(html)?.[1] ?? "";
const firstOption = (html: string, select: string) =>
  new RegExp(`<select[^>]*name="${select}"[^>]*>[\\s\\S]*?<option value="([^"]+)"`).exec(html)?.[1] ?? "";
const firstCheckbox = (html: string, name: string) =>
  new RegExp(`type="checkbox" name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

describe("an author publishes from the staff area to the running site", () => {
  let copy: string;
  let server: RunningServer;
  let provider: TestProvider;
  let publisher: AuthoringPublisher;
  let ana: Awaited<ReturnType<typeof signedIn>>;

  /** Every visitor-facing path a publish touches, asked for in turn while it runs. */
  const underLoad = async <T>(paths: readonly string[], work: () => Promise<T>) => {
    const load = steadyLoad(server.url, (index) => ({ path: paths[index % paths.length] ?? "/" }), { intervalMs: 100 });
    const result = await work();
    const tally = await load.stop();
    return { result, tally };
  };
  const page = async (path: string) => {
    const answer = await fetch(`${server.url}${path}`);
    return { status: answer.status, body: await answer.text() };
  };

  beforeAll(async () => {
    copy = builtGitProjectCopy("authoring-live-");
    server = await startServer({ root: copy, env: { RATE_LIMIT_MAX: "100000" }, timeoutMs: 60_000 });
    provider = await startTestProvider(
      [{ clientId: "staff-site", clientSecret: CLIENT_SECRET, redirectUris: [`${STAFF_URL}/auth/callback`] }],
      AUTHOR_ACCOUNTS,
    );
    const config = testConfig({ SITE_URL: server.url });
    const logger = createLogger({ ...config, LOG_LEVEL: "silent" });
    publisher = createPublisher({ root: copy, dataDir: server.dataDir, logger, config });
    const store = openSqliteStore({ dataDir: tempDir("authoring-live-store-") });
    const audit = storeAuditSink(store);
    const staff = createStaffApp({
      config: {
        TRUST_PROXY: 0,
        STAFF_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: "staff-site",
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
        STAFF_EMAILS: ["@practice.example"],
      },
      store,
      logger,
      audit,
      routers: staffRouters({
        store,
        audit,
        authoring: { root: copy, publisher, authorEmails: ["ana@practice.example"] },
      }),
    });
    ana = await signedIn(staff.app, provider.issuer, "ana", STAFF_URL);
  }, 420_000);
  afterAll(async () => {
    await publisher?.close();
    await provider?.close();
    await server?.stop();
  });

  it("writes a post with a photo and a tag, previews it, publishes it as a commit in the author's name, and every page that lists it shows it, with no failed request", async () => {
    const form = (await ana.get("/author/posts/new")).text;
    const author = firstOption(form, "author");
    const tag = firstCheckbox(form, "tags");
    expect(author, "the form offers the team as authors").not.toBe("");
    expect(tag, "the form offers the declared tags").not.toBe("");
    const slug = "written-in-the-browser";
    const title = "Written in the browser, published in place";
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#3a5f7d" } })
      .jpeg()
      .toBuffer();
    const fields = {
      ...formFields(form, (name) => !name.startsWith("_") || name === "_version"),
      _slug: slug,
      title,
      excerpt: "A post an author wrote, previewed and published from the staff area.",
      author,
      tags: [tag],
      date: "2026-11-20",
      imageAlt: "A plain blue photograph",
      body: "An opening paragraph.\n\n## A section\n\nMore words, and a [link to the blog](/blog).",
    };
    delete (fields as Record<string, unknown>).draft;
    const preview = await ana.multipart("/author/posts/new", fields, {
      "image.file": { bytes: photo, name: "IMG_0001.JPG" },
    });
    expect(preview.status, preview.text).toBe(200);
    const previewId = /src="\/author\/preview\/([^/"]+)\//.exec(preview.text)?.[1] ?? "";
    const framed = await ana.get(`/author/preview/${previewId}/blog/${slug}`);
    expect(framed.status).toBe(200);
    expect(framed.text).toContain(title);
    // An unknown post's address redirects to the blog's post: the preview's title is what must not be there.
    expect((await page(`/blog/${slug}`)).body, "a preview is never public").not.toContain(title);

    const paths = ["/", "/blog", `/blog/tags/${tag}`, "/blog/rss.xml", "/sitemap.xml", `/blog/${slug}`];
    const { result: published, tally } = await underLoad(paths, () =>
      ana.post(`/author/publish/${draftIn(preview.text)}`, {}),
    );
    expect(published.status, published.text).toBe(200);
    console.log(
      `publishing a post from the staff area: ${tally.sent} visitors' requests in ${tally.seconds.toFixed(1)} s, ${tally.failed} failed`,
    );
    expect(tally.failures).toEqual([]);
    expect(tally.sent).toBeGreaterThan(10);
    expect(git(copy, "log", "-1", "--format=%an <%ae>")).toBe("Ana Reyes <ana@practice.example>");
    expect(git(copy, "show", "--name-only", "--format=", "HEAD").split("\n")).toEqual(
      expect.arrayContaining([`shared/content/blog/${slug}.md`]),
    );
    for (const path of [
      `/blog/${slug}`,
      "/blog",
      `/blog/tags/${tag}`,
      "/blog/rss.xml",
      "/blog/feed.json",
      "/sitemap.xml",
    ]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain(
        path === "/sitemap.xml" ? `/blog/${slug}` : path.includes("tags") || path === "/blog" ? title : slug,
      );
    }
    const post = (await page(`/blog/${slug}`)).body;
    expect(post, "the photo is served resized, not as uploaded").toMatch(/srcset="[^"]*\/assets\/[^"]+ \d+w/i);
  }, 420_000);

  it("changes a plan's price and the new price reaches the home page, how we work and the cost comparison", async () => {
    const editor = (await ana.get("/author/plans")).text;
    const body = formFields(editor, (name) => name.startsWith("plans.") || name === "_version");
    body["plans.0.price.amount"] = "1234";
    const preview = await ana.post("/author/plans", body);
    expect(preview.status, preview.text).toBe(200);
    const published = await ana.post(`/author/publish/${draftIn(preview.text)}`, {});
    expect(published.status, published.text).toBe(200);
    for (const path of ["/", "/how-we-work", "/cost-comparison"])
      expect((await page(path)).body, path).toContain("1,234");
  }, 420_000);
});
