import type { AppConfig } from "../platform/config";
import type { Logger } from "../platform/logger";
import type { EnquiryStore } from "./store";
import { openPostgresStore } from "./store-postgres";
import { openSqliteStore } from "./store-sqlite";

type EnquiryStoreConfig = Pick<AppConfig, "DATABASE_URL" | "DATA_DIR" | "PG_POOL_MAX">;

/**
 * The enquiry store the configuration asks for, with its schema up to date: PostgreSQL when
 * DATABASE_URL is set (several instances share it), otherwise SQLite in DATA_DIR. Chosen once, at start.
 * With `create: false` a missing SQLite database is a StoreNotFoundError.
 */
export async function openEnquiryStore(
  config: EnquiryStoreConfig,
  logger?: Logger,
  { create = true }: { readonly create?: boolean } = {},
): Promise<EnquiryStore> {
  if (config.DATABASE_URL) {
    const store = await openPostgresStore({
      connectionString: config.DATABASE_URL,
      poolMax: config.PG_POOL_MAX,
      logger,
    });
    logger?.info({ store: "postgresql", poolMax: config.PG_POOL_MAX }, "enquiry store open");
    return store;
  }
  const store = openSqliteStore({ dataDir: config.DATA_DIR, create });
  logger?.info({ store: "sqlite", file: store.file }, "enquiry store open");
  return store;
}
