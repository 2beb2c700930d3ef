import { existsSync, lstatSync, mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BACKUP_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS, SPAM_RETENTION_DAYS } from "../../shared/lib/retention";
import { loadConfig, type AppConfig } from "../platform/config";
import { checkCorrection, correctableField, sameValue } from "./correction";
import { enquiriesToCsv, enquiriesToJson, enquiriesToList, enquiryToText, oneLine } from "./export";
import { openEnquiryStore } from "./open-store";
import { queenslandStamp, queenslandTime } from "./queensland-time";
import { retentionCutoffs } from "./retention";
import { StoreNotFoundError, type CorrectableField, type CorrectedValue, type EnquiryStore, type PurgedEnquiry } from "./store";
import { findEnquiriesWithPhone } from "./phone-search";
import { openPostgresStore, type PostgresEnquiryStore } from "./store-postgres";
import { openSqliteStore, SqliteEnquiryStore } from "./store-sqlite";

/** The staff CLI (`npm run enquiries -- ...`), callable in-process so the tests can run it against a temp store. */
export const USAGE = `Usage:
  npm run enquiries -- list [--spam] [--limit N]
  npm run enquiries -- export --format csv|json [--output FILE] [--spam] [--limit N]
  npm run enquiries -- show ID
  npm run enquiries -- find TEXT [--format csv|json] [--output FILE]
  npm run enquiries -- correct ID FIELD VALUE
  npm run enquiries -- delete ID
  npm run enquiries -- retry
  npm run enquiries -- purge [--dry-run]
  npm run enquiries -- backup FILE|FOLDER
  npm run enquiries -- prune-backups FOLDER [--dry-run]
  npm run enquiries -- copy-to-postgres

Reads the enquiry store the server uses: PostgreSQL when DATABASE_URL is set, otherwise
SQLite in DATA_DIR (default ./data).
  list       enquiries, newest first, with their notification state
  export     every field, for a spreadsheet (csv, which Excel opens with accents intact) or a
             program (json); times in Queensland time, and as ISO timestamps
  show       one enquiry whole (ID as list prints it)
  find       enquiries, spam included, whose name, company, email or phone contains TEXT (a phone
             number however it was written: 0412 345 678 finds +61 412 345 678); with
             --format, every field of them (an access request under APP 12 in one command)
  correct    sets one FIELD of an enquiry (name, company, role, email, phone, business-size,
             priorities or message) to VALUE, checked as the form checks it, and records when it
             was corrected (a correction request under APP 13); quote a VALUE with spaces, ""
             clears it; priorities are separated by semicolons ("Commercial Contracts; Property")
  delete     deletes one enquiry and its notification, asking nothing, and prints what it deleted
  retry      makes every failing notification due now (the server's outbox worker sends them)
  purge      deletes the enquiries past their retention (the privacy policy's ${ENQUIRY_RETENTION_DAYS} days; spam
             held back, ${SPAM_RETENTION_DAYS}) with their notifications, as the server does hourly, and prints them
  backup     a consistent copy of the SQLite store, taken while the server runs, to a new FILE,
             or into FOLDER as enquiries-<UTC time>.sqlite (mode 0600); with DATABASE_URL use
             pg_dump instead (docs/operations.md)
  prune-backups
             deletes the backups in FOLDER made more than ${BACKUP_RETENTION_DAYS} days ago (the privacy policy's
             period), by modification time: regular files named enquiries-*.sqlite or
             enquiries-*.dump only, never following a link; prints what it deleted
  copy-to-postgres
             copies the SQLite store in DATA_DIR into the PostgreSQL database DATABASE_URL names,
             with every notification not yet sent (the server then sends them); safe to run again
  --output FILE  write to a new FILE (mode 0600; never overwrites) instead of the terminal
  --spam     include enquiries the anti-spam checks flagged
  --limit N  at most N enquiries, newest first (default 100000)
  --dry-run  print what purge or prune-backups would delete, and delete nothing
`;

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

