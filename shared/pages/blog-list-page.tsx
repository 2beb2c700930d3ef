import { useParams } from "react-router-dom";
import { BLOG_LIST } from "../content/pages";
import { ServerFragment } from "../components/server-fragment";
import { listingFromParams, listingHeading } from "../lib/blog-paths";
import { PageHeader } from "./page-header";

/**
 * /blog, its further pages and the tag pages. The cards come from the server (a per-page fragment),
 * so the bundle carries no post however many there are; an unknown page is answered 404 there.
 */
export function BlogListPage() {
  const listing = listingFromParams(useParams()) ?? { page: 1 };
  return (
    <>
      <PageHeader eyebrow="Blog" title={listingHeading(listing)}>
        <p className="page-header__intro">{listing.tag === undefined ? BLOG_LIST.intro : BLOG_LIST.tagIntro}</p>
      </PageHeader>
      <ServerFragment fragment="blog/list" className="container section section--flush-top" />
    </>
  );
}
