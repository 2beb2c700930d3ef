import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createJsonLogger, type Logger } from "../../server/platform/logger";
import { createApp, type AppDeps } from "../../server/app";
import type { AssetManifest } from "../../server/pages/asset-manifest";
import { testConfig, type AppConfig } from "../../server/platform/config";
import { tempDir } from "./cleanup";
import { createTestEnquiryRouter, UNSPENT_RENDER_BUDGET } from "./enquiry-router";

export { UNSPENT_RENDER_BUDGET };
import { PUBLIC_DIR } from "../../server/platform/paths";
import { shippedContent } from "./blog";
import { createPageRenderer, type PageRenderer } from "../../server/pages/render-page";
import { PageCache } from "../../server/pages/page-cache";
import type { SiteContent } from "../../server/site-content/site-content";

export const TEST_ASSETS: AssetManifest = {
  script: "/assets/client-TEST.js",
  stylesheet: "/assets/client-TEST.css",
  preloadFonts: ["/assets/inter-latin-wght-normal-TEST.woff2"],
};

/** A dist folder with tiny stand-ins for the hashed assets, so tests do not need a build. */
function fakeDist(): string {
  const dir = tempDir("site-dist-");
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "client-TEST.js"), "console.log('client');\n");
  writeFileSync(join(dir, "assets", "client-TEST.css"), "body{margin:0}\n");
  mkdirSync(join(dir, "public", "images"), { recursive: true });
  writeFileSync(join(dir, "public", "site.webmanifest"), '{"name":"TEST"}\n');
  writeFileSync(join(dir, "public", "images", "og-image.png"), "TEST");
  return dir;
}

interface TestApp {
  readonly app: ReturnType<typeof createApp>;
  readonly config: AppConfig;
  /** Log records the app wrote, parsed. */
  readonly logs: Array<Record<string, unknown>>;
  readonly logger: Logger;
  /** The renderer the app and its enquiry endpoints share. */
  readonly pages: PageRenderer;
}

/**
 * One page cache for every test app that renders pages from the same inputs (site URL, assets and
 * content; the renderer's other options change only how a render fails, and a failure is never
 * kept). A page's render and its compression (Brotli at quality 11) cost 50-150 ms of CPU; an app
 * per test rendered and compressed the same pages again, a good part of the unit tier's time.
 */
const sharedCaches = new WeakMap<object, unknown>();
const NO_PLANS = {};

function sharedPageCache(
  siteUrl: string,
  assets: AssetManifest,
  { blog, practiceAreas, team, plans }: SiteContent,
): PageCache {
  // By each part of the content: a test that swaps one (fewer profiles, other plans) gets its own pages.
  let level = sharedCaches;
  for (const part of [blog, practiceAreas, team]) {
    const next = (level.get(part) as WeakMap<object, unknown> | undefined) ?? new WeakMap<object, unknown>();
    level.set(part, next);
    level = next;
  }
  const bySetting =
    (level.get(plans ?? NO_PLANS) as Map<string, PageCache> | undefined) ?? new Map<string, PageCache>();
  level.set(plans ?? NO_PLANS, bySetting);
  const key = JSON.stringify([siteUrl, assets]);
  let cache = bySetting.get(key);
  if (!cache) {
    cache = new PageCache();
    bySetting.set(key, cache);
  }
  return cache;
}

export function createTestApp(overrides: Partial<AppDeps> = {}, env: Parameters<typeof testConfig>[0] = {}): TestApp {
  const logs: Array<Record<string, unknown>> = [];
  // Production's kind of logger, so request lines are the ones production writes (and must parse).
  const logger = createJsonLogger("debug", {
    write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>),
  });
  const config = testConfig({ SITE_URL: "https://counsel.example.au", ...env });
  const content = overrides.content ?? shippedContent();
  const pages =
    overrides.pages ??
    createPageRenderer({
      assets: overrides.assets ?? TEST_ASSETS,
      siteUrl: config.SITE_URL,
      logger,
      renderTimeoutMs: config.RENDER_TIMEOUT_MS,
      content,
      perRequestLimit: UNSPENT_RENDER_BUDGET,
    });
  // The enquiry endpoints are part of the app, as in production, unless a test brings its own.
  const enquiries =
    overrides.enquiries ??
    createTestEnquiryRouter({ logger, assets: TEST_ASSETS, siteUrl: config.SITE_URL, pages }).router;
  const assets = overrides.assets ?? TEST_ASSETS;
  // A test that brings its own renderer (to count or break its renders) gets a cache of its own.
  const pageCache =
    overrides.pageCache ?? (overrides.pages ? undefined : sharedPageCache(config.SITE_URL, assets, content));
  const app = createApp({
    config,
    logger,
    assets,
    distDir: fakeDist(),
    publicDir: PUBLIC_DIR,
    content,
    pageCache,
    ...overrides,
    pages,
    enquiries,
  });
  return { app, config, logs, logger, pages };
}
