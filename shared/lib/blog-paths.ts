import { BLOG_LIST, PAGE_TITLES, pageTitle } from "../content/pages";

/** One page of a list of posts: all of them, or those with a tag. Page 1 is the list's own address. */
export interface Listing {
  readonly tag?: string;
  readonly page: number;
}

export const blogPostPath = (slug: string) => `/blog/${slug}`;
export const blogTagPath = (tag: string) => `/blog/tags/${tag}`;

export function blogListPath({ tag, page }: Listing): string {
  const base = tag === undefined ? "/blog" : blogTagPath(tag);
  return page > 1 ? `${base}/page/${page}` : base;
}

/** The listing a list route's parameters name; undefined for a malformed page number (and for /page/1, which is the list itself). */
export function listingFromParams(params: { readonly tag?: string; readonly page?: string }): Listing | undefined {
  if (params.page !== undefined && !/^([2-9]|[1-9]\d{1,5})$/.test(params.page)) return undefined;
  return { tag: params.tag, page: Number(params.page ?? 1) };
}

/**
 * Each list page has its own title: "Insights & Updates | …", "Posts tagged “Legal costs”, page 2 | …",
 * from the page's heading. The server has the heading from the tags (server/blog/blog-pages.ts); the
 * browser reads it from the page's header fragment, so the tags' labels never ship in the bundle.
 */
export function listingTitle(listing: Listing, heading: string): string {
  if (listing.tag === undefined && listing.page === 1) return PAGE_TITLES.blog;
  return pageTitle(listing.page > 1 ? `${heading}, ${BLOG_LIST.page(listing.page)}` : heading);
}
