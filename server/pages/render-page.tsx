import type { ServerResponse } from "node:http";
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import type { ContactFormSeed } from "../../shared/hooks/use-contact-form";
import type { ClientData } from "../../shared/lib/client-data";
import { SiteRoot } from "../../shared/root";
import type { Logger } from "../platform/logger";
import type { AssetManifest } from "./asset-manifest";
import { currentYear } from "./copyright-year";
import { Document, serialiseForScript } from "./document";
import { noContent, type SiteContent } from "../site-content/site-content";
import { serverFragmentSource } from "./fragments/registry";
import type { ResolvedPage } from "./resolve-page";
import { createRenderLimit, type RenderLimit } from "./render-limit";
import { createStatusPages, type StatusDetail } from "./status-page";
import { structuredDataFor } from "./structured-data";

interface PageRendererOptions {
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly logger: Logger;
  readonly renderTimeoutMs: number;
  /** The posts and practice areas, for their pages and the links to them; renderers of other pages need none. */
  readonly content?: SiteContent;
  /** The one bound every page rendered per request shares (render-limit.ts); tests pass their own. */
  readonly perRequestLimit?: RenderLimit;
}

/** The request a per-request page is rendered for: whether its client is still there to read it. */
export interface RenderClient {
  readonly isGone: () => boolean;
}

/** A response's client: gone once its connection closed (the response destroyed with it). */
export const renderClientOf = (res: ServerResponse): RenderClient => ({ isGone: () => res.destroyed });

/** What a render knows beyond its route. */
interface PageRenderContext {
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
   * A page rendered for one request and never held (its query or a posted form decides it): within
   * the renderer's one bound on such renders, so a flood of them is refused (RenderBusyError) rather
   * than taking the thread from the held pages, and never rendered for a client already gone.
   */
  pageForRequest(page: ResolvedPage, context: PageRenderContext, client: RenderClient): Promise<Buffer>;
  /**
   * The one status page (status-page.tsx), for every refusal and failure: what happened, what to do,
   * the practice's email, and what a refused enquiry carried; the site's stylesheet, no script, no
   * stack trace.
   */
  status(status: number, detail?: StatusDetail): string;
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

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const {
    assets,
    siteUrl,
    logger,
    renderTimeoutMs,
    content = noContent(),
    perRequestLimit = createRenderLimit(),
  } = options;
  const fragments = serverFragmentSource(content);
  const renderer: PageRenderer = {
    pageForRequest: (page, context, client) => perRequestLimit(() => renderer.page(page, context), client.isGone),
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
          <SiteRoot
            context={{ year, contactFormSeed, ...(notFound ? { notFound } : {}) }}
            fragments={source}
            router={<StaticRouter location={url} />}
          />
        </Document>,
        { url, timeoutMs: renderTimeoutMs, logger },
      );
    },
    status: createStatusPages({ assets, siteUrl, year: currentYear }),
  };
  return renderer;
}

/**
 * Renders a document with renderToPipeableStream, waiting for the whole tree (the bytes are cached
 * and served as a file would be). A render that hangs is aborted after `timeoutMs`; the timer is
 * cleared however the render ends.
 */
function renderToBuffer(
  document: ReactNode,
  options: { readonly url: string; readonly timeoutMs: number; readonly logger: Logger },
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
        settle(() =>
          renderError === undefined ? resolve(Buffer.concat(chunks)) : reject(new RenderFailedError(renderError)),
        );
      },
    });

    // The script tag is the document's own (document.tsx), not a bootstrap module: React makes those async.
    const stream = renderToPipeableStream(document, {
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
