import { ServerFragment } from "../components/server-fragment";

/**
 * A practice area's page: its header, its body (the practice's Markdown) and what follows (the way
 * to the enquiry form, related posts, the other areas) are per-page fragments from the server
 * (server/pages/fragments/practice-area.tsx). Which slugs exist is the server's decision.
 */
export function PracticeAreaPage() {
  return (
    <article className="article">
      <div className="container container--narrow">
        <ServerFragment fragment="practice-area/header" />
        <ServerFragment fragment="practice-area/body" />
        <ServerFragment fragment="practice-area/footer" />
      </div>
    </article>
  );
}
