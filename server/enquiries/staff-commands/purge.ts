import { queenslandStamp } from "../queensland-time";
import { retentionCutoffs } from "../retention";
import type { PurgedEnquiry } from "../store";
import { noArguments, nowOf, withStore, type StaffCommand } from "./command";

/** `purge [--dry-run]`: deletes the enquiries past their retention, as the server does hourly, and prints them. */
export const purgeCommand: StaffCommand = (command, args, options) => {
  noArguments(command, args);
  return withStore(async (store, _config, io) => {
    const dryRun = options["dry-run"];
    const cutoffs = retentionCutoffs(nowOf(io));
    const purged = await store.purgeEnquiries({ ...cutoffs, dryRun });
    io.stdout(purgeReport(purged, cutoffs, dryRun));
    return 0;
  });
};

function purgeReport(
  purged: readonly PurgedEnquiry[],
  { before, spamBefore }: { before: Date; spamBefore: Date },
  dryRun: boolean,
): string {
  // Queensland time (Australia/Brisbane, UTC+10:00 all year), as list and show print it, never UTC.
  const period = `received before ${queenslandStamp(before.toISOString())} (spam before ${queenslandStamp(spamBefore.toISOString())}), Queensland time`;
  if (purged.length === 0) return `Nothing to delete: no enquiry was ${period}.\n`;
  const spam = purged.filter((enquiry) => enquiry.spam).length;
  const count = `${purged.length} ${purged.length === 1 ? "enquiry" : "enquiries"}${spam ? ` (${spam} spam)` : ""}`;
  const heading = dryRun
    ? `Would delete ${count} ${period}; nothing was deleted (--dry-run):`
    : `Deleted ${count} ${period}, with their notifications:`;
  return `${heading}\n${purged.map((enquiry) => `  ${queenslandStamp(enquiry.receivedAt)}  ${enquiry.id}${enquiry.spam ? "  spam" : ""}`).join("\n")}\n`;
}
