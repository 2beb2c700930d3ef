import { BACKUP_RETENTION_DAYS } from "../../../shared/lib/retention";
import { queenslandTime } from "../../enquiries/queensland-time";
import type { StoredEnquiry } from "../../enquiries/store";
import { CsrfField, type SignedInStaff } from "./shell";

const who = (enquiry: StoredEnquiry) =>
  `${enquiry.name || "(no name)"}${enquiry.company ? ` of ${enquiry.company}` : ""}`;

/** What deleting from the store cannot reach: the same copies the CLI's delete names. */
function OutOfReach() {
  return (
    <>
      <p>Deleting it here cannot reach these copies:</p>
      <ul>
        <li>the notification email in the practice&rsquo;s mailbox: delete it there;</li>
        <li>
          backups made before now: they keep the enquiry until they are deleted ({BACKUP_RETENTION_DAYS} days after they
          were made); keep the reference, and delete it again if a backup is ever restored;
        </li>
        <li>exports (CSV files) staff saved: delete any that hold it.</li>
      </ul>
    </>
  );
}

export function ConfirmDeletePage({ enquiry, staff }: { enquiry: StoredEnquiry; staff: SignedInStaff }) {
  return (
    <>
      <h1>Delete the enquiry from {who(enquiry)}?</h1>
      <p>
        Received {queenslandTime(enquiry.receivedAt)}, reference {enquiry.id}. It is deleted from the website&rsquo;s
        database with its notes and its notification, and cannot be brought back. The audit trail keeps that it was
        deleted, when and by whom, without its details.
      </p>
      <OutOfReach />
      <form method="post" action={`/inbox/${enquiry.id}/delete`} className="action">
        <CsrfField staff={staff} />
        <button type="submit" className="danger">
          Delete this enquiry
        </button>
      </form>
      <p>
        <a href={`/inbox/${enquiry.id}`}>Keep it, and go back to the enquiry</a>
      </p>
    </>
  );
}

export function DeletedPage({ enquiry }: { enquiry: StoredEnquiry }) {
  return (
    <>
      <h1>Enquiry deleted</h1>
      <p role="status">
        The enquiry from {who(enquiry)}, received {queenslandTime(enquiry.receivedAt)} (reference {enquiry.id}), is
        deleted from the website&rsquo;s database, with its notes{enquiry.notification ? " and its notification" : ""}.
      </p>
      <OutOfReach />
      <p>
        <a href="/inbox">Back to the inbox</a>
      </p>
    </>
  );
}
