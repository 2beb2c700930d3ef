import { createApp } from "./app";
import { readAssetManifest } from "./pages/asset-manifest";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { createEnquiries } from "./enquiries/create-enquiries";
import { openEnquiryStore } from "./enquiries/open-store";
import { createHttpServer } from "./http/node-server";
import { launchFindings } from "./launch-check";
import { createLogger } from "./logger";
import { DIST_DIR, PUBLIC_DIR } from "./paths";
import { PRACTICE } from "../shared/content/practice";

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
// What `npm run launch-check` would list, once, at warn: the site still serves.
if (config.NODE_ENV === "production") {
  const findings = launchFindings(PRACTICE, process.env);
  if (findings.length > 0) logger.warn({ findings }, `not ready for launch: ${findings.length} finding(s) (npm run launch-check)`);
}
const assets = readAssetManifest(DIST_DIR);
let shuttingDown = false;

// Enquiries: stored first (PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR), then mailed from the outbox by the worker.
const store = await openEnquiryStore(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, "could not open the enquiry store");
  logger.flush();
  process.exit(1);
});
// FORM_TOKEN_SECRET, or the one kept with the store: open forms stay valid across restarts and instances.
const formTokenSecret = config.FORM_TOKEN_SECRET ?? (await store.formTokenSecret());
const enquiries = createEnquiries(config, { store, logger, assets, formTokenSecret });

const app = createApp({
  config,
  logger,
  assets,
  distDir: DIST_DIR,
  publicDir: PUBLIC_DIR,
  enquiries: enquiries.router,
  isReady: async () => !shuttingDown && (await store.isHealthy()),
});

// Timeouts and size limits for slow or oversized clients live in createHttpServer (SERVER_LIMITS).
const server = createHttpServer(app, logger);

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ host: config.HOST, port, siteUrl: config.SITE_URL }, `listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`);
  enquiries.start();
});

function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  const deadlineAt = Date.now() + config.SHUTDOWN_TIMEOUT_MS;
  const deadline = setTimeout(() => {
    logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, "shutdown deadline passed; closing remaining connections");
    server.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  // The worker finishes the send in flight; requests still being answered can store until the server closes.
  const enquiriesStopped = enquiries.stop();
  server.close(() => {
    clearTimeout(deadline);
    void closeEnquiries(enquiriesStopped, deadlineAt - Date.now()).finally(() => {
      logger.info("stopped");
      logger.flush();
      process.exit(0);
    });
  });
  server.closeIdleConnections();
}

/** Waits for the enquiry jobs (until the shutdown deadline at most), then closes the store. */
async function closeEnquiries(enquiriesStopped: Promise<void>, waitMs: number) {
  // A send that outlives the deadline is abandoned: its lease runs out and the next start retries it.
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(waitMs, 0));
  });
  await Promise.race([enquiriesStopped, gaveUp]);
  clearTimeout(timer);
  await store.close().catch((error: unknown) => logger.error({ err: error }, "could not close the enquiry store"));
}

process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
