import type { RequestListener } from "node:http";
import { BlockList, isIPv4 } from "node:net";
import { join } from "node:path";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from "express";
import { matchSiteRoute, SITE_ROUTES } from "../shared/routes";
import { withoutTrailingSlashes } from "../shared/lib/trailing-slashes";
import { CONTACT_FORM_ACTION, ENQUIRY_API_PATH } from "../shared/lib/enquiry-api";
import type { AssetManifest } from "./pages/asset-manifest";
import type { AppConfig } from "./platform/config";
import type { SiteContent } from "./site-content/site-content";
import { readHashedAssets } from "./http/hashed-assets";
import { requestProblem, Responder } from "./http/responder";
import type { Logger } from "./platform/logger";
import { processCounts } from "./platform/process-counts";
import { fragmentsHandler } from "./pages/fragments/fragment-handler";
import { createPageHandler, type PageHandler } from "./pages/page-handler";
import type { PageCache } from "./pages/page-cache";
import { readPublicFiles } from "./http/public-files";
import { showBuildError } from "./pages/build-error-page";
import { createPageRenderer, RenderFailedError, RenderTimeoutError, type PageRenderer } from "./pages/render-page";
import { ClientGoneError, RenderBusyError } from "./pages/render-limit";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { sendJson, sendNoContent, sendRefusal, type StatusPageOf } from "./http/send";
import { speculationRulesFile } from "./http/speculation-rules";
import { indexablePages, seoFiles } from "./pages/seo-routes";
import { NOT_FOUND_RENDER_PATH } from "./pages/resolve-page";
import { costComparisonHandler } from "./pages/cost-comparison-handler";
import { COST_COMPARISON_PATH } from "../shared/lib/cost-comparison/address";

/** What the app needs that is not configuration: the enquiry service and the shutdown state. */
export interface AppDeps {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly assets: AssetManifest;
  readonly distDir: string;
  readonly publicDir: string;
  /** The posts and practice areas: compiled at build (dist/blog.json, dist/practice-areas.json); tests bring their own. */
  readonly content: SiteContent;
  /** Enquiry endpoints (POST /api/enquiries, POST /contact), mounted before the pages. */
  readonly enquiries?: Router;
  /** Readiness: storage reachable and not shutting down. */
  readonly isReady?: () => boolean | Promise<boolean>;
  /** Renders the pages; the enquiry service shares the server's (the form answered without JavaScript). */
  readonly pages?: PageRenderer;
  /** The page cache to fill (one per app unless given): tests share one between apps that render the same pages. */
  readonly pageCache?: PageCache;
  /** Render every page in the sitemap, and the 404, as soon as the app is made, so no visitor waits for a render. */
  readonly prerenderPages?: boolean;
  /** Told once the pages rendered ahead are done: a publish swaps to a new build only after this. */
  readonly onPrerendered?: (result: { readonly rendered: number; readonly failed: readonly string[] }) => void;
  /** Development: the problem the preview's build met, shown on every page until it is fixed. */
  readonly buildError?: string;
}

const PAGE_METHODS = "GET, HEAD";
/** Public files the build writes from the practice's identity (web manifest, share image). */
const generatedPublicDir = (distDir: string) => join(distDir, "public");
/** The route table's own paths (not the catch-all), registered ahead of everything dynamic. */
const PAGE_PATHS = SITE_ROUTES.filter((route) => route.status === 200).map((route) => route.path);

/**
 * The site as a request listener: the responder (every response held in memory: pages already
 * rendered, hashed assets, public and generated files, each at its exact path) ahead of the Express
 * app, which answers everything else and renders the pages the responder then holds.
 */
export function createApp(deps: AppDeps): RequestListener {
  // The public listener's requests, counted by status class for the staff listener's /metrics.
  const responder = new Responder(deps.logger, processCounts().publicRequests);
  const files = new Map([...readPublicFiles(deps.publicDir), ...readPublicFiles(generatedPublicDir(deps.distDir))]);
  // The feeds give each image's real size, as served.
  const fileAt = (path: string) => {
    const file = files.get(path);
    return file ? { length: file.bytes.identity.length, type: file.contentType } : undefined;
  };
  for (const [path, held] of [
    ...files,
    ...readHashedAssets(join(deps.distDir, "assets")),
    ...seoFiles(deps.config.SITE_URL, deps.content, fileAt),
    speculationRulesFile(),
  ])
    responder.set(path, held);
  const pages =
    deps.pages ??
    createPageRenderer({
      assets: deps.assets,
      siteUrl: deps.config.SITE_URL,
      logger: deps.logger,
      renderTimeoutMs: deps.config.RENDER_TIMEOUT_MS,
      content: deps.content,
    });
  const { app, pageHandler } = createExpressApp({ ...deps, pages }, responder);
  if (deps.prerenderPages) void prerenderPages(pageHandler, deps);
  const site = responder.listener(app);
  return deps.buildError ? showBuildError(deps.buildError, site, pages) : site;
}

