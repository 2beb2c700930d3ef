import type { Listing } from "../../shared/lib/blog-paths";
import { lastModified, type BlogPost } from "./post";

const POSTS_PER_PAGE = 9;

export interface ListingPage extends Listing {
  readonly posts: readonly BlogPost[];
  readonly pageCount: number;
}

/** The posts the site shows, newest first, and the questions the pages ask of them. */
export interface Blog {
  readonly posts: readonly BlogPost[];
  /** Every tag in use, alphabetical. */
  readonly tags: readonly string[];
  /** The post a slug names, or undefined. */
  postForSlug(slug: string): BlogPost | undefined;
  /**
   * Where an address naming no post sends the visitor. Spec: while the blog holds exactly one post,
   * every slug shows it; it does so by a permanent redirect to the post's own address, so no unknown
   * address answers 200 (one URL per page, and no soft 404s). With more posts, undefined: a 404.
   */
  postForUnknownSlug: BlogPost | undefined;
  /** A page of a list, or undefined past the end, for an unknown tag or a page below 1. */
  listingPage(listing: Listing): ListingPage | undefined;
  /** The posts published just before and just after this one. */
  neighbours(post: BlogPost): { readonly previous?: BlogPost; readonly next?: BlogPost };
  /** When anything in a list last changed. */
  lastModifiedOf(posts: readonly BlogPost[]): string | undefined;
}

const newestFirst = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

export function createBlog(unordered: readonly BlogPost[]): Blog {
  const posts = [...unordered].sort(newestFirst);
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const byTag = new Map<string, BlogPost[]>();
  for (const post of posts) for (const tag of post.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), post]);
  const [onlyPost] = posts;

  return {
    posts,
    tags: [...byTag.keys()].sort(),
    postForSlug(slug) {
      return bySlug.get(slug);
    },
    postForUnknownSlug: posts.length === 1 ? onlyPost : undefined,
    listingPage({ tag, page }) {
      const all = tag === undefined ? posts : byTag.get(tag);
      if (!all || !Number.isInteger(page) || page < 1) return undefined;
      const pageCount = Math.max(1, Math.ceil(all.length / POSTS_PER_PAGE));
      if (page > pageCount) return undefined;
      return {
        ...(tag === undefined ? {} : { tag }),
        page,
        pageCount,
        posts: all.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE),
      };
    },
    neighbours(post) {
      const index = posts.indexOf(post);
      return {
        ...(index >= 0 && posts[index + 1] ? { previous: posts[index + 1] } : {}),
        ...(index > 0 ? { next: posts[index - 1] } : {}),
      };
    },
    lastModifiedOf(list) {
      return list.map(lastModified).sort().at(-1);
    },
  };
}
