import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, type AppConfig } from "../config";
import { enquiriesToCsv, enquiriesToJson, enquiriesToList, enquiryToText } from "./export";
import { openEnquiryStore } from "./open-store";
import { retentionCutoffs } from "./retention";
import { StoreNotFoundError, type EnquiryStore, type PurgedEnquiry } from "./store";
import { openPostgresStore } from "./store-postgres";
import { openSqliteStore, SqliteEnquiryStore } from "./store-sqlite";

/** The staff CLI (`npm run enquiries -- ...`), callable in-process so the tests can run it against a temp store. */
export const USAGE = `Usage:
  npm run enquiries -- list [--spam] [--limit N]
  npm run enquiries -- export --format csv|json [--output FILE] [--spam] [--limit N]
  npm run enquiries -- show ID
  npm run enquiries -- find TEXT [--format csv|json] [--output FILE]
  npm run enquiries -- delete ID
  npm run enquiries -- retry
  npm run enquiries -- purge [--dry-run]
  npm run enquiries -- backup FILE
  npm run enquiries -- copy-to-postgres

Reads the enquiry store the server uses: PostgreSQL when DATABASE_URL is set, otherwise
SQLite in DATA_DIR (default ./data).
  list       enquiries, newest first, with their notification state
  export     every field, for a spreadsheet (csv, which Excel opens with accents intact) or a
             program (json); times in Queensland time, and as ISO timestamps
  show       one enquiry whole (ID as list prints it)
  find       enquiries, spam included, whose name, company, email or phone contains TEXT; with
             --format, every field of them (an access request under APP 12 in one command)
  delete     deletes one enquiry and its notification, asking nothing, and prints what it deleted
  retry      makes every failing notification due now (the server's outbox worker sends them)
  purge      deletes the enquiries past their retention (ENQUIRY_RETENTION_DAYS, spam after
             30 days) with their notifications, as the server does hourly, and prints them
  backup     a consistent copy of the SQLite store, taken while the server runs, to a new FILE
             (mode 0600); with DATABASE_URL use pg_dump instead (docs/operations.md)
  copy-to-postgres
             copies the SQLite store in DATA_DIR into the PostgreSQL database DATABASE_URL names,
             with every notification not yet sent (the server then sends them); safe to run again
  --output FILE  write to a new FILE (mode 0600; never overwrites) instead of the terminal
  --spam     include enquiries the anti-spam checks flagged
  --limit N  at most N enquiries, newest first (default 100000)
  --dry-run  print what purge would delete, and delete nothing
`;

const PG_DUMP_ADVICE = `The enquiry store is PostgreSQL (DATABASE_URL is set): back it up with pg_dump, for example
  pg_dump --format=custom --file="/var/backups/counsel-site/enquiries-$(date +%F).dump" "$DATABASE_URL"
(docs/operations.md, "Backups and restore").
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
      return async (store, config, io) => {
        const dryRun = options["dry-run"];
        const cutoffs = retentionCutoffs(io.now?.() ?? new Date(), config.ENQUIRY_RETENTION_DAYS);
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
        io.stdout(`Deleted enquiry ${id}${deleted.notification ? " and its notification" : ""}:\n${enquiryToText(deleted)}`);
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
        const found = await store.findEnquiries(text);
        if (format) return write(io, format === "csv" ? enquiriesToCsv(found) : enquiriesToJson(found), options.output, found.length);
        io.stdout(found.length ? enquiriesToList(found) : `No enquiry in ${storeName(store, config)} has "${text}" in its name, company, email or phone.\n`);
        return 0;
      };
    }
    case "backup": {
      if (args.length !== 1 || !args[0]) throw new UsageError("backup needs one FILE to write");
      const file = resolve(args[0]);
      return async (store, _config, io) => {
        if (!(store instanceof SqliteEnquiryStore)) {
          io.stderr(PG_DUMP_ADVICE);
          return 1;
        }
        if (existsSync(file)) {
          io.stderr(`${file} already exists; backup writes a new file (put the date in its name).\n`);
          return 1;
        }
        mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
        await store.backup(file);
        io.stdout(`Backed up ${store.file} to ${file} (${statSync(file).size} bytes, mode 0600).\n`);
        return 0;
      };
    }
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
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
          `${toSend ? `${toSend} ${toSend === 1 ? "notification is" : "notifications are"} not sent yet: the server sends ${toSend === 1 ? "it" : "them"} from PostgreSQL.\n` : ""}`,
      );
      return 0;
    } finally {
      await postgres.close();
    }
  } finally {
    await sqlite.close();
  }
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
  io.stdout(`Wrote ${count} ${count === 1 ? "enquiry" : "enquiries"} to ${file} (mode 0600).\n`);
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
  const period = `received before ${before.toISOString()} (spam before ${spamBefore.toISOString()})`;
  if (purged.length === 0) return `Nothing to delete: no enquiry was ${period}.\n`;
  const spam = purged.filter((enquiry) => enquiry.spam).length;
  const count = `${purged.length} ${purged.length === 1 ? "enquiry" : "enquiries"}${spam ? ` (${spam} spam)` : ""}`;
  const heading = dryRun ? `Would delete ${count} ${period}; nothing was deleted (--dry-run):` : `Deleted ${count} ${period}, with their notifications:`;
  return `${heading}\n${purged.map((enquiry) => `  ${enquiry.receivedAt}  ${enquiry.id}${enquiry.spam ? "  spam" : ""}`).join("\n")}\n`;
}
