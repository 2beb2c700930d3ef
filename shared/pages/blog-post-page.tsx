import { ServerFragment } from "../components/server-fragment";

/**
 * A post: all of it comes from the server as per-page fragments (server/pages/fragments/blog-post.tsx):
 * the way back to the list, its header, body, the disclaimer, the call to action and its
 * neighbours. So no post's words, and none of the post page's copy, ship in the bundle. Which post
 * a slug shows is the server's decision (server/blog/blog.ts, postForSlug).
 */
export function BlogPostPage() {
  return (
    <article className="article">
      <div className="container container--narrow">
        <ServerFragment fragment="blog-post/header" />
        <ServerFragment fragment="blog-post/body" />
        <ServerFragment fragment="blog-post/footer" />
      </div>
    </article>
  );
}
