import { Link } from "react-router-dom";
import { COLLECTION_NOTICE } from "../content/contact-form";

/** The collection notice required at the point of collection (APP 5) and the no-relationship line. */
export function CollectionNotice() {
  return (
    <div className="collection-notice">
      <p>
        {COLLECTION_NOTICE.collection} <Link to="/privacy-policy">{COLLECTION_NOTICE.privacyLink}</Link>
        {COLLECTION_NOTICE.afterLink}
      </p>
      <p>{COLLECTION_NOTICE.noRelationship}</p>
    </div>
  );
}
