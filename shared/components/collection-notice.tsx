import { Link } from "react-router-dom";
import { COLLECTION_NOTICE } from "../content/contact-form";

/**
 * The collection notice required at the point of collection (APP 5), just above the button: who
 * collects, why, where the details go and the policy's link, then the no-relationship line; the rest
 * (what else the website records) one tap away, so the fields come first.
 */
export function CollectionNotice() {
  return (
    <div className="collection-notice">
      <p>
        {COLLECTION_NOTICE.collection} <Link to="/privacy-policy">{COLLECTION_NOTICE.privacyLink}</Link>
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
