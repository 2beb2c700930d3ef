import { blogListPath, blogPostPath, listingFromParams, listingTitle, type Listing } from "../../shared/lib/blog-paths";
import { BLOG_FRAGMENT_COPY, BLOG_LIST, postTitle } from "../../shared/content/pages";
import { PAGE_DESCRIPTIONS } from "../../shared/content/page-descriptions";
import { tagLabel } from "../../shared/content/tags";
import type { RouteHead, RouteId } from "../../shared/routes";
import type { Blog, ListingPage } from "./blog";
import type { BlogPost } from "./post";

/** What a blog page shows: a page of a list, or a post with its neighbours. */
export type BlogView =
  | { readonly kind: "list"; readonly listing: ListingPage }
  | { readonly kind: "post"; readonly post: BlogPost; readonly previous?: BlogPost; readonly next?: BlogPost };

export const BLOG_ROUTE_IDS: readonly RouteId[] = ["blog", "blog-page", "blog-tag", "blog-tag-page", "blog-post"];

/** The view a blog route's parameters name, or undefined for a 404 (unknown post, tag, or a page past the end). */
export function blogView(
  routeId: RouteId,
  params: Readonly<Record<string, string | undefined>>,
  blog: Blog,
): BlogView | undefined {
  if (routeId === "blog-post") {
    const post = blog.postForSlug(params.slug ?? "");
    return post ? { kind: "post", post, ...blog.neighbours(post) } : undefined;
  }
  const listing = listingFromParams(params);
  const page = listing ? blog.listingPage(listing) : undefined;
  return page ? { kind: "list", listing: page } : undefined;
}

/**
 * A permanent redirect for a post's address that names no post, while the blog's one post stands
 * for every slug (Blog.postForUnknownSlug): the post's own address, or undefined (serve the path as it is).
 */
export function blogRedirect(
  routeId: RouteId,
  params: Readonly<Record<string, string | undefined>>,
  blog: Blog,
): string | undefined {
  if (routeId !== "blog-post" || blog.postForSlug(params.slug ?? "")) return undefined;
  return blog.postForUnknownSlug ? blogPostPath(blog.postForUnknownSlug.slug) : undefined;
}

/** The address a view lives at: a post's own slug (whatever slug showed it), a list page's path. */
export function canonicalPathOf(view: BlogView): string {
  return view.kind === "post" ? blogPostPath(view.post.slug) : blogListPath(view.listing);
}

/** The heading of a list page: the blog's, or the tag's (by its label). Drawn by its header fragment. */
export function listingHeading({ tag }: Listing): string {
  return tag === undefined ? BLOG_LIST.heading : BLOG_LIST.tagHeading(tagLabel(tag));
}

export function blogHead(view: BlogView): RouteHead {
  if (view.kind === "post") {
    const { post } = view;
    return {
      title: postTitle(post.title),
      description: post.excerpt,
      canonicalPath: canonicalPathOf(view),
      ogType: "article",
      ...(post.shareImage ? { image: { src: post.shareImage, alt: post.title } } : {}),
      ...(post.draft ? { noindex: true } : {}),
    };
  }
  const { listing } = view;
  const first =
    listing.tag === undefined ? PAGE_DESCRIPTIONS.blog : BLOG_FRAGMENT_COPY.tagDescription(tagLabel(listing.tag));
  return {
    title: listingTitle(listing, listingHeading(listing)),
    description: listing.page > 1 ? `${first} ${BLOG_FRAGMENT_COPY.pageOf(listing.page, listing.pageCount)}.` : first,
    canonicalPath: canonicalPathOf(view),
    ogType: "website",
    ...(listing.page > 1 ? { prevPath: blogListPath({ ...listing, page: listing.page - 1 }) } : {}),
    ...(listing.page < listing.pageCount ? { nextPath: blogListPath({ ...listing, page: listing.page + 1 }) } : {}),
  };
}
