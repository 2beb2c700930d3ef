import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { PAGE_HEADS } from "../../shared/content/pages";
import type { ContactFormSeed } from "../../shared/hooks/use-contact-form";
import type { ClientData } from "../../shared/lib/client-data";
import { ErrorScreen } from "../../shared/pages/error-screen";
import type { RouteHead } from "../../shared/routes";
import { SiteRoot } from "../../shared/root";
import type { Logger } from "../logger";
import type { AssetManifest } from "./asset-manifest";
import { currentYear } from "./copyright-year";
import { Document, serialiseForScript } from "./document";
import { noContent, type SiteContent } from "../content/site-content";
import { serverFragmentSource } from "./fragments/registry";
import type { ResolvedPage } from "./resolve-page";
import { structuredDataFor } from "./structured-data";

export interface PageRendererOptions {
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly logger: Logger;
  readonly renderTimeoutMs: number;
  /** The posts and practice areas, for their pages and the links to them; renderers of other pages need none. */
  readonly content?: SiteContent;
}

/** What a render knows beyond its route. */
export interface PageRenderContext {
  /** The copyright year; the Queensland year now unless the caller already read it (the page cache keys on it). */
  readonly year?: number;
  /** A form posted without JavaScript, shown again with what was typed, its errors and a fresh token. */
  readonly contactFormSeed?: ContactFormSeed;
}

/** Every HTML document the server sends: the site's pages, and the bare status pages for errors. */
export interface PageRenderer {
  /**
   * A page of the site, whole, ready to hydrate: its head, structured data, and the app at its
   * canonical URL, as resolvePage (or staticPage, for a route of its own) found it.
   */
  page(page: ResolvedPage, context?: PageRenderContext): Promise<Buffer>;
  /**
   * A small static page for errors the app cannot render itself (a 500 after a render failed, a
   * malformed request): the site's stylesheet, no script, no stack trace.
   */
  status(status: number, statusText: string): string;
}

/** A render failed; its cause was logged where it happened (React's onError), once. */
export class RenderFailedError extends Error {
  constructor(cause: unknown) {
    super("Page render failed", { cause });
    this.name = "RenderFailedError";
  }
}

export class RenderTimeoutError extends Error {
  constructor(ms: number) {
    super(`Render did not finish within ${ms} ms`);
    this.name = "RenderTimeoutError";
  }
}

const STATUS_PAGE_HEAD: RouteHead = { ...PAGE_HEADS.error, canonicalPath: "/", ogType: "website", noindex: true };

export function createPageRenderer({ assets, siteUrl, logger, renderTimeoutMs, content = noContent() }: PageRendererOptions): PageRenderer {
  const fragments = serverFragmentSource(content);
  return {
    page(page, { year = currentYear(), contactFormSeed } = {}) {
      // A page whose view the request decided (a cost comparison's figures) renders its fragments from that view.
      const source = page.view?.kind === "cost-comparison" ? serverFragmentSource(content, page.view) : fragments;
      const url = page.renderPath;
      const notFound = page.status === 404;
      return renderToBuffer(
        // The seed travels to the browser in the client-data block, so hydration renders the same form.
        <Document
          head={page.head}
          assets={assets}
          siteUrl={siteUrl}
          year={year}
          notFound={notFound}
          jsonLd={structuredDataFor(page, siteUrl, content)}
          clientData={contactFormSeed ? serialiseForScript({ contactFormSeed } satisfies ClientData) : undefined}
        >
          <SiteRoot context={{ year, contactFormSeed, ...(notFound ? { notFound } : {}) }} fragments={source} router={<StaticRouter location={url} />} />
        </Document>,
        { url, bootstrapModule: assets.script, timeoutMs: renderTimeoutMs, logger },
      );
    },
    status(status, statusText) {
      return `<!DOCTYPE html>${renderToStaticMarkup(
        <Document head={STATUS_PAGE_HEAD} assets={{ ...assets, preloadFonts: [] }} siteUrl={siteUrl} year={currentYear()}>
          <ErrorScreen error={{ status, statusText }} />
        </Document>,
      )}`;
    },
  };
}

/**
 * Renders a document with renderToPipeableStream, waiting for the whole tree (the bytes are cached
 * and served as a file would be). A render that hangs is aborted after `timeoutMs`; the timer is
 * cleared however the render ends.
 */
function renderToBuffer(
  document: ReactNode,
  options: { readonly url: string; readonly bootstrapModule: string; readonly timeoutMs: number; readonly logger: Logger },
): Promise<Buffer> {
  const { url, logger } = options;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let renderError: unknown;
    let settled = false;

    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };

    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        callback();
        settle(() => (renderError === undefined ? resolve(Buffer.concat(chunks)) : reject(new RenderFailedError(renderError))));
      },
    });

    const stream = renderToPipeableStream(document, {
      bootstrapModules: [options.bootstrapModule],
      // Never outline a Suspense boundary into a later chunk: that takes an inline script to
      // reveal, which the CSP forbids. The page is rendered whole and cached anyway.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError(error) {
        settle(() => reject(new RenderFailedError(error)));
      },
      onAllReady() {
        stream.pipe(sink);
      },
      onError(error) {
        // Called once per failed boundary; the caller logs the failure that reaches it.
        renderError ??= error;
        logger.error({ err: error, url }, "render error");
      },
    });

    const timer = setTimeout(() => {
      const timeout = new RenderTimeoutError(options.timeoutMs);
      logger.error({ err: timeout, url }, "render timed out");
      stream.abort(timeout);
      settle(() => reject(timeout));
    }, options.timeoutMs);
  });
}
