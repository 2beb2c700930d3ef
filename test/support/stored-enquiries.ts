import { join } from "node:path";
import { openDatabase } from "../../server/enquiries/sqlite-driver";
import { DATABASE_FILE } from "../../server/enquiries/store-sqlite";

/** What a browser test's server stored for a company, read straight from its SQLite file. */
export function storedEnquiries(dataDir: string, company: string): Array<{ name: string; message: string }> {
  const db = openDatabase(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT name, message FROM enquiries WHERE company = ?").all(company) as Array<{ name: string; message: string }>;
  } finally {
    db.close();
  }
}
