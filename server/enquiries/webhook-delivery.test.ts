import { rmSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "../../test/support/cleanup";
import { describeWebhookDelivery } from "../../test/support/webhook-contract";
import { openDatabase } from "./sqlite-driver";
import { DATABASE_FILE, openSqliteStore } from "./store-sqlite";

describeWebhookDelivery("SQLite", async () => {
  const dir = tempDir("webhooks-");
  return {
    open: async () => openSqliteStore({ dataDir: dir }),
    destroy: async () => rmSync(dir, { recursive: true, force: true }),
    async count(sql: string) {
      const db = openDatabase(join(dir, DATABASE_FILE), { readonly: true, fileMustExist: true });
      try {
        return db.prepare<[], { count: number }>(sql).get()?.count ?? 0;
      } finally {
        db.close();
      }
    },
  };
});
