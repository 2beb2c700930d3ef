import { Feed } from "feed";
import { BLOG_LIST } from "../../shared/content/pages";
import { PRACTICE } from "../../shared/content/practice";
import { blogPostPath } from "../../shared/lib/blog-paths";
import type { Blog } from "./blog";
import { lastModified } from "./post";

export interface BlogFeeds {
  readonly rss: string;
  readonly atom: string;
  readonly json: string;
}

/** A post's day as a moment: midnight in Brisbane, where the practice is. */
const onTheDay = (isoDate: string) => new Date(`${isoDate}T00:00:00+10:00`);

/** Links and images inside a post are site-relative; a feed reader needs them absolute. */
const absolute = (html: string, siteUrl: string) => html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`);

/**
 * The feed library wraps HTML in CDATA and escapes only the first "]]>", so a second could close the
 * section early and add markup of its own. In HTML "&gt;" reads as ">", so none is left to close it.
 * (Titles and summaries cannot hold "]]>": front-matter.ts refuses it.)
 */
export const cdataSafe = (html: string) => html.replaceAll("]]>", "]]&gt;");

/** RSS 2.0, Atom and JSON Feed of every published post, full content included (drafts never). */
export function blogFeeds(blog: Blog, siteUrl: string): BlogFeeds {
  const posts = blog.posts.filter((post) => !post.draft);
  const updated = blog.lastModifiedOf(posts);
  const feed = new Feed({
    id: `${siteUrl}/blog`,
    title: `${PRACTICE.tradingName}: ${BLOG_LIST.heading}`,
    description: BLOG_LIST.intro,
    link: `${siteUrl}/blog`,
    language: "en-AU",
    image: `${siteUrl}/icon-512.png`,
    favicon: `${siteUrl}/favicon.ico`,
    copyright: `© ${PRACTICE.legalName}`,
    generator: false,
    // The newest change, not the time of the build: the feeds' bytes change only when a post does.
    updated: updated ? onTheDay(updated) : new Date(0),
    feedLinks: { rss: `${siteUrl}/blog/rss.xml`, atom: `${siteUrl}/blog/atom.xml`, json: `${siteUrl}/blog/feed.json` },
  });
  for (const post of posts) {
    const link = `${siteUrl}${blogPostPath(post.slug)}`;
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.excerpt,
      content: cdataSafe(absolute(post.html, siteUrl)),
      // The author's profile; a post whose profile was removed is the practice's.
      author: [post.byline ? { name: post.byline.name, link: `${siteUrl}${post.byline.path}` } : { name: PRACTICE.tradingName, link: `${siteUrl}/about` }],
      date: onTheDay(lastModified(post)),
      published: onTheDay(post.date),
      image: `${siteUrl}${post.shareImage ?? post.image.src}`,
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1(), json: feed.json1() };
}
