import { enquiriesToCsv, enquiriesToJson, enquiriesToList } from "../export";
import { noArguments, nowOf, UsageError, withStore, type Options, type StaffCommand } from "./command";
import { storeName, write } from "./output";

/** `list`: enquiries, newest first, with their notification state and where the reply stands; `--overdue` only the late, unreplied ones. */
export const listCommand: StaffCommand = (command, args, options) => {
  const limit = limitOf(command, args, options);
  if (options.output !== undefined) throw new UsageError("--output goes with export or find --format");
  if (options.overdue && options.spam) throw new UsageError("--overdue lists enquiries that were mailed; spam held back has no reply due (its digest names it)");
  return withStore(async (store, config, io) => {
    const now = nowOf(io);
    const enquiries = await store.listEnquiries({ limit, includeSpam: options.spam, ...(options.overdue ? { overdueAt: now } : {}) });
    const none = options.overdue ? `No enquiry in ${storeName(store, config)} is overdue: every reply due by now is recorded.\n` : `No enquiries in ${storeName(store, config)}.\n`;
    io.stdout(enquiries.length > 0 ? enquiriesToList(enquiries, now) : none);
    return 0;
  });
};

/** `export --format csv|json`: every field, for a spreadsheet or a program. */
export const exportCommand: StaffCommand = (command, args, options) => {
  const limit = limitOf(command, args, options);
  const { format } = options;
  if (format !== "csv" && format !== "json") throw new UsageError("export needs --format csv or --format json");
  return withStore(async (store, _config, io) => {
    const enquiries = await store.listEnquiries({ limit, includeSpam: options.spam });
    return write(io, format === "csv" ? enquiriesToCsv(enquiries) : enquiriesToJson(enquiries), options.output, enquiries.length);
  });
};

function limitOf(command: string, args: readonly string[], options: Options): number {
  noArguments(command, args);
  const limit = options.limit === undefined ? 100_000 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a positive whole number");
  return limit;
}
