import { loadConfig, type AppConfig } from "../../platform/config";
import { openPostgresStore, type PostgresEnquiryStore } from "../store-postgres";
import { openSqliteStore, type SqliteEnquiryStore } from "../store-sqlite";
import { noArguments, type CliIo, type StaffCommand } from "./command";
import { storeName } from "./output";

/** `copy-to-postgres`: reads one store and writes another, so it opens its own. */
export const copyToPostgresCommand: StaffCommand = (command, args) => {
  noArguments(command, args);
  return async (io) => copyToPostgres(loadConfig(io.env), io);
};

/** Moves a SQLite store's enquiries into PostgreSQL, so none is stranded when DATABASE_URL is set. */
async function copyToPostgres(config: AppConfig, io: CliIo): Promise<number> {
  if (!config.DATABASE_URL) {
    io.stderr(
      "copy-to-postgres needs DATABASE_URL, the PostgreSQL database to copy into (and DATA_DIR, the folder of the SQLite store).\n",
    );
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
async function copySecret(
  sqlite: SqliteEnquiryStore,
  postgres: PostgresEnquiryStore,
  config: AppConfig,
): Promise<string> {
  const secret = sqlite.keptFormTokenSecret();
  if (config.FORM_TOKEN_SECRET || !secret) return "";
  if (await postgres.adoptFormTokenSecret(secret))
    return "Copied the form token secret: forms opened before the move are still accepted.\n";
  return "PostgreSQL already keeps a form token secret of its own, so it was kept: enquiries from forms opened before the move are mailed marked token-invalid.\n";
}
