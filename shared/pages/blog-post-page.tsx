import { Link } from "react-router-dom";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { BLOG_POST } from "../content/pages";
import { ServerFragment } from "../components/server-fragment";

/**
 * A post: its header, body and links to its neighbours come from the server (per-page fragments),
 * so no post's words ship in the bundle. Which post a slug shows is the server's decision
 * (server/blog/blog.ts, postForSlug).
 */
export function BlogPostPage() {
  return (
    <article className="article">
      <div className="container container--narrow">
        <Link to="/blog" className="button button--text article__back">
          <ArrowLeft aria-hidden="true" size={16} />
          {BLOG_POST.back}
        </Link>
        <ServerFragment fragment="blog-post/header" />
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
        <ServerFragment fragment="blog-post/nav" />
      </div>
    </article>
  );
}
