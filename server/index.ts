import { realpathSync } from "node:fs";
import type { Server } from "node:http";
import { ConfigError, loadConfig, noProgressTimeoutMs, type AppConfig } from "./platform/config";
import { createEnquiries, type Enquiries } from "./enquiries/create-enquiries";
import type { EnquiryPages } from "./enquiries/form-page";
import { openEnquiryStore } from "./enquiries/open-store";
import { sqliteLeftovers } from "./enquiries/store-sqlite";
import type { EnquiryStore } from "./enquiries/store";
import { createHttpServer, SERVER_LIMITS } from "./http/node-server";
import {
  processStartTime,
  removeInstanceRecord,
  writeInstanceRecord,
  type InstanceRecord,
} from "./platform/instance-record";
import { createLiveSite, type LiveSite, type PublishOutcome } from "./live-site";
import { createLogger } from "./platform/logger";
import { processCounts } from "./platform/process-counts";
import { DIST_DIR, PROJECT_ROOT, PUBLIC_DIR } from "./platform/paths";
import type * as SiteModule from "./site";
import { readBuildFile, SITE_MODULE_VERSION } from "./site-version";
import { explainListenFailure, explainStoreFailure } from "./startup-failure";
import { storeAuditSink } from "./enquiries/audit";
import { staffConfigOf } from "./staff/staff-app";
import { createStaffListener, type StaffListener } from "./staff/staff-listener";
import { staffRouters } from "./staff/routers";
import { createPublisher, type AuthoringPublisher } from "./authoring";

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

/**
 * The site is built into a module of its own (dist/server/site.js: the identity, the copy, the pages),
 * loaded here at start and loaded again from the newest build on each publish (SIGHUP); a query
 * string makes each load a module of its own, with the identity that build compiled in.
 */
async function importSite(generation: number): Promise<typeof SiteModule> {
  const url = new URL(`./site.js${generation === 0 ? "" : `?publish=${generation}`}`, import.meta.url);
  const module = (await import(url.href)) as typeof SiteModule;
  if (module.SITE_MODULE_VERSION !== SITE_MODULE_VERSION) {
    throw new Error(
      `the build's site module is version ${String(module.SITE_MODULE_VERSION)}, this server's ${SITE_MODULE_VERSION}: deploy it as new code (docs/operations.md, "Deploying new code")`,
    );
  }
  return module;
}

