import { blogPostPath } from "../../../shared/lib/blog-paths";

interface PostLink {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
}

/** A list of posts, each a link and its summary, under a heading of its own; nothing when there are none. */
export function RelatedPosts({
  id,
  heading,
  posts,
}: {
  readonly id: string;
  readonly heading: string;
  readonly posts: readonly PostLink[];
}) {
  if (posts.length === 0) return null;
  return (
    <nav className="related" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.slug}>
            <a href={blogPostPath(post.slug)}>{post.title}</a>
            <p>{post.excerpt}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
