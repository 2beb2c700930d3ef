import { Calendar, Clock, User } from "lucide-react";
import type { BlogPost } from "../content/types";

/** A post's date and read time, and its author where the page does not show it elsewhere. */
export function PostMeta({ post, withAuthor = false }: { readonly post: BlogPost; readonly withAuthor?: boolean }) {
  return (
    <p className="post-meta">
      <span className="post-meta__item">
        <Calendar aria-hidden="true" size={16} />
        <time dateTime={post.isoDate}>{post.date}</time>
      </span>
      <span className="post-meta__item">
        <Clock aria-hidden="true" size={16} />
        {post.readTime}
      </span>
      {withAuthor ? (
        <span className="post-meta__item">
          <User aria-hidden="true" size={16} />
          {post.author}
        </span>
      ) : null}
    </p>
  );
}
