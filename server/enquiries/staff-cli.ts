import { parseArgs } from "node:util";
import { BACKUP_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS, SPAM_RETENTION_DAYS } from "../../shared/lib/retention";
import { StoreNotFoundError } from "./store";
import { UsageError, type CliIo } from "./staff-commands/command";
import { staffCommand } from "./staff-commands/table";

export type { CliIo };
export { BACKUP_FILE, backupFileName, PG_DUMP_COMMAND } from "./staff-commands/backup";
export { COPIES_OUT_OF_REACH } from "./staff-commands/show-delete";

/** The staff CLI (`npm run enquiries -- ...`), callable in-process so the tests can run it against a temp store. */
export const USAGE = `Usage:
  npm run enquiries -- list [--spam | --overdue] [--from DAY] [--to DAY] [--limit N]
  npm run enquiries -- export --format csv|json [--output FILE] [--spam] [--from DAY] [--to DAY] [--limit N]
  npm run enquiries -- show ID
  npm run enquiries -- find TEXT [--format csv|json] [--output FILE]
  npm run enquiries -- correct ID FIELD VALUE
  npm run enquiries -- replied ID [--by NAME]
  npm run enquiries -- status ID new|replied|client|not-a-fit|spam
  npm run enquiries -- note ID TEXT
  npm run enquiries -- assign ID EMAIL|none
  npm run enquiries -- delete ID
  npm run enquiries -- retry
  npm run enquiries -- purge [--dry-run]
  npm run enquiries -- backup FILE|FOLDER
  npm run enquiries -- prune-backups FOLDER [--dry-run]
  npm run enquiries -- copy-to-postgres
  npm run enquiries -- test-mail

Reads the enquiry store the server uses: PostgreSQL when DATABASE_URL is set, otherwise
SQLite in DATA_DIR (default ./data). An ID may be shortened to its first characters (at least
four) when no other enquiry's ID starts with them. show, export, find --format, correct, replied,
status, note, assign and delete are recorded in the audit trail as cli:<your user name>.
  list       enquiries, newest first, with their notification state and their reply: when it is
             due (5 pm Brisbane time on the promised business day), OVERDUE once that has passed,
             or when it was recorded replied; --overdue lists only the late, unreplied ones
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
  replied    records that the practice replied to an enquiry, now, and who (--by NAME): it leaves
             the overdue list, and no late-reply reminder is sent for it
  status     sets where an enquiry stands: new, replied, client (became a client), not-a-fit or
             spam; replied also records when, and you, unless a reply is already recorded
  note       adds a note to an enquiry (kept with it, deleted with it); quote TEXT with spaces
  assign     assigns an enquiry to a colleague (an email address), or to no one with none
  delete     deletes one enquiry, its notes and its notification, asking nothing, and prints what
             it deleted
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
  test-mail  sends one test notification to ENQUIRY_TO through SMTP_URL, as the server sends
             each, and prints the mail server's answer, or why it was not sent
  --output FILE  write to a new FILE (mode 0600; never overwrites) instead of the terminal
  --spam     include enquiries the anti-spam checks flagged
  --overdue  list only enquiries whose reply is due and not recorded
  --by NAME  who replied (replied)
  --from DAY, --to DAY
             only enquiries received from or to that Queensland day (YYYY-MM-DD, included)
  --limit N  at most N enquiries, newest first (default 100000)
  --dry-run  print what purge or prune-backups would delete, and delete nothing
`;

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
        overdue: { type: "boolean", default: false },
        by: { type: "string" },
        from: { type: "string" },
        to: { type: "string" },
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
  const swallowed = ["format", "output", "spam", "limit", "dry_run", "overdue", "by", "from", "to"].filter(
    (name) => io.env[`npm_config_${name}`] !== undefined,
  );
  if (swallowed.length > 0) {
    io.stderr(
      `npm took --${swallowed[0]!.replace("_", "-")} as its own option: put -- before the command, as in "npm run enquiries -- list --spam"\n\n${USAGE}`,
    );
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    (values.help ? io.stdout : io.stderr)(USAGE);
    return values.help ? 0 : 2;
  }
  try {
    // Each command (staff-commands/) checks its arguments before it opens anything.
    const commandFor = staffCommand(command);
    if (!commandFor) throw new UsageError(`Unknown command "${command}"`);
    return await commandFor(command, rest, values)(io);
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
