import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { enquiriesToCsv, enquiriesToJson, enquiriesToList } from "./export";
import { openEnquiryStore } from "./open-store";

/** Staff tooling: `npm run enquiries -- list` and `npm run enquiries -- export --format csv|json`. */
const USAGE = `Usage:
  npm run enquiries -- list [--spam] [--limit N]
  npm run enquiries -- export --format csv|json [--spam] [--limit N]

Reads the enquiry store the server uses: PostgreSQL when DATABASE_URL is set, otherwise
SQLite in DATA_DIR (default ./data).
  --spam     include enquiries the anti-spam checks flagged
  --limit N  at most N enquiries, newest first (default 100000)
`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { format: { type: "string" }, spam: { type: "boolean", default: false }, limit: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command] = positionals;
  if (values.help || !command) {
    process.stdout.write(USAGE);
    return values.help ? 0 : 2;
  }
  const limit = values.limit === undefined ? 100_000 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    process.stderr.write(`--limit must be a positive whole number\n`);
    return 2;
  }
  if (command !== "list" && command !== "export") {
    process.stderr.write(`Unknown command "${command}"\n\n${USAGE}`);
    return 2;
  }
  const format = command === "list" ? "list" : values.format;
  if (format !== "list" && format !== "csv" && format !== "json") {
    process.stderr.write(`export needs --format csv or --format json\n`);
    return 2;
  }

  const config = loadConfig();
  const store = await openEnquiryStore(config);
  try {
    const enquiries = await store.listEnquiries({ limit, includeSpam: values.spam });
    const output = format === "csv" ? enquiriesToCsv(enquiries) : format === "json" ? enquiriesToJson(enquiries) : enquiriesToList(enquiries);
    process.stdout.write(output);
    return 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : `enquiries: ${(error as Error).message}`}\n`);
    process.exitCode = 1;
  },
);
