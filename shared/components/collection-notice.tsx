import { COLLECTION_NOTICE } from "../content/contact-form";

/**
 * The collection notice required at the point of collection (APP 5), just above the button, in two
 * layers: at the form, who collects, why and whether the details may go abroad, then the
 * no-relationship line; the whole notice (the providers, what happens if details are left out, the
 * policy's link, what else the website records) one tap away, so Send follows the fields closely.
 * Rendered on the server only, as the fragment home/collection-notice (the form shows it with
 * ServerFragment); <details> opens without JavaScript.
 */
export function CollectionNotice() {
  return (
    <div className="collection-notice">
      <p>{COLLECTION_NOTICE.short}</p>
      <p>{COLLECTION_NOTICE.noRelationship}</p>
      <details className="collection-notice__more">
        <summary>{COLLECTION_NOTICE.moreSummary}</summary>
        <p>
          {COLLECTION_NOTICE.collection} <a href="/privacy-policy">{COLLECTION_NOTICE.privacyLink}</a>
          {COLLECTION_NOTICE.afterLink}
        </p>
        <p>{COLLECTION_NOTICE.more}</p>
      </details>
    </div>
  );
}
