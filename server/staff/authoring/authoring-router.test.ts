import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authoringApp, AUTHOR_ACCOUNTS, CLIENT_SECRET, signedIn } from "../../../test/support/authoring-app";
import { formFields } from "../../../test/support/form-fields";
import { startTestProvider, type TestProvider } from "../../../test/support/oidc-provider";

const STAFF_URL = "http://127.0.0.1:4200";
let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider(
    [{ clientId: "staff-site", clientSecret: CLIENT_SECRET, redirectUris: [`${STAFF_URL}/auth/callback`] }],
    AUTHOR_ACCOUNTS,
  );
});
afterAll(() => provider.close());

/** The fixture post's fields as its editor holds them, changed by `change`. */
const post = (change: Record<string, string | string[]> = {}) => ({
  title: "Fixture post 02",
  excerpt: "The excerpt of fixture post 02, a test of the blog.",
  author: "fixture-author",
  date: "2025-02-03",
  image: "/images/blog/fixture-hero.svg",
  imageAlt: "Two overlapping circles",
  tags: ["contracts", "employment"],
  body: "The body, changed.\n\n## A section\n\nMore words.",
  ...change,
});

async function start() {
  const authoring = authoringApp(provider, STAFF_URL);
  const ana = await signedIn(authoring.app, provider.issuer, "ana", STAFF_URL);
  return { ...authoring, ana };
}

const versionIn = (html: string) => /name="_version" value="([^"]*)"/.exec(html)?.[1] ?? "";
const gitLog = (root: string) =>
  execFileSync("git", ["log", "--format=%an <%ae>|%s", "-n1"], { cwd: root, encoding: "utf8" }).trim();

