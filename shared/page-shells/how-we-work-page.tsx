import { ServerFragment } from "../components/server-fragment";

/** How an engagement works: all of it is the server's fragment (server/pages/fragments/how-we-work.tsx), so none of its copy ships in the bundle. */
export function HowWeWorkPage() {
  return <ServerFragment fragment="how-we-work/page" />;
}
