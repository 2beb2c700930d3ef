import { ArrowLeft, ArrowRight } from "lucide-react";
import { BLOG_FRAGMENT_COPY, BLOG_POST } from "../../../shared/content/pages";
import { blogPostPath } from "../../../shared/lib/blog-paths";
import type { BlogView } from "../../blog/blog-pages";
import type { BlogPost } from "../../blog/post";
import { PostImage } from "./post-image";
import { PostMeta, PostTags } from "./post-meta";

type PostView = Extract<BlogView, { kind: "post" }>;

/** The way back to the list, then the post's title, date, read time, author, update, tags and hero image. */
export function PostHeader({ post }: { readonly post: BlogPost }) {
  return (
    <>
      <a href="/blog" className="button button--text article__back">
        <ArrowLeft aria-hidden="true" size={16} />
        {BLOG_POST.back}
      </a>
      <header className="article__header">
        <h1 className="article__title" tabIndex={-1}>
          {post.title}
        </h1>
        <PostMeta post={post} withAuthor />
        <PostTags post={post} />
      </header>
      <PostImage image={post.image} className="article__hero" first />
    </>
  );
}

/** The body: HTML the Markdown pipeline sanitised at build (server/collections/markdown.ts). */
export function PostBody({ post }: { readonly post: BlogPost }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />;
}

/** After the body: the general-information disclaimer (one, never in the Markdown), the call to action, and the neighbours. */
export function PostFooter({ view }: { readonly view: PostView }) {
  return (
    <>
      <p className="article__disclaimer">{BLOG_POST.disclaimer}</p>
      <aside className="cta-box" aria-labelledby="post-cta-heading">
        <h2 id="post-cta-heading">{BLOG_POST.ctaHeading}</h2>
        <p>{BLOG_POST.ctaBody}</p>
        <a href="/" className="button button--primary">
          {BLOG_POST.ctaButton}
          <ArrowRight aria-hidden="true" size={16} />
        </a>
      </aside>
      <PostNeighbours view={view} />
    </>
  );
}

/** Links to the posts published just before and after; nothing when there are none. */
function PostNeighbours({ view }: { readonly view: PostView }) {
  if (!view.previous && !view.next) return null;
  return (
    <nav className="post-nav" aria-label={BLOG_FRAGMENT_COPY.neighbours}>
      {view.previous ? (
        <a className="post-nav__link post-nav__link--previous" rel="prev" href={blogPostPath(view.previous.slug)}>
          <span className="post-nav__label">
            <ArrowLeft aria-hidden="true" size={16} />
            {BLOG_FRAGMENT_COPY.previous}
          </span>
          <span className="post-nav__title">{view.previous.title}</span>
        </a>
      ) : null}
      {view.next ? (
        <a className="post-nav__link post-nav__link--next" rel="next" href={blogPostPath(view.next.slug)}>
          <span className="post-nav__label">
            {BLOG_FRAGMENT_COPY.next}
            <ArrowRight aria-hidden="true" size={16} />
          </span>
          <span className="post-nav__title">{view.next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
