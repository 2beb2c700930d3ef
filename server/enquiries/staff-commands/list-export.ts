import { enquiriesToCsv, enquiriesToJson, enquiriesToList } from "../export";
import { parseDateRange, inRange } from "../date-range";
import type { EnquiryStore, ListOptions, StoredEnquiry } from "../store";
import { audit, noArguments, nowOf, UsageError, withStore, type Options, type StaffCommand } from "./command";
import { storeName, write } from "./output";

/** `list`: enquiries, newest first, with their notification state and where the reply stands; `--overdue` only the late, unreplied ones. */
export const listCommand: StaffCommand = (command, args, options) => {
  const limit = limitOf(command, args, options);
  if (options.output !== undefined) throw new UsageError("--output goes with export or find --format");
  if (options.overdue && options.spam)
    throw new UsageError(
      "--overdue lists enquiries that were mailed; spam held back has no reply due (its digest names it)",
    );
  const range = rangeOf(options);
  return withStore(async (store, config, io) => {
    const now = nowOf(io);
    const enquiries = await listed(
      store,
      { limit, includeSpam: options.spam, ...(options.overdue ? { overdueAt: now } : {}) },
      range,
    );
    const none = options.overdue
      ? `No enquiry in ${storeName(store, config)} is overdue: every reply due by now is recorded.\n`
      : `No enquiries in ${storeName(store, config)}.\n`;
    io.stdout(enquiries.length > 0 ? enquiriesToList(enquiries, now) : none);
    return 0;
  });
};

/** `export --format csv|json`: every field, for a spreadsheet or a program. */
export const exportCommand: StaffCommand = (command, args, options) => {
  const limit = limitOf(command, args, options);
  const { format } = options;
  if (format !== "csv" && format !== "json") throw new UsageError("export needs --format csv or --format json");
  const range = rangeOf(options);
  return withStore(async (store, _config, io) => {
    const enquiries = await listed(store, { limit, includeSpam: options.spam }, range);
    const span = options.from || options.to ? `${options.from ?? "start"} to ${options.to ?? "now"}, ` : "";
    await audit(
      store,
      io,
      "export",
      undefined,
      `${span}${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"} as ${format}`,
    );
    return write(
      io,
      format === "csv" ? enquiriesToCsv(enquiries) : enquiriesToJson(enquiries),
      options.output,
      enquiries.length,
    );
  });
};

function limitOf(command: string, args: readonly string[], options: Options): number {
  noArguments(command, args);
  const limit = options.limit === undefined ? 100_000 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a positive whole number");
  return limit;
}

type Range = { readonly from?: Date; readonly before?: Date } | undefined;

/** `--from DAY --to DAY`, either alone, as a range of Queensland days; undefined when neither is given. */
function rangeOf(options: Options): Range {
  if (options.from === undefined && options.to === undefined) return undefined;
  const range = parseDateRange(options.from, options.to);
  if (!range.ok) throw new UsageError(`--from and --to take Queensland days: ${range.problem}`);
  return range;
}

/** Newest first, at most `limit`, received in `range` when given. */
async function listed(
  store: EnquiryStore,
  options: ListOptions & { readonly limit: number },
  range: Range,
): Promise<StoredEnquiry[]> {
  if (!range) return store.listEnquiries(options);
  const all = await store.listEnquiries({ ...options, limit: Number.MAX_SAFE_INTEGER });
  return all.filter((enquiry) => inRange(enquiry.receivedAt, range)).slice(0, options.limit);
}
