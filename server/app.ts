import { STATUS_CODES } from "node:http";
import { join } from "node:path";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response, type Router } from "express";
import { SITE_ROUTES } from "../shared/routes";
import type { AssetManifest } from "./pages/asset-manifest";
import type { AppConfig } from "./config";
import { hashedAssets } from "./http/hashed-assets";
import type { Logger } from "./logger";
import { fragmentsHandler } from "./pages/fragments/fragment-handler";
import { createPageHandler } from "./pages/page-handler";
import { publicFiles } from "./http/public-files";
import { createPageRenderer, RenderFailedError, RenderTimeoutError } from "./pages/render-page";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { seoRoutes } from "./pages/seo-routes";

/** What the app needs that is not configuration: the enquiry service and the shutdown state. */
export interface AppDeps {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly assets: AssetManifest;
  readonly distDir: string;
  readonly publicDir: string;
  /** Enquiry endpoints (POST /api/enquiries, POST /contact), mounted before the pages. */
  readonly enquiries?: Router;
  /** Readiness: storage reachable and not shutting down. */
  readonly isReady?: () => boolean | Promise<boolean>;
}

const PAGE_METHODS = "GET, HEAD";
/** The route table's own paths (not the catch-all), registered ahead of everything dynamic. */
const PAGE_PATHS = SITE_ROUTES.filter((route) => route.status === 200).map((route) => route.path);

export function createApp(deps: AppDeps): Express {
  const { config, logger, assets } = deps;
  const pages = createPageRenderer({ assets, siteUrl: config.SITE_URL, logger, renderTimeoutMs: config.RENDER_TIMEOUT_MS });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.set("etag", false);

  app.use(securityHeaders());
  app.use((req, res, next) => {
    // RFC 9112 §3.2: an HTTP/1.1 request without Host is answered 400.
    if (req.httpVersion === "1.1" && !req.headers.host) sendError(req, res, 400);
    else next();
  });
  app.use("/assets", hashedAssets(join(deps.distDir, "assets")));
  app.use(publicFiles(deps.publicDir));
  app.use(requestLog(logger));

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ready = deps.isReady ? await Promise.resolve(deps.isReady()).catch(() => false) : true;
    if (!ready) req.log.warn("not ready");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable" });
  });

  // Before the pages: /blog/rss.xml would otherwise match /blog/:slug.
  app.use(seoRoutes(config.SITE_URL));

  // Pages come early: they are served from memory, already compressed, like static files.
  app.use(canonicalPagePath);
  const servePage = createPageHandler({ pages });
  app.get(PAGE_PATHS, servePage);

  // Everything after this point is small or dynamic; compress it on the fly.
  app.use(compression({ threshold: 1024 }));
  app.get("/fragments/{*file}", fragmentsHandler());
  if (deps.enquiries) app.use(deps.enquiries);

  // The catch-all: the route table answers 404 for any other path.
  app.get("/{*path}", servePage);
  app.all("/{*path}", (req, res) => {
    res.setHeader("Allow", PAGE_METHODS);
    sendError(req, res, 405);
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Errors can come from middleware that runs before the request logger is attached.
    const log = req.log ?? logger;
    const status = clientErrorStatus(error);
    if (status) {
      log.warn({ err: { message: (error as Error).message, type: (error as { type?: string }).type } }, "rejected request");
      sendError(req, res, status);
      return;
    }
    // A failed render was logged where it failed; log anything else here.
    if (!(error instanceof RenderFailedError || error instanceof RenderTimeoutError)) log.error({ err: error }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendError(req, res, 500);
  });

  function sendError(req: Request, res: Response, status: number) {
    // A 4xx Node has no name for (a library's own) reads as the generic client error.
    const text = STATUS_CODES[status] ?? "Bad Request";
    res.status(status).setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/") || !req.accepts("html")) {
      res.json({ error: text.toLowerCase().replace(/ /g, "_") });
      return;
    }
    res.type("html").send(pages.status(status, text));
  }

  return app;
}

/** Pages have one URL: a trailing slash redirects to the path without it, and never off-site. */
function canonicalPagePath(req: Request, res: Response, next: NextFunction) {
  const { path } = req;
  if (path.length > 1 && path.endsWith("/") && (req.method === "GET" || req.method === "HEAD")) {
    // Collapse leading slashes and backslashes so "//evil.example/" cannot become a protocol-relative URL.
    const target = `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    res.redirect(308, target + query);
    return;
  }
  next();
}

/** 4xx for errors caused by the request itself (body parsers, bad URL encoding), else undefined. */
function clientErrorStatus(error: unknown): number | undefined {
  if (error instanceof URIError) return 400;
  if (error && typeof error === "object") {
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) return status;
  }
  return undefined;
}
