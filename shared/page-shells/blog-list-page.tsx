import { ServerFragment } from "../components/server-fragment";

/**
 * /blog, its further pages and the tag pages. The header and the cards come from the server
 * (per-page fragments), so the bundle carries no post and no tag label however many there are; an
 * unknown page is answered 404 there.
 */
export function BlogListPage() {
  return (
    <>
      <ServerFragment fragment="blog/header" />
      <ServerFragment fragment="blog/list" className="container section section--flush-top" />
    </>
  );
}
