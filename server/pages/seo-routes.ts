import { blogListPath, blogPostPath } from "../../shared/lib/blog-paths";
import { SITE_ROUTES } from "../../shared/routes";
import type { Blog } from "../blog/blog";
import type { SiteContent } from "../site-content/site-content";
import { practiceAreaPath } from "../practice-areas/practice-area";
import { teamPath } from "../../shared/lib/people";
import { BLOG_ROUTE_IDS } from "../blog/blog-pages";
import { blogFeeds, type ServedFileAt } from "../blog/feeds";
import { lastModified } from "../blog/post";
import { holdText } from "../http/cached-bytes";
import type { HeldResponse } from "../http/held-response";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );

/** Every page of the blog a search engine should know: list pages, tag pages and posts, each with when it last changed. */
function blogUrls(blog: Blog): Array<{ path: string; lastmod?: string }> {
  const listPages = (tag: string | undefined) => {
    const pages: Array<{ path: string; lastmod?: string }> = [];
    for (let number = 1; ; number += 1) {
      const page = blog.listingPage({ ...(tag === undefined ? {} : { tag }), page: number });
      if (!page) return pages;
      const lastmod = blog.lastModifiedOf(page.posts);
      pages.push({ path: blogListPath(page), ...(lastmod ? { lastmod } : {}) });
    }
  };
  const posts = blog.posts.filter((post) => !post.draft);
  return [
    ...listPages(undefined),
    ...blog.tags.flatMap(listPages),
    ...posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: lastModified(post) })),
  ];
}

/** Every page a search engine should know (the sitemap's): the route table's own in its order, the blog's where its first route stands. */
export function indexablePages({ blog, practiceAreas, team }: SiteContent): Array<{ path: string; lastmod?: string }> {
  return SITE_ROUTES.filter(
    (route) => route.indexable && (!BLOG_ROUTE_IDS.includes(route.id) || route.id === "blog"),
  ).flatMap((route) => {
    if (route.id === "blog") return blogUrls(blog);
    if (route.id === "practice-area") return practiceAreas.pages.map((page) => ({ path: practiceAreaPath(page.slug) }));
    if (route.id === "team") return team.people.map((person) => ({ path: teamPath(person.slug) }));
    return [{ path: route.head.canonicalPath }];
  });
}

/**
/**
 * The files made for content already seen, by site URL, the served sizes of the posts' images and the team.
 * The content is immutable (new posts are a new `SiteContent`), so its files are too. A server makes
 * them once; the tests make an app per test, and these files' Brotli at quality 11 was about a fifth
 * of the unit tier's time.
 */
const madeFor = new WeakMap<
  SiteContent["blog"],
  WeakMap<SiteContent["practiceAreas"], Map<string, ReadonlyMap<string, HeldResponse>>>
>();

/**
 * robots.txt, sitemap.xml and the blog's feeds (RSS, Atom, JSON Feed), generated at start from the
 * route table and the posts, held by path; `fileAt` names the files served (the feeds' image sizes).
 */
export function seoFiles(
  siteUrl: string,
  content: SiteContent,
  fileAt?: ServedFileAt,
): ReadonlyMap<string, HeldResponse> {
  const byAreas = madeFor.get(content.blog) ?? new WeakMap();
  madeFor.set(content.blog, byAreas);
  const bySite = byAreas.get(content.practiceAreas) ?? new Map<string, ReadonlyMap<string, HeldResponse>>();
  byAreas.set(content.practiceAreas, bySite);
  const images = content.blog.posts.flatMap((post) =>
    [post.shareImage, post.image.src].map((path) => (path && fileAt?.(path)?.length) ?? 0),
  );
  // The sitemap lists the team's profiles too.
  const key = `${siteUrl}\n${images.join(",")}\n${content.team.people.map((person) => person.slug).join(",")}`;
  let files = bySite.get(key);
  if (!files) {
    files = makeSeoFiles(siteUrl, content, fileAt);
    bySite.set(key, files);
  }
  return files;
}

function makeSeoFiles(siteUrl: string, content: SiteContent, fileAt?: ServedFileAt): ReadonlyMap<string, HeldResponse> {
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
  const urls = indexablePages(content);
  const entries = urls.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</urlset>\n`;
  const feeds = blogFeeds(content.blog, siteUrl, fileAt);
  const file = (contentType: string, text: string): HeldResponse => ({
    bytes: holdText(text),
    contentType,
    cacheControl: "public, max-age=3600",
  });
  return new Map([
    ["/robots.txt", file("text/plain; charset=utf-8", robots)],
    ["/sitemap.xml", file("application/xml; charset=utf-8", sitemap)],
    ["/blog/rss.xml", file("application/rss+xml; charset=utf-8", feeds.rss)],
    ["/blog/atom.xml", file("application/atom+xml; charset=utf-8", feeds.atom)],
    ["/blog/feed.json", file("application/feed+json; charset=utf-8", feeds.json)],
  ]);
}
