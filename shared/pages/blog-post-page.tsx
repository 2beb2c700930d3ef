import { Link } from "react-router-dom";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { BLOG_POSTS } from "../content/blog-posts";
import { BLOG_POST } from "../content/pages";
import { ServerFragment } from "../components/server-fragment";
import { PostMeta } from "../components/post-meta";

/** Spec: the page shows the single existing post whatever the slug is. */
export function BlogPostPage() {
  const [post] = BLOG_POSTS;
  if (!post) throw new Error("No blog post is defined");

  return (
    <article className="article">
      <div className="container container--narrow">
        <Link to="/blog" className="button button--text article__back">
          <ArrowLeft aria-hidden="true" size={16} />
          {BLOG_POST.back}
        </Link>
        <header className="article__header">
          <h1 className="article__title" tabIndex={-1}>
            {post.title}
          </h1>
          <PostMeta post={post} withAuthor />
        </header>
        <img
          className="article__hero"
          src={post.heroImage.src}
          alt={post.heroImage.alt}
          width={post.heroImage.width}
          height={post.heroImage.height}
          fetchPriority="high"
          decoding="async"
        />
        <ServerFragment fragment="blog-post/body" />
        <p className="article__disclaimer">{BLOG_POST.disclaimer}</p>
        <aside className="cta-box" aria-labelledby="post-cta-heading">
          <h2 id="post-cta-heading">{BLOG_POST.ctaHeading}</h2>
          <p>{BLOG_POST.ctaBody}</p>
          <Link to="/" className="button button--primary">
            {BLOG_POST.ctaButton}
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </aside>
      </div>
    </article>
  );
}
