import type { PolicySummary } from "../content/policy-summaries";
import { ServerFragment } from "../components/server-fragment";
import type { FragmentId } from "../lib/fragment-ids";
import { PageHeader } from "./page-header";

/** Terms of Service and Privacy Policy: title and date, then the numbered sections (a fragment). */
export function PolicyPage({ policy, body }: { readonly policy: PolicySummary; readonly body: FragmentId }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={policy.title}>
        <p className="page-header__meta">{`Last Updated ${policy.lastUpdated}`}</p>
      </PageHeader>
      <ServerFragment fragment={body} className="container container--narrow policy" />
    </>
  );
}