describe("the authoring section", () => {
  it("is for AUTHOR_EMAILS only: other signed-in staff get a 403 page saying why; authors see the way in from the inbox", async () => {
    const { app, ana } = await start();
    const ben = await signedIn(app, provider.issuer, "ben", STAFF_URL);
    for (const path of ["/author", "/author/posts", "/author/posts/fixture-02", "/author/plans"]) {
      const refused = await ben.get(path);
      expect([path, refused.status]).toEqual([path, 403]);
      expect(refused.text).toContain("AUTHOR_EMAILS");
    }
    expect((await ben.post("/author/plans", {})).status).toBe(403);
    expect((await ben.get("/inbox")).text).not.toContain('href="/author"');
    expect((await ana.get("/inbox")).text).toContain('href="/author"');
    const home = await ana.get("/author");
    expect(home.status).toBe(200);
    for (const kind of ["Posts", "Team profiles", "Plans and prices", "Enquiry terms", "Engagement terms"])
      expect(home.text).toContain(kind);
  });

  it("refuses every POST without the session's token or from another origin, changing nothing", async () => {
    const { app, ana, publisher } = await start();
    const request = (await import("supertest")).default;
    const noToken = await request(app)
      .post("/author/posts/fixture-02")
      .set("Origin", STAFF_URL)
      .type("form")
      .send("title=x");
    expect(noToken.status).toBe(403);
    const otherSite = await ana.multipart("/author/posts/fixture-02", post(), {}, "https://elsewhere.example");
    expect(otherSite.status).toBe(403);
    const wrongToken = await ana.multipart("/author/posts/fixture-02", { ...post(), _csrf: "forged" });
    expect(wrongToken.status).toBe(403);
    for (const path of ["/author/publish/x", "/author/history/plans/restore"])
      expect((await request(app).post(path).set("Origin", "https://elsewhere.example")).status).toBe(403);
    expect(publisher.previews.size + publisher.published.length).toBe(0);
  });

  it("generates the editor from the schemas: labels in words, references chosen from the team, the tags (with labels) and the areas", async () => {
    const { ana } = await start();
    const editor = await ana.get("/author/posts/fixture-02");
    expect(editor.status).toBe(200);
    for (const label of ["Title", "Summary", "Author", "Date published", "Image description", "Tags", "Draft"])
      expect(editor.text).toContain(`>${label}</`);
    expect(editor.text).toMatch(/<option value="fixture-author" selected="">Fixture Author, Fixture Role A<\/option>/);
    expect(editor.text).toMatch(/name="tags" checked="" value="contracts"\/><label[^>]*>Fixture agreements</);
    expect(editor.text).toMatch(/enctype="multipart\/form-data"/i);
    const profile = await ana.get("/author/team/fixture-author");
    expect(profile.text).toMatch(
      /name="leads" checked="" value="corporate-commercial"\/><label[^>]*>Fixture Corporate</,
    );
    const plans = await ana.get("/author/plans");
    for (const label of [
      "Price in dollars",
      "Hours of legal work a month",
      "Answer within (business days)",
      "Practice areas covered",
    ])
      expect(plans.text).toContain(label);
    expect(plans.text).not.toMatch(/>plans\.0/);
  });

  it("shows every problem at once beside its field and in a summary linking to it, keeps what was typed, and saves nothing", async () => {
    const { ana, publisher } = await start();
    const version = versionIn((await ana.get("/author/posts/fixture-02")).text);
    const refused = await ana.multipart("/author/posts/fixture-02", {
      ...post({ title: "", author: "nobody-here", date: "2025-02-30", tags: [], body: "Kept words TODO" }),
      _version: version,
    });
    expect(refused.status).toBe(422);
    for (const [field, id] of [
      ["title", "f-title"],
      ["author", "f-author"],
      ["date", "f-date"],
      ["tags", "f-tags"],
    ]) {
      expect(refused.text, field).toContain(`href="#${id}"`);
      expect(refused.text, field).toMatch(
        new RegExp(`id="${id}"[^>]*aria-invalid="true"[^>]*aria-describedby="${id}-error`),
      );
      expect(refused.text, field).toContain(`id="${id}-error"`);
    }
    expect(refused.text).toContain("There are 5 problems");
    expect(refused.text).toContain('href="#f-body"');
    expect(refused.text).toContain("nobody-here");
    expect(refused.text).toContain("Kept words TODO");
    expect(refused.text).toContain('value="2025-02-30"');
    expect(publisher.previews.size + publisher.published.length).toBe(0);
  });

  it("previews every page the change touches at 390 and 1280 px, publishes it as a commit in the author's name, and records each step with the commit", async () => {
    const { ana, publisher, root, audit } = await start();
    const version = versionIn((await ana.get("/author/posts/fixture-02")).text);
    const preview = await ana.multipart("/author/posts/fixture-02", {
      ...post({ title: "A changed title" }),
      _version: version,
    });
    expect(preview.status, preview.text).toBe(200);
    for (const page of ["/blog/fixture-02", "/blog", "/blog/tags/contracts", "/blog/tags/employment"]) {
      expect(preview.text).toContain(`src="/author/preview/p1${page}" width="390"`);
      expect(preview.text).toContain(`src="/author/preview/p1${page}" width="1280"`);
    }
    const framed = await ana.get("/author/preview/p1/blog/fixture-02");
    expect(framed.text).toContain("A changed title");
    expect(framed.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(framed.headers["content-security-policy"]).toContain("script-src 'none'");
    const draft = /action="\/author\/publish\/([^"]+)"/.exec(preview.text)?.[1] ?? "";
    const published = await ana.post(`/author/publish/${draft}`, {});
    expect(published.status).toBe(200);
    expect(published.text).toContain("Published");
    expect(gitLog(root)).toBe('Ana Reyes <ana@practice.example>|Update the post "A changed title"');
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    expect(audit.filter((event) => event.action.startsWith("content-")).map((event) => event.action)).toEqual([
      "content-preview",
      "content-publish",
    ]);
    expect(audit.find((event) => event.action === "content-publish")?.detail).toContain(commit);
    expect(publisher.published).toHaveLength(1);
  });

  it("refuses a stale publish naming who changed the file and when, and keeps the author's text", async () => {
    const { ana, root } = await start();
    const version = versionIn((await ana.get("/author/posts/fixture-02")).text);
    const preview = await ana.multipart("/author/posts/fixture-02", {
      ...post({ body: "My careful words." }),
      _version: version,
    });
    const draft = /action="\/author\/publish\/([^"]+)"/.exec(preview.text)?.[1] ?? "";
    execFileSync(
      "sh",
      [
        "-c",
        `echo "Another edit." >> shared/content/blog/fixture-02.md && git -c user.name="Ben Cho" -c user.email=ben@practice.example commit -qam "Ben's edit"`,
      ],
      { cwd: root },
    );
    const refused = await ana.post(`/author/publish/${draft}`, {});
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("Ben Cho (ben@practice.example)");
    expect(refused.text).toMatch(/at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(refused.text).toContain("My careful words.");
    expect(gitLog(root)).toContain("Ben's edit");
  });

  it("shows a failed build's report as the author reads it, publishing nothing", async () => {
    const { ana, publisher } = await start();
    publisher.failNext("shared/content/blog/fixture-02.md: body: the link to /nowhere names no page");
    const failed = await ana.multipart("/author/posts/fixture-02", post());
    expect(failed.status).toBe(422);
    expect(failed.text).toContain("the link to /nowhere names no page");
    expect(publisher.published).toHaveLength(0);
  });

  it("restores an earlier version of the plans as a new commit, after its preview", async () => {
    const { ana, root, audit } = await start();
    const editor = await ana.get("/author/plans");
    const body = formFields(editor.text, (name) => name.startsWith("plans.") || name === "_version");
    body["plans.0.price.amount"] = "4321";
    const preview = await ana.post("/author/plans", body);
    expect(preview.status, preview.text).toBe(200);
    for (const page of ["/", "/how-we-work", "/cost-comparison"])
      expect(preview.text).toContain(`/author/preview/p1${page}"`);
    await ana.post(`/author/publish/${/action="\/author\/publish\/([^"]+)"/.exec(preview.text)?.[1]}`, {});
    expect(execFileSync("git", ["show", "HEAD:shared/content/plans.json"], { cwd: root, encoding: "utf8" })).toContain(
      '"amount": 4321',
    );
    const history = await ana.get("/author/history/plans");
    const first = [...history.text.matchAll(/name="commit" value="([0-9a-f]+)"/g)].map(([, commit]) => commit);
    expect(first).toHaveLength(1);
    const restorePreview = await ana.post("/author/history/plans/restore", { commit: first[0] ?? "" });
    expect(restorePreview.status).toBe(200);
    const restored = await ana.post(
      `/author/publish/${/action="\/author\/publish\/([^"]+)"/.exec(restorePreview.text)?.[1]}`,
      {},
    );
    expect(restored.status, restored.text).toBe(200);
    expect(
      execFileSync("git", ["show", "HEAD:shared/content/plans.json"], { cwd: root, encoding: "utf8" }),
    ).not.toContain('"amount": 4321');
    expect(gitLog(root)).toMatch(/^Ana Reyes <ana@practice.example>\|Restore/);
    expect(audit.map((event) => event.action)).toContain("content-restore");
  });
});

