import { ArrowLeft, ArrowRight } from "lucide-react";
import { BLOG_FRAGMENT_COPY, BLOG_LIST } from "../../../shared/content/pages";
import { blogListPath, blogPostPath } from "../../../shared/lib/blog-paths";
import type { ListingPage } from "../../blog/blog";
import { PostImage } from "./post-image";
import { PostMeta, PostTags } from "./post-meta";
import { listingHeading } from "../../blog/blog-pages";
import { PageHeader } from "../../../shared/page-shells/page-header";

/** A page of a list as the spec's cards (image, date, read time, title, excerpt, author, Read More), with tags and the way to the other pages. */
export function BlogList({ listing }: { readonly listing: ListingPage }) {
  return (
    <>
      <ul className="post-grid">
        {listing.posts.map((post, index) => (
          <li key={post.slug} className="post-card">
            <PostImage image={post.image} className="post-card__image" first={index === 0} />
            <div className="post-card__body">
              <PostMeta post={post} />
              <h2 className="post-card__title">
                <a href={blogPostPath(post.slug)}>{post.title}</a>
              </h2>
              <p className="post-card__excerpt">{post.excerpt}</p>
              {post.byline ? (
                <p className="post-card__author">
                  By <a href={post.byline.path}>{post.byline.name}</a>
                </p>
              ) : null}
              <PostTags post={post} />
              <a href={blogPostPath(post.slug)} className="button button--text">
                {BLOG_LIST.readMore}
                <span className="visually-hidden">{`: ${post.title}`}</span>
                <ArrowRight aria-hidden="true" size={16} />
              </a>
            </div>
          </li>
        ))}
      </ul>
      {listing.pageCount > 1 ? (
        <nav className="pagination" aria-label={BLOG_FRAGMENT_COPY.pagination}>
          {listing.page > 1 ? (
            <a className="button button--text" rel="prev" href={blogListPath({ ...listing, page: listing.page - 1 })}>
              <ArrowLeft aria-hidden="true" size={16} />
              {BLOG_FRAGMENT_COPY.newer}
            </a>
          ) : null}
          <p className="pagination__status">{BLOG_FRAGMENT_COPY.pageOf(listing.page, listing.pageCount)}</p>
          {listing.page < listing.pageCount ? (
            <a className="button button--text" rel="next" href={blogListPath({ ...listing, page: listing.page + 1 })}>
              {BLOG_FRAGMENT_COPY.older}
              <ArrowRight aria-hidden="true" size={16} />
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** A list page's header: the tag's label is the server's to know, so the bundle carries no tag list. */
export function BlogListHeader({ listing }: { readonly listing: ListingPage }) {
  return (
    <PageHeader eyebrow={BLOG_LIST.eyebrow} title={listingHeading(listing)}>
      <p className="page-header__intro">{listing.tag === undefined ? BLOG_LIST.intro : BLOG_LIST.tagIntro}</p>
    </PageHeader>
  );
}
