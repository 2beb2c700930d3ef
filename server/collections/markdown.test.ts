import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { tempDir } from "../../test/support/cleanup";
import { ContentImages } from "./content-images";
import { IMAGE_SIZES } from "./image-plan";
import { FIXTURE_PUBLIC_DIR, shippedContent } from "../../test/support/blog";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app";
import { createBlog } from "../blog/blog";
import { renderMarkdown } from "./markdown";
import type { BlogPost } from "../blog/post";

const HOSTILE = `
Before <script>alert("script")</script> after.

<img src="/images/blog/fixture-hero.svg" alt="ok" onerror="alert('onerror')">

[a javascript link](javascript:alert('link')) and <a href="javascript:alert('raw')" onclick="alert('click')">raw link</a>

<iframe src="https://evil.example/frame"></iframe>

<div style="position:fixed" onmouseover="alert('hover')"><svg><script>alert('svg')</script></svg>kept text</div>

<form action="https://evil.example/"><input name="password"></form>
`;

describe("the Markdown pipeline", () => {
  it("stops at a link that looks like a path but opens another site, naming it", () => {
    for (const href of ["/\\evil.example/path", "/\t/evil.example/path", "\\\\evil.example/path"]) {
      expect(
        () => renderMarkdown(`Read <a href="${href}">this</a>.`, FIXTURE_PUBLIC_DIR),
        JSON.stringify(href),
      ).toThrow(/is not a path on this site/);
    }
    // Markdown's own link syntax percent-encodes the backslash: a path here, which no browser reads as a slash.
    const { html } = renderMarkdown("[this](/\\evil.example/path) and [that](/blog)", FIXTURE_PUBLIC_DIR);
    expect(html).toContain('href="/%5Cevil.example/path"');
    expect(html).toContain('href="/blog"');
  });

  it("keeps no script, event handler, javascript: URL, iframe, form or inline style from raw HTML", () => {
    const html = renderMarkdown(HOSTILE, FIXTURE_PUBLIC_DIR).html;
    for (const banned of [
      /<script/i,
      /onerror/i,
      /onclick/i,
      /onmouseover/i,
      /javascript:/i,
      /<iframe/i,
      /<form/i,
      /name="password"/,
      /style=/i,
      /alert\(/,
    ]) {
      expect(html).not.toMatch(banned);
    }
    // GitHub's allow-list keeps <input> only as a task list's disabled checkbox.
    for (const input of html.match(/<input[^>]*>/g) ?? [])
      expect(input).toMatch(/^<input (?=.*disabled)(?=.*type="checkbox")/);
    expect(html).toContain("Before");
    expect(html).toContain("kept text");
    expect(html).toContain(">raw link</a>");
  });

  it("gives headings ids, external links rel=noopener noreferrer, and images their width and height", () => {
    const html = renderMarkdown(
      "## Costs and fees\n\nSee [the Act](https://www.legislation.qld.gov.au/) and [our terms](/terms-of-service).\n\n![Circles](/images/blog/fixture-hero.svg)\n",
      FIXTURE_PUBLIC_DIR,
    ).html;
    expect(html).toContain('<h2 id="costs-and-fees">Costs and fees</h2>');
    expect(html).toContain('<a href="https://www.legislation.qld.gov.au/" rel="noopener noreferrer">the Act</a>');
    expect(html).toContain('<a href="/terms-of-service">our terms</a>');
    expect(html).toMatch(
      /<img src="\/images\/blog\/fixture-hero.svg" alt="Circles" width="1200" height="600" loading="lazy" decoding="async">/,
    );
  });

  it("serves a body's photo as a picture of the build's resized sources, with the column's sizes, lazily; a drawing as it is", async () => {
    const publicDir = tempDir("body-images-");
    mkdirSync(join(publicDir, "images"));
    writeFileSync(
      join(publicDir, "images", "chart.png"),
      await sharp({ create: { width: 1000, height: 500, channels: 4, background: "#fff0" } })
        .png()
        .toBuffer(),
    );
    copyFileSync(
      join(FIXTURE_PUBLIC_DIR, "images", "blog", "fixture-hero.svg"),
      join(publicDir, "images", "drawing.svg"),
    );
    const images = new ContentImages(publicDir);
    const { html } = renderMarkdown(
      "![Costs by year](/images/chart.png)\n\n![Circles](/images/drawing.svg)\n",
      publicDir,
      { images, file: "blog/costs.md" },
    );
    const [source] = images.sources();
    expect(source?.references).toEqual([{ file: "blog/costs.md", field: "body" }]);
    const file = (width: number, extension: string) =>
      source?.files.find((made) => made.width === width && made.name.endsWith(extension))?.name;
    expect(html).toContain(
      `<picture class="content-picture"><source type="image/avif" srcset="/assets/${file(360, ".avif")} 360w, /assets/${file(720, ".avif")} 720w, /assets/${file(1000, ".avif")} 1000w" sizes="${IMAGE_SIZES.column}">`,
    );
    expect(html).toMatch(
      /<source type="image\/webp" srcset="[^"]+-1000\.webp 1000w" sizes="[^"]+"><img src="\/assets\/chart-[0-9a-f]{12}-720\.png" alt="Costs by year" width="720" height="360" loading="lazy" decoding="async"><\/picture>/,
    );
    expect(html).toContain(
      '<img src="/images/drawing.svg" alt="Circles" width="1200" height="600" loading="lazy" decoding="async">',
    );
  });

  it("stops at a body image it cannot read, naming it", () => {
    const publicDir = tempDir("body-images-");
    mkdirSync(join(publicDir, "images"));
    writeFileSync(join(publicDir, "images", "scan.jpg"), "not a picture at all");
    expect(() =>
      renderMarkdown("![A scan](/images/scan.jpg)\n", publicDir, {
        images: new ContentImages(publicDir),
        file: "blog/scan.md",
      }),
    ).toThrow(
      /^image "\/images\/scan\.jpg" cannot be read as an image \(.+\): save it again as SVG, PNG, JPEG, WebP or AVIF/,
    );
  });

  it("understands GitHub-flavoured Markdown (tables, strikethrough)", () => {
    const html = renderMarkdown(
      "| Model | Cost |\n| --- | --- |\n| In-house | Fixed |\n\n~~gone~~\n",
      FIXTURE_PUBLIC_DIR,
    ).html;
    expect(html).toContain("<table>");
    expect(html).toContain("<del>gone</del>");
  });

  it("lets none of it reach the post's page", async () => {
    const post: BlogPost = {
      slug: "hostile",
      title: "A hostile post",
      excerpt: "Tries everything.",
      author: "Mallory",
      date: "2026-01-01",
      readMinutes: 1,
      image: { src: "/images/blog/fixture-hero.svg", alt: "Circles", width: 1200, height: 600 },
      tags: ["tests"],
      draft: false,
      html: renderMarkdown(HOSTILE, FIXTURE_PUBLIC_DIR).html,
    };
    const { app } = createTestApp({ content: shippedContent(createBlog([post])) });
    for (const path of [
      "/blog/hostile",
      "/fragments/blog-post.json?path=/blog/hostile",
      "/blog/rss.xml",
      "/blog/atom.xml",
      "/blog/feed.json",
    ]) {
      const text = (await request(app).get(path).expect(200)).text;
      expect(text, path).toContain("kept text");
      for (const banned of [/onerror/i, /onclick/i, /javascript:/i, /<iframe/i, /alert\(/])
        expect(text, path).not.toMatch(banned);
    }
  });
});
