import type { Router } from "express";
import { afterThisFile, tempDir } from "./cleanup";
import type { AssetManifest } from "../../server/pages/asset-manifest";
import type { Logger } from "../../server/logger";
import { createEnquiryPages } from "../../server/enquiries/form-page";
import { createFormTokens } from "../../server/enquiries/form-token";
import { createEnquiryRouter } from "../../server/enquiries/router";
import { openSqliteStore, type SqliteEnquiryStore } from "../../server/enquiries/store-sqlite";

/** The enquiry endpoints for tests: a fresh SQLite store in a temp folder (both gone when the test file ends), no mail, a generous rate limit. */
export function createTestEnquiryRouter(options: { readonly logger: Logger; readonly assets: AssetManifest; readonly siteUrl: string }): {
  router: Router;
  store: SqliteEnquiryStore;
} {
  const store = openSqliteStore({ dataDir: tempDir("test-enquiries-") });
  afterThisFile(() => store.close());
  const router = createEnquiryRouter({
    store,
    siteUrl: options.siteUrl,
    tokens: createFormTokens(),
    clientHashSalt: "test-salt",
    rateLimit: { windowMs: 60_000, max: 10_000 },
    pages: createEnquiryPages({ ...options, renderTimeoutMs: 5_000 }),
  });
  return { router, store };
}
