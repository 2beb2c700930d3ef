import { describe, expect, it } from "vitest";
import { rewriteCss, rewriteHtml, rewriteUrl } from "./rewrite";

const where = { prefix: "/author/preview/abcdefghijkl", siteUrl: "https://www.example.com.au" };

describe("a preview's addresses", () => {
  it("moves root-relative and the site's absolute addresses under the prefix, and leaves others", () => {
    expect(rewriteUrl("/blog/a-post", where)).toBe("/author/preview/abcdefghijkl/blog/a-post");
    expect(rewriteUrl("/", where)).toBe("/author/preview/abcdefghijkl/");
    expect(rewriteUrl("https://www.example.com.au/pricing?x=1", where)).toBe(
      "/author/preview/abcdefghijkl/pricing?x=1",
    );
    expect(rewriteUrl("https://www.example.com.au", where)).toBe("/author/preview/abcdefghijkl/");
    expect(rewriteUrl("https://www.example.com.au.evil.test/", where)).toBe("https://www.example.com.au.evil.test/");
    expect(rewriteUrl("//cdn.example/x.js", where)).toBe("//cdn.example/x.js");
    expect(rewriteUrl("https://qls.com.au/", where)).toBe("https://qls.com.au/");
    expect(rewriteUrl("#main", where)).toBe("#main");
    expect(rewriteUrl("mailto:a@example.com", where)).toBe("mailto:a@example.com");
    expect(rewriteUrl("/author/preview/abcdefghijkl/assets/a.css", where)).toBe(
      "/author/preview/abcdefghijkl/assets/a.css",
    );
  });

  it("rewrites a page's links, images, srcsets, forms and styles, and removes every script", () => {
    const html = [
      '<link rel="stylesheet" href="/assets/client-1.css">',
      '<link rel="modulepreload" href="/assets/react-2.js">',
      '<link rel="preload" as="script" href="/assets/main-3.js">',
      '<link rel="preload" as="font" href="/assets/font.woff2" crossorigin>',
      '<link rel="canonical" href="https://www.example.com.au/blog">',
      '<script type="module" src="/assets/entry-4.js"></script>',
      '<script type="application/ld+json">{"url":"/x"}</script>',
      '<a href="/pricing?plan=a&amp;b=c">Plans</a>',
      '<img src="/images/a.webp" srcset="/images/a-400.webp 400w, /images/a-800.webp 800w" alt="">',
      '<form action="/cost-comparison" method="get"></form>',
      '<div style="background:url(/images/bg.svg)"></div>',
      "<style>.x{background:url('/images/y.png')}</style>",
    ].join("\n");
    const out = rewriteHtml(html, where);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toContain("modulepreload");
    expect(out).not.toContain("main-3.js");
    expect(out).toContain('href="/author/preview/abcdefghijkl/assets/font.woff2"');
    expect(out).toContain('href="/author/preview/abcdefghijkl/assets/client-1.css"');
    expect(out).toContain('href="/author/preview/abcdefghijkl/blog"');
    expect(out).toContain('href="/author/preview/abcdefghijkl/pricing?plan=a&amp;b=c"');
    expect(out).toContain(
      'srcset="/author/preview/abcdefghijkl/images/a-400.webp 400w, /author/preview/abcdefghijkl/images/a-800.webp 800w"',
    );
    expect(out).toContain('action="/author/preview/abcdefghijkl/cost-comparison"');
    expect(out).toContain("url(/author/preview/abcdefghijkl/images/bg.svg)");
    expect(out).toContain("url('/author/preview/abcdefghijkl/images/y.png')");
  });

  it("removes a script with no closing tag to the end, and leaves elements whose names only begin with script", () => {
    expect(rewriteHtml("<p>kept</p><SCRIPT src=/a.js>x", where)).toBe("<p>kept</p>");
    expect(rewriteHtml("<scripted-note>kept</scripted-note>", where)).toBe("<scripted-note>kept</scripted-note>");
    expect(rewriteHtml(`${"<script ".repeat(2000)}<p>`, where)).toBe("");
  });

  it("rewrites a stylesheet's fonts, images and imports", () => {
    const css =
      '@font-face{src:url(/assets/f.woff2) format("woff2")}@import "/assets/more.css";.a{background:url("/images/x.svg")}.b{background:url(data:image/png;base64,AAAA)}';
    const out = rewriteCss(css, where);
    expect(out).toContain("url(/author/preview/abcdefghijkl/assets/f.woff2)");
    expect(out).toContain('@import "/author/preview/abcdefghijkl/assets/more.css"');
    expect(out).toContain('url("/author/preview/abcdefghijkl/images/x.svg")');
    expect(out).toContain("url(data:image/png;base64,AAAA)");
  });
});
