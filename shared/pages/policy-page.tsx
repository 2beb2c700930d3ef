import type { PolicySummary } from "../content/policy-summaries";
import { StaticIsland } from "../components/static-island";
import { usePageTitle } from "../hooks/use-page-title";
import type { IslandId } from "../islands/island-ids";
import { pageTitle } from "../page-meta";
import { PageHeader } from "./page-header";

/** Terms of Service and Privacy Policy: title and date, then the numbered sections (an island). */
export function PolicyPage({ policy, body }: { readonly policy: PolicySummary; readonly body: IslandId }) {
  usePageTitle(pageTitle(policy.title));
  return (
    <>
      <PageHeader eyebrow="Legal" title={policy.title}>
        <p className="page-header__meta">{`Last Updated ${policy.lastUpdated}`}</p>
      </PageHeader>
      <StaticIsland island={body} className="container container--narrow policy" />
    </>
  );
}