async function prerenderPages(pageHandler: PageHandler, { content, logger, onPrerendered }: AppDeps) {
  const started = performance.now();
  const paths = [...indexablePages(content).map((page) => page.path), NOT_FOUND_RENDER_PATH];
  const { rendered, failed } = await pageHandler.prerender(paths);
  const ms = Math.round(performance.now() - started);
  // A failed page is rendered again on its first request (the renderer logs why a render failed).
  if (failed.length > 0) logger.error({ failed, rendered, ms }, "pages not rendered ahead of their first request");
  else logger.info({ rendered, ms }, "pages rendered ahead of their first request");
  onPrerendered?.({ rendered, failed });
}

function createExpressApp(
  deps: AppDeps & { readonly pages: PageRenderer },
  responder: Responder,
): { readonly app: Express; readonly pageHandler: PageHandler } {
  const { config, logger, pages } = deps;
  const statusPage: StatusPageOf = (status, detail) => pages.status(status, detail);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.set("etag", false);

  // First, so every response Express gives has its request id and one log line.
  app.use(requestLog(logger, processCounts().publicRequests));
  app.use(securityHeaders());
  app.use(config.TRUST_PROXY === 0 ? warnOfUntrustedProxy() : warnOfBypassedProxy());
  app.use(refuseRequestProblems(statusPage));
  addHealthRoutes(app, deps.isReady);
  const pageHandler = addPageRoutes(app, deps, responder, statusPage);
  app.use(errorHandler(statusPage, logger));
  return { app, pageHandler };
}

/**
 * A proxy in front that the server does not trust makes every visitor one client (the proxy's
 * address), sharing one enquiry budget: say so once, the first time a forwarded request arrives.
 */
function warnOfUntrustedProxy(): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      req.log.warn(
        "a request came with X-Forwarded-For but TRUST_PROXY is 0: behind a proxy, set TRUST_PROXY to its number of hops (docs/operations.md)",
      );
    }
    next();
  };
}

/** Addresses a proxy in front of the server connects from: loopback, private and link-local ranges. */
const PROXY_RANGES = (() => {
  const ranges = new BlockList();
  for (const [network, prefix] of [
    ["127.0.0.0", 8],
    ["10.0.0.0", 8],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
    ["169.254.0.0", 16],
    ["100.64.0.0", 10],
  ] as const) {
    ranges.addSubnet(network, prefix, "ipv4");
  }
  for (const [network, prefix] of [
    ["::1", 128],
    ["fc00::", 7],
    ["fe80::", 10],
  ] as const)
    ranges.addSubnet(network, prefix, "ipv6");
  return ranges;
})();

/** True for an address a proxy on the same host or network would connect from. */
export function isProxyAddress(address: string | undefined): boolean {
  if (!address) return true;
  const v4 = address.startsWith("::ffff:") && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return isIPv4(v4) ? PROXY_RANGES.check(v4, "ipv4") : PROXY_RANGES.check(v4, "ipv6");
}

/**
 * TRUST_PROXY counts a proxy, so X-Forwarded-For names the client; a request whose own connection
 * comes from a public address did not come through that proxy, and could have forged the header to
 * spend someone else's enquiry budget. Say so once, never naming the address.
 */
export function warnOfBypassedProxy(): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && !isProxyAddress(req.socket.remoteAddress)) {
      warned = true;
      req.log.warn(
        "a request reached the server from a public address while TRUST_PROXY counts a proxy: a client that bypasses the proxy can forge X-Forwarded-For and evade the enquiry rate limit; let only the proxy reach this port (docs/operations.md)",
      );
    }
    next();
  };
}

/**
 * The responder's rule: what it would not serve for a problem with the request itself (its Host,
 * its headers, its target) is refused here, 400 or 431; `OPTIONS *` is answered with what the site allows.
 */
function refuseRequestProblems(statusPage: StatusPageOf): RequestHandler {
  return (req, res, next) => {
    const problem = requestProblem(req);
    if (problem) sendRefusal(req, res, problem, statusPage);
    else if (req.url === "*") sendNoContent(res, { Allow: "GET, HEAD, POST" });
    else next();
  };
}

function addHealthRoutes(app: Express, isReady: AppDeps["isReady"]): void {
  app.get("/healthz", (_req, res) => sendJson(res, 200, { status: "ok" }));
  app.get("/readyz", async (req, res) => {
    const ready = isReady ? await Promise.resolve(isReady()).catch(() => false) : true;
    if (!ready) req.log.warn("not ready");
    sendJson(res, ready ? 200 : 503, { status: ready ? "ready" : "unavailable" });
  });
}

