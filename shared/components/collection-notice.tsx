import { COLLECTION_NOTICE } from "../content/contact-form";

/**
 * The collection notice required at the point of collection (APP 5), just above the button: who
 * collects, why, where the details go and the policy's link, then the no-relationship line; the rest
 * (what else the website records) one tap away, so the fields come first. Rendered on the server
 * only, as the fragment home/collection-notice (the form shows it with ServerFragment).
 */
export function CollectionNotice() {
  return (
    <div className="collection-notice">
      <p>
        {COLLECTION_NOTICE.collection} <a href="/privacy-policy">{COLLECTION_NOTICE.privacyLink}</a>
        {COLLECTION_NOTICE.afterLink}
      </p>
      <p>{COLLECTION_NOTICE.noRelationship}</p>
      <details className="collection-notice__more">
        <summary>{COLLECTION_NOTICE.moreSummary}</summary>
        <p>{COLLECTION_NOTICE.more}</p>
      </details>
    </div>
  );
}
