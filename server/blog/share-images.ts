import { BLOG_LIST } from "../../shared/content/pages";
import { displayDate, type BlogPost } from "./post";

/** What the build draws for one post (scripts/build/post-share-images.ts): the site's share image with the post's title. */
export interface ShareImageJob {
  /** Where it is served, a path under dist/public/. */
  readonly path: string;
  readonly title: string;
  /** The small line at the foot: the blog's name and the post's date. */
  readonly meta: string;
}

const shareImagePath = (slug: string) => `/images/blog/share/${slug}.png`;

export function shareImageJob(post: BlogPost): ShareImageJob {
  return {
    path: shareImagePath(post.slug),
    title: post.title,
    meta: `${BLOG_LIST.heading} · ${displayDate(post.date)}`,
  };
}

/** The posts, each naming its own share image (its page's og:image, its JSON-LD image). */
export function withShareImages(posts: readonly BlogPost[]): BlogPost[] {
  return posts.map((post) => ({ ...post, shareImage: shareImagePath(post.slug) }));
}
