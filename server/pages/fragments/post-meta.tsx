import { Calendar, Clock, User } from "lucide-react";
import { BLOG_FRAGMENT_COPY } from "../../../shared/content/pages";
import { tagLabel } from "../../../shared/content/tags";
import { blogTagPath } from "../../../shared/lib/blog-paths";
import { displayDate, type BlogPost } from "../../blog/post";

/** A post's date and read time, and its author where the page does not show it elsewhere. */
export function PostMeta({ post, withAuthor = false }: { readonly post: BlogPost; readonly withAuthor?: boolean }) {
  return (
    <p className="post-meta">
      {post.draft ? <span className="post-meta__draft">{BLOG_FRAGMENT_COPY.draft}</span> : null}
      <span className="post-meta__item">
        <Calendar aria-hidden="true" size={16} />
        <time dateTime={post.date}>{displayDate(post.date)}</time>
      </span>
      <span className="post-meta__item">
        <Clock aria-hidden="true" size={16} />
        {`${post.readMinutes} min read`}
      </span>
      {withAuthor && post.byline ? (
        <span className="post-meta__item">
          <User aria-hidden="true" size={16} />
          <a href={post.byline.path} rel="author">
            {post.byline.name}
          </a>
        </span>
      ) : null}
      {withAuthor && post.updated ? (
        <span className="post-meta__item">
          <time dateTime={post.updated}>{BLOG_FRAGMENT_COPY.updated(displayDate(post.updated))}</time>
        </span>
      ) : null}
    </p>
  );
}

/** A post's tags by their labels, each a link to its page. */
export function PostTags({ post }: { readonly post: BlogPost }) {
  return (
    // A plain list may not carry a name (aria-label on a ul without a role): the group around it does.
    <div role="group" aria-label={BLOG_FRAGMENT_COPY.tagsLabel}>
      <ul className="post-tags">
        {post.tags.map((tag) => (
          <li key={tag}>
            <a className="post-tags__tag" href={blogTagPath(tag)}>
              {tagLabel(tag)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
