// Run by npm before and after it installs (package.json "preinstall", "postinstall"): a Node the site
// does not support fails the install, with the reason; after, the SQLite
// driver for this Node must load (server/enquiries/sqlite-driver.ts picks it the same way), or the
// install fails saying why, rather than `npm start` failing later. Plain JavaScript: no dependency
// is installed yet when it first runs.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/** package.json "engines": ^20.19 || >=22. Node 21 is not admitted: neither SQLite driver supports it. */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return (major === 20 && minor >= 19) || major >= 22;
}

/** The SQLite driver for a Node version, as server/enquiries/sqlite-driver.ts picks it. */
export const sqliteDriverFor = (version) =>
  Number(version.replace(/^v/, "").split(".")[0]) >= 22 ? "better-sqlite3" : "better-sqlite3-node20";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) check(process.argv[2] === "--driver");

function check(withDriver) {
  if (!isSupportedNode(process.versions.node)) {
    console.error(
      `Node ${process.versions.node} is not supported: the site runs on Node 20.19 or later 20.x, or Node 22 and later (package.json "engines"; README, "Node.js versions").`,
    );
    process.exit(1);
  }
  if (withDriver) checkDriver(sqliteDriverFor(process.versions.node));
}

function checkDriver(driver) {
  try {
    const Database = createRequire(import.meta.url)(driver);
    const db = new Database(":memory:");
    db.prepare("SELECT 1").get();
    db.close();
  } catch (error) {
    const why =
      driver === "better-sqlite3-node20"
        ? "better-sqlite3 12 is built from source on Node 20: it needs Node's headers, python3, make and g++"
        : "better-sqlite3 13 ships its binary in the package";
    console.error(
      `The SQLite driver for Node ${process.versions.node} (${driver}) does not load (${why}): ${error instanceof Error ? error.message : String(error)}`,
    );
    // A server on PostgreSQL never loads it: say so, and let the install finish.
    if (process.env.DATABASE_URL)
      console.error("DATABASE_URL is set, so the server will not need it: installing anyway.");
    else {
      console.error(
        'Fix the above and run npm ci again, or set DATABASE_URL (PostgreSQL) if the server will not use SQLite (README, "Node.js versions").',
      );
      process.exit(1);
    }
  }
}