/** The code a publish does not load (the build's hash of it): a build that changes it is published in part, and says so. */
const serverCodeAtStart = readBuildFile(DIST_DIR).serverOnlyCode;
const firstSite = await importSite(0);
// The identity the pages were built from, checked again: a file edited after the build stops here, naming the field.
try {
  firstSite.checkIdentity();
} catch (error) {
  if (!(error instanceof Error && error.name === "PracticeFileError")) throw error;
  logger.fatal(error.message);
  logger.flush();
  process.exit(1);
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
let live: LiveSite | undefined;
let record: InstanceRecord | undefined;
let staffListener: StaffListener | undefined;
let contentPublisher: AuthoringPublisher | undefined;
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
process.on("SIGHUP", () => void publish());

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
const tokenSecret =
  config.FORM_TOKEN_SECRET ??
  (await store.formTokenSecret().catch((error: unknown) => failToStart(explainStoreFailure(error, config))));
if (!shuttingDown) start(store, tokenSecret);

function start(openStore: EnquiryStore, secret: string) {
  // One enquiry router for the life of the process (its rate limits, its tokens), mounted in every build's app;
  // the form's page it re-renders is the served build's.
  const served = () => {
    if (!live) throw new Error("no build loaded yet");
    return live.current();
  };
  const enquiryPages: EnquiryPages = {
    renderContactForm: (seed, client) => served().enquiryPages.renderContactForm(seed, client),
    renderPrefilledForm: (prefill, token, client) => served().enquiryPages.renderPrefilledForm(prefill, token, client),
    renderStatus: (status, detail) => served().enquiryPages.renderStatus(status, detail),
  };
  const service = createEnquiries(config, {
    store: openStore,
    logger,
    formTokenSecret: secret,
    enquiryPages,
    replyWithinBusinessDays: () => served().replyWithinBusinessDays,
  });
  enquiries = service;
  const isReady = async () => !shuttingDown && (await openStore.isHealthy());
  const inputs = { config, logger, distDir: DIST_DIR, publicDir: PUBLIC_DIR, enquiries: service.router, isReady };
  const load = async (generation: number) => (await importSite(generation)).loadSite(inputs);
  let first: SiteModule.Site;
  try {
    first = firstSite.loadSite(inputs);
  } catch (error) {
    failToStart(`cannot serve the build in ${DIST_DIR}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const site = createLiveSite(first, load, logger);
  live = site;

  // Timeouts and size limits for slow or oversized clients live in createHttpServer (SERVER_LIMITS).
  // A render may wait up to RENDER_TIMEOUT_MS: a connection is never closed for want of progress before it ends.
  const limits = { ...SERVER_LIMITS, noProgressTimeoutMs: noProgressTimeoutMs(config) };
  const httpServer = createHttpServer(site.listener, logger, {
    statusPage: (status) => served().enquiryPages.renderStatus(status),
    limits,
    counts: processCounts().publicRequests,
  });
  server = httpServer;
  // Before listening, an error is a setup mistake (port taken, address unknown): explain it and stop.
  httpServer.once("error", (error) => failToStart(explainListenFailure(error, config.HOST, config.PORT)));
  // Listening once every page is rendered (about a second): no visitor meets a cold server, and in a
  // deploy nginx keeps sending to the other instance until this one can answer from memory. The
  // development preview, restarted on every save, listens at once and renders as pages are asked for.
  const rendered = config.NODE_ENV === "development" ? Promise.resolve() : first.prerendered;
  void rendered.then(() => {
    if (shuttingDown) return;
    listen(httpServer, first, service);
    listenForStaff(openStore);
  });
}

/** The staff area (server/staff/), on its own port and origin, when STAFF_PORT is set; same process and store as the site. */
function listenForStaff(openStore: EnquiryStore) {
  const staffConfig = staffConfigOf(config);
  if (!staffConfig || config.STAFF_PORT === undefined) return;
  const staffPort = config.STAFF_PORT;
  const audit = storeAuditSink(openStore);
  // Authors edit, commit and build this checkout, the one whose dist/ the instances serve.
  const publisher = createPublisher({ root: PROJECT_ROOT, dataDir: config.DATA_DIR, logger, config });
  contentPublisher = publisher;
  const authoring = { root: PROJECT_ROOT, publisher, authorEmails: staffConfig.AUTHOR_EMAILS ?? [] };
  const routers = staffRouters({ store: openStore, audit, authoring });
  const listener = createStaffListener({ config: staffConfig, store: openStore, logger, audit, routers });
  staffListener = listener;
  listener.server.once("error", (error) =>
    failToStart(explainListenFailure(error, config.STAFF_HOST, staffPort, { host: "STAFF_HOST", port: "STAFF_PORT" })),
  );
  listener.server.listen(staffPort, config.STAFF_HOST, () => {
    const address = listener.server.address();
    const port = typeof address === "object" && address ? address.port : staffPort;
    logger.info(
      { host: config.STAFF_HOST, port, staffUrl: staffConfig.STAFF_URL },
      `staff area listening on ${config.STAFF_HOST}:${port} (${staffConfig.STAFF_URL})`,
    );
    // Discovery may fail (the provider unreachable): it is logged and retried; the public site serves regardless.
    listener.staff.start();
  });
}

/** Closes the staff listener (its idle connections at once, the rest when answered). */
function closeStaff(): Promise<void> {
  const listener = staffListener;
  void contentPublisher?.close();
  if (!listener) return Promise.resolve();
  listener.staff.stop();
  if (!listener.server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    listener.server.close(() => resolve());
    listener.server.closeIdleConnections();
  });
}

function listen(httpServer: Server, first: SiteModule.Site, service: Enquiries) {
  httpServer.listen(config.PORT, config.HOST, () => {
    const address = httpServer.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info(
      { host: config.HOST, port, siteUrl: config.SITE_URL },
      `listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`,
    );
    keepRecord({
      pid: process.pid,
      port,
      build: first.build,
      started: processStartTime(process.pid),
      dist: realpathSync(DIST_DIR),
    });
    service.start();
  });
}

/** The server's note in DATA_DIR/instances/ for `npm run publish-site`; a data folder it cannot write only costs the command. */
function keepRecord(next: InstanceRecord) {
  record = next;
  try {
    writeInstanceRecord(config.DATA_DIR, next);
  } catch (error) {
    logger.warn(
      { err: error },
      "cannot write this server's record in DATA_DIR/instances: npm run publish-site will not find it (send it SIGHUP instead)",
    );
  }
}

/** SIGHUP: serve the newest build (docs/operations.md, "Publishing"). */
async function publish(): Promise<void> {
  if (!live || shuttingDown) {
    logger.warn("publish asked for before the server was serving: it serves the newest build once it starts");
    return;
  }
  logger.info("publish asked for: loading the build in dist/");
  const outcome: PublishOutcome = await live.publish();
  if (outcome.ok && readBuildFile(DIST_DIR).serverOnlyCode !== serverCodeAtStart) {
    logger.warn(
      'the new build also changes code a publish does not load (the enquiry service, the HTTP server, configuration); that part takes effect at the next code deploy (docs/operations.md, "Deploying new code")',
    );
  }
  if (record) keepRecord({ ...record, build: live.current().build, publish: { at: Date.now(), ...outcome } });
}

function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  const deadlineAt = Date.now() + config.SHUTDOWN_TIMEOUT_MS;
  const finish = () => {
    void closeEnquiries(enquiries?.stop() ?? Promise.resolve(), deadlineAt - Date.now()).finally(async () => {
      if (record) removeInstanceRecord(config.DATA_DIR, record.port, record.pid);
      logger.info("stopped");
      logger.flush();
      process.exit(0);
    });
  };
  if (!server?.listening) {
    // Still starting (the store was opening): nothing is being served, so close what is open.
    server?.close();
    void closeStaff();
    if (store) finish();
    else setImmediate(finish);
    return;
  }
  const listening = server;
  const deadline = setTimeout(() => {
    logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, "shutdown deadline passed; closing remaining connections");
    listening.closeAllConnections();
    staffListener?.server.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  // The worker finishes the send in flight; requests still being answered (on either listener) can store until the servers close.
  const publicClosed = new Promise<void>((resolve) => listening.close(() => resolve()));
  void Promise.all([publicClosed, closeStaff()]).then(() => {
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
