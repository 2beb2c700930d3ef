import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { AppConfig } from "../../platform/config";
import type { EnquiryStore } from "../store";
import { SqliteEnquiryStore } from "../store-sqlite";
import type { CliIo } from "./command";

export function notFound(io: CliIo, id: string): number {
  io.stderr(`No enquiry has the ID ${id}.\n`);
  return 1;
}

/** Which store a command read, for the answers that say it found nothing. */
export function storeName(store: EnquiryStore, config: AppConfig): string {
  if (store instanceof SqliteEnquiryStore) return `the SQLite store ${store.file}`;
  try {
    const url = new URL(config.DATABASE_URL ?? "");
    return `the PostgreSQL database ${url.pathname.slice(1) || "(default)"} on ${url.host}`;
  } catch {
    return "the PostgreSQL database DATABASE_URL names";
  }
}

/**
 * An export to the terminal, or to a new file only its owner can read (personal information): it
 * never overwrites, and the file holds the export alone (no npm banner in front of it).
 */
export function write(io: CliIo, text: string, output: string | undefined, count: number): number {
  if (output === undefined) {
    io.stdout(text);
    return 0;
  }
  const file = resolve(output);
  try {
    writeFileSync(file, text, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    io.stderr(`${file} already exists; the export writes a new file (put the date in its name).\n`);
    return 1;
  }
  io.stdout(
    `Wrote ${count} ${count === 1 ? "enquiry" : "enquiries"} to ${file} (mode 0600).\n` +
      'It holds personal information that no retention job reaches: delete it once it has served its purpose (docs/operations.md, "Exports").\n',
  );
  return 0;
}
