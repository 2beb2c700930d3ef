import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/**
 * better-sqlite3 for the Node running now (docs/decisions/012-sqlite-driver-per-node.md): 13 on Node 22
 * and later (N-API, its binaries in the package: no build, and none of 12's abort on Node 24.19+), 12
 * under the alias better-sqlite3-node20 on Node 20 (13 crashes there). Same API, so the code is one.
 */
export const SQLITE_DRIVER =
  Number(process.versions.node.split(".")[0]) >= 22 ? "better-sqlite3" : "better-sqlite3-node20";

const require = createRequire(import.meta.url);
let driver: typeof BetterSqlite3 | undefined;

/** Loaded on first use: a server on PostgreSQL never loads it. */
function sqliteDriver(): typeof BetterSqlite3 {
  if (!driver) {
    try {
      driver = require(SQLITE_DRIVER) as typeof BetterSqlite3;
    } catch (error) {
      throw new Error(
        `The SQLite driver for Node ${process.versions.node} (${SQLITE_DRIVER}) is not installed: run npm ci with this Node version (README, "Node.js versions")`,
        { cause: error },
      );
    }
  }
  return driver;
}

export function openDatabase(file: string, options?: BetterSqlite3.Options): BetterSqlite3.Database {
  const Database = sqliteDriver();
  return new Database(file, options);
}

export type SqliteDatabase = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;
