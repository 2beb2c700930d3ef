import { randomBytes } from "node:crypto";
import type { Router } from "express";
import { afterThisFile, tempDir } from "./cleanup";
import type { AssetManifest } from "../../server/pages/asset-manifest";
import type { Logger } from "../../server/platform/logger";
import { createPageRenderer, type PageRenderer } from "../../server/pages/render-page";
import { createRenderLimit } from "../../server/pages/render-limit";
import { testConfig } from "../../server/platform/config";
import { createEnquiries } from "../../server/enquiries/create-enquiries";
import { openSqliteStore, type SqliteEnquiryStore } from "../../server/enquiries/store-sqlite";

/**
 * Unit tests render many per-request pages in a row, each slower than in production (cold, under a
 * loaded runner): their renderers' one bound gets a budget they never spend. The bound itself is
 * tested with real renders in render-limit.test.ts and render-flood.system.test.ts.
 */
export const UNSPENT_RENDER_BUDGET = createRenderLimit({
  burstMs: Number.POSITIVE_INFINITY,
  perTurn: Number.POSITIVE_INFINITY,
});

/** The reply the fixture plans promise (test/support/fixtures/plans.json). */
const FIXTURE_REPLY_DAYS = 2;

/** The enquiry endpoints for tests, wired as the server wires them: a fresh SQLite store in a temp folder (both gone when the test file ends), no mail, a generous rate limit. */
export function createTestEnquiryRouter(options: {
  readonly logger: Logger;
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly pages?: PageRenderer;
}): {
  router: Router;
  store: SqliteEnquiryStore;
} {
  const store = openSqliteStore({ dataDir: tempDir("test-enquiries-") });
  afterThisFile(() => store.close());
  const config = testConfig({
    SITE_URL: options.siteUrl,
    RATE_LIMIT_WINDOW_MS: "60000",
    RATE_LIMIT_MAX: "10000",
    RENDER_TIMEOUT_MS: "5000",
  });
  const { router } = createEnquiries(config, {
    store,
    logger: options.logger,
    assets: options.assets,
    formTokenSecret: randomBytes(32).toString("hex"),
    mailer: null,
    replyWithinBusinessDays: () => FIXTURE_REPLY_DAYS,
    // The app's renderer when the test brings one, as the server shares its one (and its one render bound);
    // else one whose bound never refuses.
    pages:
      options.pages ??
      createPageRenderer({
        assets: options.assets,
        siteUrl: options.siteUrl,
        logger: options.logger,
        renderTimeoutMs: 5000,
        perRequestLimit: UNSPENT_RENDER_BUDGET,
      }),
  });
  return { router, store };
}
