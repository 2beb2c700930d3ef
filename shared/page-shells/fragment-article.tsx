import { ServerFragment } from "../components/server-fragment";

/**
 * A page drawn from the practice's Markdown (a post, a practice area, a profile): its header, its body and what
 * follows it are per-page fragments from the server, so none of its words ship in the bundle, and
 * which slugs exist is the server's decision.
 */
export function FragmentArticle({ route }: { readonly route: "blog-post" | "practice-area" | "team" }) {
  return (
    <article className="article">
      <div className="container container--narrow">
        <ServerFragment fragment={`${route}/header`} />
        <ServerFragment fragment={`${route}/body`} />
        <ServerFragment fragment={`${route}/footer`} />
      </div>
    </article>
  );
}