describe("uploads", () => {
  const jpeg = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
  const png = () =>
    sharp({ create: { width: 32, height: 32, channels: 4, background: "#33669980" } })
      .png()
      .toBuffer();
  const filesUnder = (root: string) =>
    readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) => !name.startsWith(".git"));

  it("refuses a file that is not an image by its bytes, an oversized one and a polyglot, beside the field, writing nothing", async () => {
    const { ana, publisher, root } = await start();
    const before = filesUnder(root);
    const cases: Array<[string, { bytes: Buffer; name: string }, string]> = [
      [
        "not an image",
        { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "photo.jpg" },
        "is not a JPEG, PNG, WebP or AVIF image",
      ],
      [
        "over the limit",
        { bytes: Buffer.concat([await jpeg(), Buffer.alloc(16 * 1024 * 1024)]), name: "big.jpg" },
        "larger than 15 MB",
      ],
      [
        "a polyglot",
        { bytes: Buffer.concat([await png(), Buffer.from("<script>alert(document.cookie)</script>")]), name: "x.png" },
        "holds something besides the picture",
      ],
    ];
    for (const [what, file, message] of cases) {
      const refused = await ana.multipart("/author/posts/fixture-02", post(), { "image.file": file });
      expect([what, refused.status]).toEqual([what, 422]);
      expect(refused.text, what).toContain(message);
      expect(refused.text, what).toMatch(/id="f-image-file"[^>]*aria-invalid="true"/);
    }
    expect(publisher.previews.size).toBe(0);
    expect(filesUnder(root)).toEqual(before);
  });

  it("names an accepted image from the slug, never from the upload's name, and re-encodes it", async () => {
    const { ana, publisher, root } = await start();
    const before = filesUnder(root);
    const preview = await ana.multipart("/author/posts/fixture-02", post(), {
      "image.file": { bytes: await jpeg(), name: "../../../server/evil.js" },
    });
    expect(preview.status, preview.text).toBe(200);
    const writes = publisher.previews.get("p1")?.writes ?? [];
    expect(writes.map((write) => write.path)).toEqual([
      "shared/content/blog/fixture-02.md",
      "public/images/blog/fixture-02.jpg",
    ]);
    expect(Buffer.from(writes[0]?.bytes ?? []).toString("utf8")).toContain("image: /images/blog/fixture-02.jpg");
    expect((await sharp(Buffer.from(writes[1]?.bytes ?? [])).metadata()).format).toBe("jpeg");
    expect(filesUnder(root)).toEqual(before);
    expect(join(root, "server")).not.toBe(undefined);
  });
});
