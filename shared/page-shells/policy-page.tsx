import type { PolicySummary } from "../content/policy-summaries";
import { ServerFragment } from "../components/server-fragment";
import type { FragmentId } from "../lib/fragment-ids";
import { PageHeader } from "./page-header";

/** Terms of Service, Privacy Policy and the accessibility statement: title and date, then the numbered sections (a fragment). */
export function PolicyPage({
  policy,
  body,
  eyebrow = "Legal",
}: {
  readonly policy: PolicySummary;
  readonly body: FragmentId;
  readonly eyebrow?: string;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={policy.title}>
        <p className="page-header__meta">{`Last Updated ${policy.lastUpdated}`}</p>
      </PageHeader>
      <ServerFragment fragment={body} className="container container--narrow policy" />
    </>
  );
}
