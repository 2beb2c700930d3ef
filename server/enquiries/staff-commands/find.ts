import { enquiriesToCsv, enquiriesToJson, enquiriesToList } from "../export";
import { findEnquiriesWithPhone } from "../phone-search";
import { audit, UsageError, withStore, type StaffCommand } from "./command";
import { storeName, write } from "./output";

/** `find TEXT`: enquiries, spam included, by name, company, email or phone; with --format, every field of them. */
export const findCommand: StaffCommand = (_command, args, options) => {
  const text = args.join(" ").trim();
  if (!text) throw new UsageError("find needs the TEXT to look for");
  const { format } = options;
  if (format !== undefined && format !== "csv" && format !== "json")
    throw new UsageError("find --format takes csv or json");
  if (format === undefined && options.output !== undefined)
    throw new UsageError("--output goes with find --format csv|json");
  return withStore(async (store, config, io) => {
    const found = await findEnquiriesWithPhone(store, text);
    if (format) {
      // An access request's answer is an export of personal information: recorded as one (the search text is not kept).
      await audit(
        store,
        io,
        "export",
        undefined,
        `find, ${found.length} ${found.length === 1 ? "enquiry" : "enquiries"} as ${format}`,
      );
      return write(io, format === "csv" ? enquiriesToCsv(found) : enquiriesToJson(found), options.output, found.length);
    }
    io.stdout(
      found.length
        ? enquiriesToList(found)
        : `No enquiry in ${storeName(store, config)} has "${text}" in its name, company, email or phone.\n`,
    );
    return 0;
  });
};
