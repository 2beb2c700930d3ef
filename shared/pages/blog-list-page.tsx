import { Link } from "react-router-dom";
import { ArrowRight } from "lucide-react";
import { BLOG_POSTS } from "../content/blog-posts";
import { BLOG_LIST } from "../content/pages";
import { PostMeta } from "../components/post-meta";
import { PageHeader } from "./page-header";

export function BlogListPage() {
  return (
    <>
      <PageHeader eyebrow="Blog" title={BLOG_LIST.heading}>
        <p className="page-header__intro">{BLOG_LIST.intro}</p>
      </PageHeader>
      <div className="container section section--flush-top">
        <ul className="post-grid">
          {BLOG_POSTS.map((post, index) => (
            <li key={post.id} className="post-card">
              <img
                className="post-card__image"
                src={post.image.src}
                alt={post.image.alt}
                width={post.image.width}
                height={post.image.height}
                fetchPriority={index === 0 ? "high" : undefined}
                loading={index === 0 ? undefined : "lazy"}
                decoding="async"
              />
              <div className="post-card__body">
                <PostMeta post={post} />
                <h2 className="post-card__title">
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h2>
                <p className="post-card__excerpt">{post.excerpt}</p>
                <p className="post-card__author">By {post.author}</p>
                <Link to={`/blog/${post.slug}`} className="button button--text">
                  {BLOG_LIST.readMore}
                  <span className="visually-hidden">{`: ${post.title}`}</span>
                  <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