/** The pages, the cost comparison, fragments and enquiries, then the catch-all (404) and 405. */
function addPageRoutes(
  app: Express,
  deps: AppDeps & { readonly pages: PageRenderer },
  responder: Responder,
  statusPage: StatusPageOf,
): PageHandler {
  const { pages, content } = deps;
  // Pages come early: they are served from memory, already compressed, like static files.
  app.use(canonicalPagePath);
  // A page rendered at its own canonical path is held by the responder from then on, until the year turns.
  const pageHandler = createPageHandler({
    pages,
    content,
    cache: deps.pageCache,
    publish: (path, page) =>
      responder.set(path, matchSiteRoute(path).queryDependent ? { ...page, onlyWithoutQuery: true } : page),
  });
  const compress = compression({ threshold: 1024 });
  // A cost comparison with figures in its query is the visitor's own: rendered per request, never held.
  app.get(COST_COMPARISON_PATH, compress, costComparisonHandler(pages));
  app.get(PAGE_PATHS, pageHandler.serve);

  // Fragments, enquiry answers and the 405 page are made per request: compressed on the fly. Pages,
  // the 404 among them, are already compressed, so they skip the wrapper.
  app.get("/fragments/{*file}", compress, fragmentsHandler(content));
  if (deps.enquiries) app.use([ENQUIRY_API_PATH, CONTACT_FORM_ACTION], compress).use(deps.enquiries);

  // The catch-all: the route table answers 404 for any other path.
  app.get("/{*path}", pageHandler.serve);
  app.all("/{*path}", compress, (req, res) => {
    res.setHeader("Allow", PAGE_METHODS);
    sendRefusal(req, res, 405, statusPage);
  });
  return pageHandler;
}

/** The last handler: a request's own fault is its 4xx, a flood of renders 503, anything else 500. */
function errorHandler(statusPage: StatusPageOf, logger: Logger): ErrorRequestHandler {
  const renderBusyLine = renderBusyLines();
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Errors can come from middleware that runs before the request logger is attached.
    const log = req.log ?? logger;
    const status = clientErrorStatus(error);
    if (status) {
      // A body parser's message quotes the start of the body (a name, a phone number): personal
      // data never reaches the log, so a parser error is named by its type alone.
      const type = (error as { type?: unknown }).type;
      const detail = typeof type === "string" ? { type, status } : { message: (error as Error).message, status };
      log.warn({ err: detail }, type === "entity.parse.failed" ? "rejected a malformed body" : "rejected request");
      sendRefusal(req, res, status, statusPage);
      return;
    }
    // Its client left before its render began: nothing was rendered, and no one is there to answer.
    if (error instanceof ClientGoneError) {
      res.destroy();
      return;
    }
    if (error instanceof RenderBusyError) {
      renderBusyLine(log);
      res.setHeader("Retry-After", String(error.retryAfterSeconds));
      sendRefusal(req, res, 503, statusPage);
      return;
    }
    // A failed render was logged where it failed; log anything else here.
    if (!(error instanceof RenderFailedError || error instanceof RenderTimeoutError))
      log.error({ err: error }, "request failed");
    if (res.headersSent) res.destroy();
    else sendRefusal(req, res, 500, statusPage);
  };
}

/** A flood is refused hundreds of times a second: one line per ten seconds says so, with the count. */
function renderBusyLines(): (log: Logger) => void {
  let busySince = 0;
  let busyRefused = 0;
  return (log) => {
    busyRefused += 1;
    const now = Date.now();
    if (now - busySince < 10_000) return;
    log.warn({ refused: busyRefused }, "render bound spent: per-request pages refused (503, Retry-After)");
    busySince = now;
    busyRefused = 0;
  };
}

/**
 * Pages have one URL: a trailing slash, or capitals in the path of a page (/BLOG, /Privacy-Policy),
 * redirect to the lowercase path without the slash, and never off-site.
 */
function canonicalPagePath(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const { path } = req;
  let target = path;
  // Collapse leading slashes and backslashes so "//evil.example/" cannot become a protocol-relative URL.
  if (path.length > 1 && path.endsWith("/")) target = `/${withoutTrailingSlashes(path.replace(/^[/\\]+/, ""))}`;
  // Only a path that is a page once lowercased: any other path keeps its 404 (or its file) as it is.
  // Percent-escapes keep their case (%C3%A9 and %c3%a9 are one URL), and a path that does not decode
  // is left for the 400 further on.
  const lowercase = target.replace(/[^%]+|%[0-9A-Fa-f]{2}|%/g, (part) =>
    part.startsWith("%") ? part : part.toLowerCase(),
  );
  if (lowercase !== target && decodes(lowercase) && matchSiteRoute(lowercase).status === 200)
    target = `/${lowercase.replace(/^[/\\]+/, "")}`;
  if (target === path) return next();
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(308, target + query);
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** 4xx for errors caused by the request itself (body parsers, bad URL encoding), else undefined. */
function clientErrorStatus(error: unknown): number | undefined {
  if (error instanceof URIError) return 400;
  if (error && typeof error === "object") {
    const status =
      (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) return status;
  }
  return undefined;
}
