import { randomBytes } from "node:crypto";
import type { Router } from "express";
import { afterThisFile, tempDir } from "./cleanup";
import type { AssetManifest } from "../../server/pages/asset-manifest";
import type { Logger } from "../../server/logger";
import type { PageRenderer } from "../../server/pages/render-page";
import { testConfig } from "../../server/config";
import { createEnquiries } from "../../server/enquiries/create-enquiries";
import { openSqliteStore, type SqliteEnquiryStore } from "../../server/enquiries/store-sqlite";

/** The enquiry endpoints for tests, wired as the server wires them: a fresh SQLite store in a temp folder (both gone when the test file ends), no mail, a generous rate limit. */
export function createTestEnquiryRouter(options: { readonly logger: Logger; readonly assets: AssetManifest; readonly siteUrl: string; readonly pages?: PageRenderer }): {
  router: Router;
  store: SqliteEnquiryStore;
} {
  const store = openSqliteStore({ dataDir: tempDir("test-enquiries-") });
  afterThisFile(() => store.close());
  const config = testConfig({ SITE_URL: options.siteUrl, RATE_LIMIT_WINDOW_MS: "60000", RATE_LIMIT_MAX: "10000", RENDER_TIMEOUT_MS: "5000" });
  const { router } = createEnquiries(config, {
    store,
    logger: options.logger,
    assets: options.assets,
    formTokenSecret: randomBytes(32).toString("hex"),
    mailer: null,
    // The app's renderer when the test brings one, as the server shares its one (and its one render bound).
    ...(options.pages ? { pages: options.pages } : {}),
  });
  return { router, store };
}
