import { BLOG_LIST, PAGE_HEADS, pageTitle } from "../content/pages";
import { tagLabel } from "../content/tags";

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

/** The heading of a list page: the blog's, or the tag's (by its label). */
export function listingHeading({ tag }: Listing): string {
  return tag === undefined ? BLOG_LIST.heading : BLOG_LIST.tagHeading(tagLabel(tag));
}

/** Each list page has its own title: "Insights & Updates | …", "Posts tagged “Legal costs”, page 2 | …". */
export function listingTitle(listing: Listing): string {
  if (listing.tag === undefined && listing.page === 1) return PAGE_HEADS.blog.title;
  return pageTitle(listing.page > 1 ? `${listingHeading(listing)}, ${BLOG_LIST.page(listing.page)}` : listingHeading(listing));
}