/** What `delete` cannot reach, as docs/operations.md ("Requests about personal information", step 6) says. */
export const COPIES_OUT_OF_REACH = `Copies this command cannot reach:
  - the notification email in the practice's mailbox: delete it there;
  - backups made before now: they keep the enquiry until prune-backups deletes them (${BACKUP_RETENTION_DAYS} days); keep the id, and delete it again if one is ever restored;
  - exports and find --output files staff saved: delete any that hold it.
`;

export interface CliIo {
  readonly env: NodeJS.ProcessEnv;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The time purge measures retention from (tests). */
  readonly now?: () => Date;
}

class UsageError extends Error {}

/** Runs one command; resolves to the exit code: 0 done, 1 failed or not found, 2 bad usage. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        format: { type: "string" },
        output: { type: "string" },
        spam: { type: "boolean", default: false },
        limit: { type: "string" },
        "dry-run": { type: "boolean", default: false },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    // The tool's own words, not Node's parser's.
    const option = /'(-[^']*)'/.exec((error as Error).message)?.[1];
    io.stderr(`${option ? `Unknown option ${option}` : "Options could not be read"}\n\n${USAGE}`);
    return 2;
  }
  // Without "--", npm takes the options as its own and sets npm_config_<name>: the command would run without them.
  const swallowed = ["format", "output", "spam", "limit", "dry_run"].filter((name) => io.env[`npm_config_${name}`] !== undefined);
  if (swallowed.length > 0) {
    io.stderr(`npm took --${swallowed[0]!.replace("_", "-")} as its own option: put -- before the command, as in "npm run enquiries -- list --spam"\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    (values.help ? io.stdout : io.stderr)(USAGE);
    return values.help ? 0 : 2;
  }
  try {
    // Reads no store at all: only files in a folder.
    if (command === "prune-backups") return pruneBackups(command, rest, values["dry-run"], io);
    // Reads one store and writes another, so it opens its own.
    if (command === "copy-to-postgres") {
      noArguments(command, rest);
      return await copyToPostgres(loadConfig(io.env), io);
    }
    const run = commandFor(command, rest, values);
    const config = loadConfig(io.env);
    if (command === "backup" && config.DATABASE_URL) {
      io.stderr(PG_DUMP_ADVICE);
      return 1;
    }
    const store = await openEnquiryStore(config, undefined, { create: false });
    try {
      return await run(store, config, io);
    } finally {
      await store.close();
    }
  } catch (error) {
    if (error instanceof StoreNotFoundError) {
      io.stderr(`${error.message}\n`);
      return 1;
    }
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n\n${USAGE}`);
    return 2;
  }
}

type Command = (store: EnquiryStore, config: AppConfig, io: CliIo) => Promise<number>;

interface Options {
  readonly format?: string;
  readonly output?: string;
  readonly spam: boolean;
  readonly limit?: string;
  readonly "dry-run": boolean;
}

/** Checks the arguments before anything is opened, so bad usage never touches the store. */
function commandFor(command: string, args: readonly string[], options: Options): Command {
  switch (command) {
    case "list":
    case "export": {
      noArguments(command, args);
      const limit = options.limit === undefined ? 100_000 : Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a positive whole number");
      const format = command === "list" ? "list" : options.format;
      if (format !== "list" && format !== "csv" && format !== "json") throw new UsageError("export needs --format csv or --format json");
      if (format === "list" && options.output !== undefined) throw new UsageError("--output goes with export or find --format");
      return async (store, config, io) => {
        const enquiries = await store.listEnquiries({ limit, includeSpam: options.spam });
        if (format === "list") {
          io.stdout(enquiries.length > 0 ? enquiriesToList(enquiries) : `No enquiries in ${storeName(store, config)}.\n`);
          return 0;
        }
        return write(io, format === "csv" ? enquiriesToCsv(enquiries) : enquiriesToJson(enquiries), options.output, enquiries.length);
      };
    }
    case "retry":
      noArguments(command, args);
      return async (store, _config, io) => {
        const count = await store.retryFailing(io.now?.() ?? new Date());
        io.stdout(
          count === 0
            ? "No notification is failing.\n"
            : `Re-queued ${count} failing ${count === 1 ? "notification" : "notifications"}: the server's outbox worker sends ${count === 1 ? "it" : "them"} within seconds (mail must be configured).\n`,
        );
        return 0;
      };
    case "purge":
      noArguments(command, args);
      return async (store, _config, io) => {
        const dryRun = options["dry-run"];
        const cutoffs = retentionCutoffs(io.now?.() ?? new Date());
        const purged = await store.purgeEnquiries({ ...cutoffs, dryRun });
        io.stdout(purgeReport(purged, cutoffs, dryRun));
        return 0;
      };
    case "show": {
      const id = oneId(command, args);
      return async (store, _config, io) => {
        const enquiry = await store.getEnquiry(id);
        if (!enquiry) return notFound(io, id);
        io.stdout(enquiryToText(enquiry));
        return 0;
      };
    }
    case "delete": {
      const id = oneId(command, args);
      return async (store, _config, io) => {
        const deleted = await store.deleteEnquiry(id);
        if (!deleted) return notFound(io, id);
        io.stdout(`Deleted enquiry ${id}${deleted.notification ? " and its notification" : ""}:\n${enquiryToText(deleted)}\n${COPIES_OUT_OF_REACH}`);
        return 0;
      };
    }
    case "find": {
      const text = args.join(" ").trim();
      if (!text) throw new UsageError("find needs the TEXT to look for");
      const format = options.format;
      if (format !== undefined && format !== "csv" && format !== "json") throw new UsageError("find --format takes csv or json");
      if (format === undefined && options.output !== undefined) throw new UsageError("--output goes with find --format csv|json");
      return async (store, config, io) => {
        const found = await findEnquiriesWithPhone(store, text);
        if (format) return write(io, format === "csv" ? enquiriesToCsv(found) : enquiriesToJson(found), options.output, found.length);
        io.stdout(found.length ? enquiriesToList(found) : `No enquiry in ${storeName(store, config)} has "${text}" in its name, company, email or phone.\n`);
        return 0;
      };
    }
    case "correct": {
      const [rawId, fieldName, ...values] = args;
      const id = oneId(command, rawId === undefined ? [] : [rawId]);
      if (fieldName === undefined) throw new UsageError(`correct needs the FIELD to correct: ${FIELD_LIST}`);
      const field = correctableField(fieldName);
      if (!field) throw new UsageError(`correct cannot change "${fieldName}": it corrects ${FIELD_LIST}`);
      const [value, ...extra] = values;
      if (value === undefined || extra.length > 0) {
        throw new UsageError(`correct needs one VALUE after the FIELD: put a VALUE with spaces in quotes ("New Name Pty Ltd"); "" clears the field`);
      }
      return async (store, _config, io) => {
        const current = await store.getEnquiry(id);
        if (!current) return notFound(io, id);
        const checked = checkCorrection(field, value, current);
        if (!checked.ok) {
          io.stderr(`Not corrected: the form would refuse this ${FIELD_LABELS[field]}: ${checked.problem}.\n`);
          return 1;
        }
        if (sameValue(checked.value, current[field])) {
          io.stdout(`The ${FIELD_LABELS[field]} of enquiry ${id} is already "${shortened(checked.value)}": nothing was changed.\n`);
          return 0;
        }
        const at = io.now?.() ?? new Date();
        const corrected = await store.correctEnquiry(id, field, checked.value, at);
        if (!corrected) return notFound(io, id);
        io.stdout(
          `Corrected the ${FIELD_LABELS[field]} of enquiry ${id}, recorded as corrected at ${queenslandTime(at.toISOString())}.\n` +
            `  was: ${shortened(current[field])}\n  now: ${shortened(checked.value)}\n\n${enquiryToText(corrected)}`,
        );
        return 0;
      };
    }
    case "backup": {
      if (args.length !== 1 || !args[0]) throw new UsageError("backup needs one FILE or FOLDER to write");
      const target = resolve(args[0]);
      // A folder (one that exists, or a name ending in /) gets a new file named as prune-backups expects.
      const intoFolder = /[\\/]$/.test(args[0]) || (existsSync(target) && statSync(target).isDirectory());
      return async (store, _config, io) => {
        if (!(store instanceof SqliteEnquiryStore)) {
          io.stderr(PG_DUMP_ADVICE);
          return 1;
        }
        const file = intoFolder ? join(target, backupFileName(io.now?.() ?? new Date())) : target;
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
      };
    }
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

const FIELD_LABELS: Readonly<Record<CorrectableField, string>> = {
  name: "name",
  company: "company",
  role: "role",
  email: "email",
  phone: "phone",
  businessSize: "business size",
  priorities: "priorities",
  message: "message",
};
const FIELD_LIST = "name, company, role, email, phone, business-size, priorities or message";

/** A value for one line of the terminal: hidden characters as spaces, a long message cut, priorities as show prints them. */
function shortened(value: CorrectedValue): string {
  if (typeof value !== "string") return value.length === 0 ? "(empty)" : value.join("; ");
  const line = oneLine(value.replace(/\r?\n/g, " / "));
  if (line === "") return "(empty)";
  return line.length > 200 ? `${line.slice(0, 200)}… (${value.length} characters)` : line;
}

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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The privacy policy keeps backups BACKUP_RETENTION_DAYS: deletes the backups in `folder` whose
 * modification time (when backup wrote them) is older. Only regular files with a backup's name,
 * directly in the folder: a link is never followed (nor deleted), nothing else is touched.
 */
function pruneBackups(command: string, args: readonly string[], dryRun: boolean, io: CliIo): number {
  if (args.length !== 1 || !args[0]) throw new UsageError(`${command} needs the FOLDER the backups are in`);
  const folder = resolve(args[0]);
  if (!existsSync(folder) || !lstatSync(folder).isDirectory()) {
    io.stderr(`${folder} is not a folder (a link to one is not followed): give prune-backups the folder backup writes to.\n`);
    return 1;
  }
  const now = io.now?.() ?? new Date();
  const cutoff = new Date(now.getTime() - BACKUP_RETENTION_DAYS * DAY_MS);
  const pruned: Array<{ readonly name: string; readonly madeAt: Date }> = [];
  const notFiles: string[] = [];
  let kept = 0;
  for (const name of readdirSync(folder).sort()) {
    if (!BACKUP_FILE.test(name)) continue;
    const file = join(folder, name);
    const stat = lstatSync(file);
    if (!stat.isFile()) {
      notFiles.push(name);
      continue;
    }
    if (stat.mtimeMs >= cutoff.getTime()) {
      kept += 1;
      continue;
    }
    if (!dryRun) unlinkSync(file);
    pruned.push({ name, madeAt: stat.mtime });
  }
  const backups = (count: number) => `${count} ${count === 1 ? "backup" : "backups"}`;
  const period = `made before ${queenslandStamp(cutoff.toISOString())} (${BACKUP_RETENTION_DAYS} days ago)`;
  const lines = [
    pruned.length === 0
      ? `Nothing to delete: no backup in ${folder} was ${period}.`
      : `${dryRun ? `Would delete ${backups(pruned.length)}` : `Deleted ${backups(pruned.length)}`} ${period} from ${folder}${dryRun ? "; nothing was deleted (--dry-run)" : ""}:`,
    ...pruned.map(({ name, madeAt }) => `  ${oneLine(name)}  (made ${queenslandStamp(madeAt.toISOString())})`),
    `Kept ${backups(kept)} made since.`,
    ...(notFiles.length > 0 ? [`Left alone, as not regular files (links are never followed): ${notFiles.map(oneLine).join(", ")}.`] : []),
  ];
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

/** Moves a SQLite store's enquiries into PostgreSQL, so none is stranded when DATABASE_URL is set. */
async function copyToPostgres(config: AppConfig, io: CliIo): Promise<number> {
  if (!config.DATABASE_URL) {
    io.stderr("copy-to-postgres needs DATABASE_URL, the PostgreSQL database to copy into (and DATA_DIR, the folder of the SQLite store).\n");
    return 2;
  }
  const sqlite = openSqliteStore({ dataDir: config.DATA_DIR, create: false });
  try {
    const postgres = await openPostgresStore({ connectionString: config.DATABASE_URL });
    try {
      const { copied, alreadyThere, toSend } = await postgres.importRows(sqlite.transferRows());
      io.stdout(
        `Copied ${copied} ${copied === 1 ? "enquiry" : "enquiries"} from ${sqlite.file} to ${storeName(postgres, config)}` +
          `${alreadyThere ? `; ${alreadyThere} ${alreadyThere === 1 ? "was" : "were"} already there` : ""}.\n` +
          `${toSend ? `${toSend} ${toSend === 1 ? "notification is" : "notifications are"} not sent yet: the server sends ${toSend === 1 ? "it" : "them"} from PostgreSQL.\n` : ""}` +
          (await copySecret(sqlite, postgres, config)),
      );
      return 0;
    } finally {
      await postgres.close();
    }
  } finally {
    await sqlite.close();
  }
}

/**
 * The form token secret the SQLite store generated, carried over so forms visitors opened before the
 * move are still accepted (not marked token-invalid). A FORM_TOKEN_SECRET setting signs instead, so
 * there is nothing to carry; a database that already keeps a secret of its own keeps it.
 */
async function copySecret(sqlite: SqliteEnquiryStore, postgres: PostgresEnquiryStore, config: AppConfig): Promise<string> {
  const secret = sqlite.keptFormTokenSecret();
  if (config.FORM_TOKEN_SECRET || !secret) return "";
  if (await postgres.adoptFormTokenSecret(secret)) return "Copied the form token secret: forms opened before the move are still accepted.\n";
  return "PostgreSQL already keeps a form token secret of its own, so it was kept: enquiries from forms opened before the move are mailed marked token-invalid.\n";
}

/** Which store a command read, for the answers that say it found nothing. */
function storeName(store: EnquiryStore, config: AppConfig): string {
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
function write(io: CliIo, text: string, output: string | undefined, count: number): number {
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
      "It holds personal information that no retention job reaches: delete it once it has served its purpose (docs/operations.md, \"Exports\").\n",
  );
  return 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one enquiry id a command takes, as `list` prints it. */
function oneId(command: string, args: readonly string[]): string {
  const [id, ...extra] = args;
  if (!id) throw new UsageError(`${command} needs the ID of an enquiry (as list prints it)`);
  if (extra.length > 0 || !UUID.test(id)) throw new UsageError(`"${args.join(" ")}" is not an enquiry ID (like 0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d)`);
  return id.toLowerCase();
}

function notFound(io: CliIo, id: string): number {
  io.stderr(`No enquiry has the ID ${id}.\n`);
  return 1;
}

function noArguments(command: string, args: readonly string[]) {
  if (args.length > 0) throw new UsageError(`${command} takes no arguments (got "${args.join(" ")}")`);
}

function purgeReport(purged: readonly PurgedEnquiry[], { before, spamBefore }: { before: Date; spamBefore: Date }, dryRun: boolean): string {
  // Queensland time (Australia/Brisbane, UTC+10:00 all year), as list and show print it, never UTC.
  const period = `received before ${queenslandStamp(before.toISOString())} (spam before ${queenslandStamp(spamBefore.toISOString())}), Queensland time`;
  if (purged.length === 0) return `Nothing to delete: no enquiry was ${period}.\n`;
  const spam = purged.filter((enquiry) => enquiry.spam).length;
  const count = `${purged.length} ${purged.length === 1 ? "enquiry" : "enquiries"}${spam ? ` (${spam} spam)` : ""}`;
  const heading = dryRun ? `Would delete ${count} ${period}; nothing was deleted (--dry-run):` : `Deleted ${count} ${period}, with their notifications:`;
  return `${heading}\n${purged.map((enquiry) => `  ${queenslandStamp(enquiry.receivedAt)}  ${enquiry.id}${enquiry.spam ? "  spam" : ""}`).join("\n")}\n`;
}
