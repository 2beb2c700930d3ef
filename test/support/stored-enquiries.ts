import { join } from "node:path";
import { openDatabase } from "../../server/enquiries/sqlite-driver";
import { DATABASE_FILE, openSqliteStore } from "../../server/enquiries/store-sqlite";
import type { EnquiryValues } from "../../shared/lib/enquiry-values";

/** What a browser test's server stored for a company, read straight from its SQLite file. */
export function storedEnquiries(dataDir: string, company: string): Array<{ name: string; message: string }> {
  const db = openDatabase(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT name, message FROM enquiries WHERE company = ?").all(company) as Array<{
      name: string;
      message: string;
    }>;
  } finally {
    db.close();
  }
}

/** Stores an enquiry in a browser test's server's SQLite file, as the form would; its id. */
export async function storeEnquiry(dataDir: string, enquiry: EnquiryValues): Promise<string> {
  const store = openSqliteStore({ dataDir });
  try {
    return (await store.insertEnquiry({ enquiry })).id;
  } finally {
    await store.close();
  }
}
