import { enquiryToText, oneLine } from "../export";
import { queenslandTime } from "../queensland-time";
import { audit, nowOf, oneId, resolveId, UsageError, withStore, type StaffCommand } from "./command";
import { notFound } from "./output";

/** A name as staff give it: one line, trimmed, and short enough for a column. */
const NAME_MAX = 100;

/** `replied ID [--by NAME]`: records that the practice replied, now, and who; the enquiry leaves the overdue list and gets no reminder. */
export const repliedCommand: StaffCommand = (command, args, options) => {
  const given = oneId(command, args);
  const by = options.by === undefined ? null : oneLine(options.by).trim();
  if (by === "") throw new UsageError("--by needs the NAME of who replied (or leave --by out)");
  if (by !== null && by.length > NAME_MAX) throw new UsageError(`--by takes a name of at most ${NAME_MAX} characters`);
  return withStore(async (store, _config, io) => {
    const id = await resolveId(store, io, given);
    if (!id) return 1;
    const before = await store.getEnquiry(id);
    if (!before) return notFound(io, id);
    const at = nowOf(io);
    const replied = await store.markReplied(id, by, at);
    if (!replied) return notFound(io, id);
    await audit(store, io, "replied", id, by ? `by ${by}` : undefined);
    const previously = before.repliedAt
      ? ` (it was recorded before, at ${queenslandTime(before.repliedAt)}${before.repliedBy ? ` by ${before.repliedBy}` : ""})`
      : "";
    io.stdout(
      `Recorded enquiry ${id} as replied at ${queenslandTime(at.toISOString())}${by ? ` by ${by}` : ""}${previously}.\n\n${enquiryToText(replied)}`,
    );
    return 0;
  });
};
