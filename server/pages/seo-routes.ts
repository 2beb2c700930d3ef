import { Router, type Response } from "express";
import { BLOG_POSTS } from "../../shared/content/blog-posts";
import { BLOG_LIST } from "../../shared/content/pages";
import { PRACTICE } from "../../shared/content/practice";
import { SITE_ROUTES } from "../../shared/routes";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char] ?? char);

/** robots.txt, sitemap.xml and the blog's RSS feed, generated from the route table and the posts. */
export function seoRoutes(siteUrl: string): Router {
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

  const urls = SITE_ROUTES.filter((route) => route.indexable).map((route) => {
    const post = route.id === "blog-post" ? BLOG_POSTS[0] : undefined;
    const lastmod = post ? `<lastmod>${post.isoDate}</lastmod>` : "";
    return `<url><loc>${escapeXml(siteUrl + route.head.canonicalPath)}</loc>${lastmod}</url>`;
  });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`;

  const items = BLOG_POSTS.map((post) => {
    const link = `${siteUrl}/blog/${post.slug}`;
    return `<item><title>${escapeXml(post.title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid><pubDate>${new Date(`${post.isoDate}T00:00:00+10:00`).toUTCString()}</pubDate><description>${escapeXml(post.excerpt)}</description></item>`;
  });
  const rss = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(`${PRACTICE.tradingName}: ${BLOG_LIST.heading}`)}</title><link>${escapeXml(`${siteUrl}/blog`)}</link><atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/><description>${escapeXml(BLOG_LIST.intro)}</description><language>en-au</language>${items.join("")}</channel></rss>\n`;

  const send = (res: Response, type: string, body: string) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type(type).send(body);
  };

  const router = Router();
  router.get("/robots.txt", (_req, res) => send(res, "text/plain; charset=utf-8", robots));
  router.get("/sitemap.xml", (_req, res) => send(res, "application/xml; charset=utf-8", sitemap));
  router.get("/blog/rss.xml", (_req, res) => send(res, "application/rss+xml; charset=utf-8", rss));
  return router;
}
