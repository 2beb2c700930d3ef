import { BACKUP_RETENTION_DAYS } from "../../../shared/lib/retention";
import { enquiryToText } from "../export";
import { queenslandStamp } from "../queensland-time";
import { audit, oneId, resolveId, withStore, type StaffCommand } from "./command";
import { notFound } from "./output";

/** What `delete` cannot reach, as docs/operations.md ("Requests about personal information", step 6) says. */
export const COPIES_OUT_OF_REACH = `Copies this command cannot reach:
  - the notification email in the practice's mailbox: delete it there;
  - backups made before now: they keep the enquiry until prune-backups deletes them (${BACKUP_RETENTION_DAYS} days); keep the id, and delete it again if one is ever restored;
  - exports and find --output files staff saved: delete any that hold it.
`;

/** `show ID`: one enquiry whole. */
export const showCommand: StaffCommand = (command, args) => {
  const given = oneId(command, args);
  return withStore(async (store, _config, io) => {
    const id = await resolveId(store, io, given);
    if (!id) return 1;
    const enquiry = await store.getEnquiry(id);
    if (!enquiry) return notFound(io, id);
    await audit(store, io, "view", id);
    io.stdout(enquiryToText(enquiry));
    return 0;
  });
};

/** `delete ID`: one enquiry and its notification, asking nothing; prints what it deleted. */
export const deleteCommand: StaffCommand = (command, args) => {
  const given = oneId(command, args);
  return withStore(async (store, _config, io) => {
    const id = await resolveId(store, io, given);
    if (!id) return 1;
    const deleted = await store.deleteEnquiry(id);
    if (!deleted) return notFound(io, id);
    // That it happened, by whom and when, never what it held.
    await audit(store, io, "delete", id, `received ${queenslandStamp(deleted.receivedAt)}`);
    io.stdout(
      `Deleted enquiry ${id}${deleted.notification ? " and its notification" : ""}:\n${enquiryToText(deleted)}\n${COPIES_OUT_OF_REACH}`,
    );
    return 0;
  });
};
