import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Router } from "express";
import type { AssetManifest } from "../assets";
import type { Logger } from "../logger";
import { createEnquiryPages } from "./form-page";
import { createFormTokens } from "./form-token";
import { createEnquiryRouter } from "./router";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";

/** The enquiry endpoints for tests: a fresh SQLite store in a temp folder, no mail, a generous rate limit. */
export function createTestEnquiryRouter(options: { readonly logger: Logger; readonly assets: AssetManifest; readonly siteUrl: string }): {
  router: Router;
  store: SqliteEnquiryStore;
} {
  const store = openSqliteStore({ dataDir: mkdtempSync(join(tmpdir(), "test-enquiries-")) });
  const router = createEnquiryRouter({
    store,
    tokens: createFormTokens(),
    clientHashSalt: "test-salt",
    rateLimit: { windowMs: 60_000, max: 10_000 },
    pages: createEnquiryPages({ ...options, renderTimeoutMs: 5_000 }),
  });
  return { router, store };
}
