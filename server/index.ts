import type { Server } from "node:http";
import { createApp } from "./app";
import { readAssetManifest } from "./pages/asset-manifest";
import { readCompiledContent } from "./content/compiled-content";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { createEnquiries, type Enquiries } from "./enquiries/create-enquiries";
import { openEnquiryStore } from "./enquiries/open-store";
import { sqliteLeftovers } from "./enquiries/store-sqlite";
import type { EnquiryStore } from "./enquiries/store";
import { createHttpServer, SERVER_LIMITS } from "./http/node-server";
import { deploymentOf, launchReport } from "./launch/check";
import { shippedPeopleAndPlans } from "./launch/content-findings";
import { createLogger } from "./logger";
import { readBuildError } from "./pages/build-error-page";
import { createPageRenderer } from "./pages/render-page";
import { DIST_DIR, PUBLIC_DIR } from "./paths";
import { explainListenFailure, explainStoreFailure } from "./startup-failure";
import engagementFile from "../shared/content/engagement.json";
import practiceFile from "../shared/content/practice.json";
import { parsePractice, PracticeFileError } from "../shared/content/practice-schema";

/** Entry point: validate configuration, listen, and shut down cleanly on SIGTERM/SIGINT. */
function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfigOrExit();
const logger = createLogger(config);
// The identity the pages were built from, checked again: a file edited after the build stops here, naming the field.
try {
  parsePractice(practiceFile);
} catch (error) {
  if (!(error instanceof PracticeFileError)) throw error;
  logger.fatal(error.message);
  logger.flush();
  process.exit(1);
}
// What `npm run launch-check` would list, once, at warn: the site still serves.
if (config.NODE_ENV === "production") {
  const findings = launchReport({ practiceFile, engagementFile, env: process.env, today: new Date(), peopleAndPlans: shippedPeopleAndPlans, ...deploymentOf(process.env) });
  if (findings.length > 0) logger.warn({ findings }, `not ready for launch: ${findings.length} finding(s) (npm run launch-check)`);
}

/** One fatal line naming the cause and the fix, then exit 1: no stack trace for a setup mistake. */
function failToStart(message: string): never {
  logger.fatal(message);
  logger.flush();
  process.exit(1);
}

// Set while starting, so a signal that arrives before the server listens still shuts down in order.
let shuttingDown = false;
let server: Server | undefined;
let store: EnquiryStore | undefined;
let enquiries: Enquiries | undefined;
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);

const assets = readAssetManifest(DIST_DIR);
const content = readCompiledContent(DIST_DIR);
// Pages are rendered here once each, ahead of their first visitor, and then served as held bytes.
const pages = createPageRenderer({ assets, siteUrl: config.SITE_URL, logger, renderTimeoutMs: config.RENDER_TIMEOUT_MS, content });

// Enquiries: stored first (PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR), then mailed from the outbox by the worker.
try {
  store = await openEnquiryStore(config, logger);
} catch (error) {
  failToStart(explainStoreFailure(error, config));
}
// Moving to PostgreSQL must not strand what the SQLite store holds: its enquiries would never be mailed.
const leftovers = config.DATABASE_URL ? sqliteLeftovers(config.DATA_DIR) : undefined;
if (leftovers) {
  logger.warn(
    { ...leftovers, dataDir: config.DATA_DIR },
    `DATABASE_URL is set but the SQLite store in DATA_DIR still holds ${leftovers.enquiries} enquiries (${leftovers.unsent} not mailed): copy them with npm run enquiries -- copy-to-postgres (docs/operations.md)`,
  );
}
// FORM_TOKEN_SECRET, or the one kept with the store: open forms stay valid across restarts and instances.
const tokenSecret = config.FORM_TOKEN_SECRET ?? (await store.formTokenSecret().catch((error: unknown) => failToStart(explainStoreFailure(error, config))));
if (!shuttingDown) start(store, tokenSecret);

function start(openStore: EnquiryStore, secret: string) {
  const service = createEnquiries(config, { store: openStore, logger, assets, formTokenSecret: secret, pages });
  enquiries = service;

  const app = createApp({
    config,
    logger,
    assets,
    distDir: DIST_DIR,
    publicDir: PUBLIC_DIR,
    content,
    enquiries: service.router,
    pages,
    isReady: async () => !shuttingDown && (await openStore.isHealthy()),
    prerenderPages: true,
    ...(config.NODE_ENV === "development" ? { buildError: readBuildError(DIST_DIR) } : {}),
  });

  // Timeouts and size limits for slow or oversized clients live in createHttpServer (SERVER_LIMITS).
  // A render may wait up to RENDER_TIMEOUT_MS: a connection is never closed for want of progress before it ends.
  const limits = { ...SERVER_LIMITS, noProgressTimeoutMs: Math.max(SERVER_LIMITS.noProgressTimeoutMs, config.RENDER_TIMEOUT_MS + 5_000) };
  const httpServer = createHttpServer(app, logger, { statusPage: (status) => pages.status(status), limits });
  server = httpServer;
  // Before listening, an error is a setup mistake (port taken, address unknown): explain it and stop.
  httpServer.once("error", (error) => failToStart(explainListenFailure(error, config.HOST, config.PORT)));
  httpServer.listen(config.PORT, config.HOST, () => {
    const address = httpServer.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ host: config.HOST, port, siteUrl: config.SITE_URL }, `listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`);
    service.start();
  });
}

function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  const deadlineAt = Date.now() + config.SHUTDOWN_TIMEOUT_MS;
  const finish = () => {
    void closeEnquiries(enquiries?.stop() ?? Promise.resolve(), deadlineAt - Date.now()).finally(async () => {
      logger.info("stopped");
      logger.flush();
      process.exit(0);
    });
  };
  if (!server?.listening) {
    // Still starting (the store was opening): nothing is being served, so close what is open.
    server?.close();
    if (store) finish();
    else setImmediate(finish);
    return;
  }
  const listening = server;
  const deadline = setTimeout(() => {
    logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, "shutdown deadline passed; closing remaining connections");
    listening.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  // The worker finishes the send in flight; requests still being answered can store until the server closes.
  listening.close(() => {
    clearTimeout(deadline);
    finish();
  });
  listening.closeIdleConnections();
}

/** Waits for the enquiry jobs (until the shutdown deadline at most), then closes the store. */
async function closeEnquiries(jobsStopped: Promise<void>, waitMs: number) {
  // A send that outlives the deadline is abandoned: its lease runs out and the next start retries it.
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(waitMs, 0));
  });
  await Promise.race([jobsStopped, gaveUp]);
  clearTimeout(timer);
  await store?.close().catch((error: unknown) => logger.error({ err: error }, "could not close the enquiry store"));
}
