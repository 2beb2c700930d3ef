import { isEmailAddress } from "../../../shared/lib/enquiry-schema";
import { ENQUIRY_STATUSES, isEnquiryStatus } from "../inbox-store";
import { oneLine } from "../export";
import { audit, cliActor, nowOf, oneId, resolveId, UsageError, withStore, type StaffCommand } from "./command";
import { notFound } from "./output";

/** The longest note taken, as the inbox takes. */
const NOTE_MAX = 5000;

/** `status ID STATUS`: where the enquiry stands; "replied" records who (the OS user) and when unless already recorded. */
export const statusCommand: StaffCommand = (command, args) => {
  const [rawId, wanted, ...extra] = args;
  const given = oneId(command, rawId === undefined ? [] : [rawId]);
  if (wanted === undefined || extra.length > 0)
    throw new UsageError(`status needs one STATUS after the ID: ${ENQUIRY_STATUSES.join(", ")}`);
  if (!isEnquiryStatus(wanted))
    throw new UsageError(`"${wanted}" is not a status: use one of ${ENQUIRY_STATUSES.join(", ")}`);
  return withStore(async (store, _config, io) => {
    const id = await resolveId(store, io, given);
    if (!id) return 1;
    const before = await store.getEnquiry(id);
    const changed = before && (await store.inbox.setStatus(id, wanted, cliActor(io), nowOf(io)));
    if (!before || !changed) return notFound(io, id);
    await audit(store, io, "status", id, `${before.status} → ${wanted}`);
    io.stdout(`Enquiry ${id} is now ${wanted} (it was ${before.status}).\n`);
    return 0;
  });
};

/** `note ID TEXT`: a note kept with the enquiry (and deleted with it), by the OS user. */
export const noteCommand: StaffCommand = (command, args) => {
  const [rawId, ...words] = args;
  const given = oneId(command, rawId === undefined ? [] : [rawId]);
  const text = words.join(" ").trim();
  if (text === "") throw new UsageError("note needs the TEXT of the note after the ID");
  if (text.length > NOTE_MAX)
    throw new UsageError(`A note holds at most ${NOTE_MAX} characters (this one has ${text.length})`);
  return withStore(async (store, _config, io) => {
    const id = await resolveId(store, io, given);
    if (!id) return 1;
    const note = await store.inbox.addNote(id, cliActor(io), text, nowOf(io));
    if (!note) return notFound(io, id);
    // That a note was added, not its words: they may repeat what the enquirer wrote.
    await audit(store, io, "note", id);
    io.stdout(`Added a note to enquiry ${id} as ${note.author}: ${oneLine(text).slice(0, 200)}\n`);
    return 0;
  });
};

/** `assign ID EMAIL`: whose the enquiry is; "none" clears it. */
export const assignCommand: StaffCommand = (command, args) => {
  const [rawId, email, ...extra] = args;
  const given = oneId(command, rawId === undefined ? [] : [rawId]);
  if (email === undefined || extra.length > 0)
    throw new UsageError("assign needs one EMAIL after the ID (a colleague's address), or none to clear it");
  const assignee = email.trim().toLowerCase() === "none" ? null : email.trim().toLowerCase();
  if (assignee !== null && !isEmailAddress(assignee))
    throw new UsageError(`"${email}" is not an email address: give a colleague's address (name@example.com), or none`);
  return withStore(async (store, _config, io) => {
    const id = await resolveId(store, io, given);
    if (!id) return 1;
    if (!(await store.inbox.assign(id, assignee))) return notFound(io, id);
    await audit(store, io, "assign", id, assignee ? `to ${assignee}` : "to no one");
    io.stdout(assignee ? `Enquiry ${id} is assigned to ${assignee}.\n` : `Enquiry ${id} is assigned to no one.\n`);
    return 0;
  });
};
