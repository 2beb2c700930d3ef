// Launching Debian's Chromium through playwright-core, and pages that record everything the console says.
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { CHROMIUM_FLAGS, findBrowser } from "./find-browser";
import { tempDir } from "./cleanup";
import { startServer, type RunningServer, type StartOptions } from "./server-process";

/** The two widths every interaction is proven at: a desktop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Bounded waits, so a broken page fails a test rather than hanging the run. */
export const ACTION_TIMEOUT_MS = 10_000;

/**
 * Connects to the run's shared Chromium (test/support/shared-browser.ts, the browser tier's global
 * setup) or, outside that tier, starts one; fails at once, saying what to install, when there is none.
 * Closing the returned browser closes this file's contexts and leaves the shared one running.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = inject("browserEndpoint");
  if (shared) return chromium.connect(shared, { timeout: 30_000 });
  const wanted = process.env.CHROME_PATH;
  const executablePath = findBrowser();
  if (!executablePath || (wanted && executablePath !== wanted)) {
    throw new Error(
      `The browser tests need Chromium, and ${wanted ? `CHROME_PATH=${wanted} is not an executable file` : "none was found at /usr/bin/chromium or /usr/bin/chromium-browser"}. ` +
        "Install Debian's package (sudo apt-get install -y chromium) or point CHROME_PATH at a Chromium or Chrome binary.",
    );
  }
  // Chromium leaves files of its own in TMPDIR when it ends abruptly: give it a folder that goes
  // with the test file (as scripts/audit.ts does for Lighthouse's Chromium).
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_FLAGS],
    env: { ...process.env, TMPDIR: tempDir("test-chromium-") },
    timeout: 30_000,
  });
}

interface ContextOptions {
  readonly viewport?: ViewportName;
  readonly javaScriptEnabled?: boolean;
  readonly reducedMotion?: "reduce" | "no-preference";
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[options.viewport ?? "desktop"],
    deviceScaleFactor: 1,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
  return context;
}

export interface OpenedPage {
  readonly page: Page;
  /** Every console message, as "type: text". */
  readonly messages: string[];
  /** Uncaught exceptions in the page. */
  readonly pageErrors: string[];
  /** Fails the test on any console error or warning (hydration mismatches included) or page error. */
  expectCleanConsole(): void;
}

/**
 * A new page that records its console from the very first script, then goes to `path` (pass
 * undefined to stay on about:blank, e.g. to add init scripts first). The one console error let
 * through is Chromium's "Failed to load resource: ... 404" for a document the server answered 404,
 * which a 404 page always causes.
 */
export async function openPage(
  context: BrowserContext,
  path: string | undefined,
  { hydrated = true } = {},
): Promise<OpenedPage> {
  const page = await context.newPage();
  const messages: string[] = [];
  const problems: string[] = [];
  const pageErrors: string[] = [];
  const notFoundDocuments = new Set<string>();

  page.on("response", (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
  });
  page.on("console", (message: ConsoleMessage) => {
    const line = `${message.type()}: ${message.text()}`;
    messages.push(line);
    if (message.type() !== "error" && message.type() !== "warning") return;
    const isNotFoundDocument =
      /^Failed to load resource: the server responded with a status of 404/.test(message.text()) &&
      notFoundDocuments.has(message.location().url);
    if (!isNotFoundDocument) problems.push(`${line} (at ${message.location().url})`);
  });
  page.on("pageerror", (error) => pageErrors.push(`${error.name}: ${error.message}`));

  if (path !== undefined) {
    await page.goto(path, { waitUntil: "load" });
    if (hydrated && (await isScriptingOn(page))) await waitForHydration(page);
  }
  return {
    page,
    messages,
    pageErrors,
    expectCleanConsole() {
      expect(pageErrors, "uncaught errors in the page").toEqual([]);
      expect(problems, "console errors or warnings (hydration mismatches are reported this way)").toEqual([]);
    },
  };
}

async function isScriptingOn(page: Page): Promise<boolean> {
  // With JavaScript off, evaluate still runs (it is the test's script, not the page's) but the
  // page's own bundle never does; `scripting: none` says which.
  return page.evaluate(() => !matchMedia("(scripting: none)").matches);
}

/**
 * Waits until React has hydrated the page (its elements carry React's fiber keys) and, on home,
 * until the hero's effects have run. Clicking before that would follow the plain links instead.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector("header.site-header");
    if (!header || !Object.keys(header).some((key) => key.startsWith("__reactFiber$"))) return false;
    const typewriter = document.querySelector<HTMLElement>(".typewriter");
    return !typewriter || typewriter.dataset.phase !== "static";
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export interface Site {
  /** The running server's origin, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** The server's DATA_DIR, holding its enquiry store. */
  readonly dataDir: string;
  readonly browser: Browser;
  /** A context on the site; closed with the browser if the test does not close it. */
  context(options?: ContextOptions): Promise<BrowserContext>;
}

/**
 * One server (the real build under `npm start`) and one browser for the test file, both closed in
 * afterAll even when a test or the other's start failed.
 */
export function setUpSite(serverOptions: StartOptions = {}): Site {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Started side by side; whichever did start is kept, so afterAll can stop it.
    const [started, launched] = await Promise.allSettled([startServer(serverOptions), launchBrowser()]);
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    for (const result of [launched, started]) if (result.status === "rejected") throw result.reason;
  });
  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  });
  const site: Site = {
    get url() {
      if (!server) throw new Error("the server has not started");
      return server.url;
    },
    get dataDir() {
      if (!server) throw new Error("the server has not started");
      return server.dataDir;
    },
    get browser() {
      if (!browser) throw new Error("the browser has not started");
      return browser;
    },
    context: (options) => newContext(site.browser, site.url, options),
  };
  return site;
}
