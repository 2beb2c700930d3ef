import { existsSync, mkdirSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { BACKUP_RETENTION_DAYS } from "../../../shared/lib/retention";
import { loadConfig } from "../../platform/config";
import type { EnquiryStore } from "../store";
import { SqliteEnquiryStore } from "../store-sqlite";
import { nowOf, openAndRun, UsageError, type CliIo, type StaffCommand } from "./command";

/**
 * The pg_dump line docs/operations.md gives: only its owner can read the dump (umask 077), and its
 * name carries the UTC time to the second, like backup's own files, so a second dump the same day
 * never overwrites the first; prune-backups knows the name.
 */
export const PG_DUMP_COMMAND =
  '(umask 077 && pg_dump --format=custom --file="/var/backups/counsel-site/enquiries-$(date -u +%Y-%m-%dT%H%M%SZ).dump" "$DATABASE_URL")';

const PG_DUMP_ADVICE = `The enquiry store is PostgreSQL (DATABASE_URL is set): back it up with pg_dump, for example
  ${PG_DUMP_COMMAND}
(docs/operations.md, "Backups and restore").
`;

/**
 * The backups prune-backups may delete: those `backup FOLDER` writes (enquiries-<UTC time>.sqlite),
 * the dated names docs/operations.md gives `backup FILE` and pg_dump (enquiries-<date>.sqlite or
 * .dump), and the -wal/-shm files SQLite leaves beside a backup someone opened.
 */
export const BACKUP_FILE = /^enquiries-[^/\\]*\.(?:sqlite(?:-wal|-shm|-journal)?|dump)$/;

/** enquiries-2026-06-30T021500Z.sqlite: sorts by time, no characters a file system refuses. */
export function backupFileName(at: Date): string {
  return `enquiries-${at.toISOString().slice(0, 19).replace(/:/g, "")}Z.sqlite`;
}

/** `backup FILE|FOLDER`: a consistent copy of the SQLite store, taken while the server runs; PostgreSQL is pg_dump's. */
export const backupCommand: StaffCommand = (_command, args) => {
  if (args.length !== 1 || !args[0]) throw new UsageError("backup needs one FILE or FOLDER to write");
  const target = resolve(args[0]);
  // A folder (one that exists, or a name ending in /) gets a new file named as prune-backups expects.
  const intoFolder = /[\\/]$/.test(args[0]) || (existsSync(target) && statSync(target).isDirectory());
  return async (io) => {
    const config = loadConfig(io.env);
    if (config.DATABASE_URL) {
      io.stderr(PG_DUMP_ADVICE);
      return 1;
    }
    return openAndRun(config, io, (store, _config, io) =>
      backUp(store, intoFolder ? { folder: target } : { file: target }, io),
    );
  };
};

async function backUp(store: EnquiryStore, target: { folder: string } | { file: string }, io: CliIo): Promise<number> {
  if (!(store instanceof SqliteEnquiryStore)) {
    io.stderr(PG_DUMP_ADVICE);
    return 1;
  }
  const file = "folder" in target ? join(target.folder, backupFileName(nowOf(io))) : target.file;
  if (existsSync(file)) {
    io.stderr(`${file} already exists; backup writes a new file (put the date in its name, or give a folder).\n`);
    return 1;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  await store.backup(file);
  io.stdout(
    `Backed up ${store.file} to ${file} (${statSync(file).size} bytes, mode 0600).\n` +
      (BACKUP_FILE.test(basename(file))
        ? `The privacy policy keeps backups ${BACKUP_RETENTION_DAYS} days: run prune-backups on ${dirname(file)} daily (docs/operations.md).\n`
        : `prune-backups deletes only files named enquiries-*.sqlite, so it will never delete this one: delete it within ${BACKUP_RETENTION_DAYS} days yourself (the privacy policy's period), or give backup a folder.\n`),
  );
  return 0;
}
