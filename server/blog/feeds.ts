import { Feed } from "feed";
import { BLOG_LIST } from "../../shared/content/pages";
import { PRACTICE } from "../../shared/content/practice";
import { tagLabel } from "../../shared/content/tags";
import { blogPostPath, blogTagPath } from "../../shared/lib/blog-paths";
import type { Blog } from "./blog";
import { lastModified, type BlogPost } from "./post";

interface BlogFeeds {
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
const cdataSafe = (html: string) => html.replaceAll("]]>", "]]&gt;");

/** A file the site serves, as an enclosure names it: its size in bytes and its type. */
interface ServedFile {
  readonly length: number;
  readonly type: string;
}

/** The file the site serves at a path (public/ and the build's generated files), or undefined. */
export type ServedFileAt = (path: string) => ServedFile | undefined;

/**
 * RSS 2.0, Atom and JSON Feed of every published post, full content included (drafts never).
 * `fileAt` gives each post's image its real size and type for the RSS enclosure (RSS 2.0 requires
 * the length in bytes): the post's share image where the build drew it, else the post's own image.
 */
export function blogFeeds(blog: Blog, siteUrl: string, fileAt: ServedFileAt = () => undefined): BlogFeeds {
  const posts = blog.posts.filter((post) => !post.draft);
  // RSS 2.0's <author> must be an email address: the author's name goes in dc:creator there instead.
  const rss = feedOf(blog, posts, siteUrl, fileAt, "rss");
  const others = feedOf(blog, posts, siteUrl, fileAt, "atom-json");
  return { rss: rss.rss2(), atom: others.atom1(), json: jsonFeed11(others.json1()) };
}

interface JsonFeedItem {
  author?: unknown;
  authors?: unknown[];
}

/**
 * The library writes JSON Feed 1 (one `author`); the site serves JSON Feed 1.1
 * (https://www.jsonfeed.org/version/1.1/): `authors` as a list, and the feed's `language`.
 */
function jsonFeed11(json: string): string {
  const feed = JSON.parse(json) as JsonFeedItem & { version: string; language?: string; items: JsonFeedItem[] };
  const withAuthors = <T extends JsonFeedItem>({ author, ...rest }: T): Omit<T, "author"> =>
    author ? { ...rest, authors: [author] } : rest;
  const { version: _version, items, ...rest } = withAuthors(feed);
  return JSON.stringify(
    { version: "https://jsonfeed.org/version/1.1", ...rest, language: "en-AU", items: items.map(withAuthors) },
    null,
    4,
  );
}

/** The image a post's enclosure names: the first of its share image and its own image that the site serves. */
function enclosureOf(post: BlogPost, siteUrl: string, fileAt: ServedFileAt) {
  for (const path of [post.shareImage, post.image.src]) {
    const file = path === undefined ? undefined : fileAt(path);
    if (path !== undefined && file) return { url: `${siteUrl}${path}`, length: file.length, type: file.type };
  }
  return undefined;
}

function feedOf(
  blog: Blog,
  posts: readonly BlogPost[],
  siteUrl: string,
  fileAt: ServedFileAt,
  kind: "rss" | "atom-json",
): Feed {
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
    const enclosure = enclosureOf(post, siteUrl, fileAt);
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.excerpt,
      content: cdataSafe(absolute(post.html, siteUrl)),
      // The author's profile; a post whose profile was removed is the practice's.
      ...authorFields(post, siteUrl, kind),
      date: onTheDay(lastModified(post)),
      published: onTheDay(post.date),
      // Given as a URL alone, the library writes length="0"; given whole, the real size (an image the site does not serve is left out).
      ...(enclosure ? { image: enclosure } : {}),
      category: post.tags.map((tag) => ({ name: tagLabel(tag), term: tag, domain: `${siteUrl}${blogTagPath(tag)}` })),
    });
  }
  return feed;
}

/** RSS names the author in dc:creator (its <author> must be an email address); Atom and JSON Feed link the profile. */
function authorFields(post: BlogPost, siteUrl: string, kind: "rss" | "atom-json") {
  const author = post.byline
    ? { name: post.byline.name, link: `${siteUrl}${post.byline.path}` }
    : { name: PRACTICE.tradingName, link: `${siteUrl}/about` };
  return kind === "rss"
    ? { extensions: [{ name: "dc:creator", objects: { _cdata: author.name } }] }
    : { author: [author] };
}
