import { createServer } from "node:http";
import { createApp } from "./app";
import { readAssetManifest } from "./assets";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { createLogger } from "./logger";
import { DIST_DIR, PUBLIC_DIR } from "./paths";

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
let shuttingDown = false;

const app = createApp({
  config,
  logger,
  assets: readAssetManifest(DIST_DIR),
  distDir: DIST_DIR,
  publicDir: PUBLIC_DIR,
  isReady: () => !shuttingDown,
});

const server = createServer(app);
// Slow clients cannot hold a connection open: whole request within 30 s, headers within 10 s.
server.requestTimeout = 30_000;
server.headersTimeout = 10_000;
server.keepAliveTimeout = 5_000;
server.maxHeadersCount = 100;

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ host: config.HOST, port, siteUrl: config.SITE_URL }, `listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`);
});

function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  const deadline = setTimeout(() => {
    logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, "shutdown deadline passed; closing remaining connections");
    server.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  server.close(() => {
    clearTimeout(deadline);
    logger.info("stopped");
    logger.flush();
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
