import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "../../shared/app";
import { FragmentSourceProvider } from "../../shared/components/server-fragment";
import type { RouteHead } from "../../shared/routes";
import { SiteContextProvider, type SiteContextValue } from "../../shared/site-context";
import type { AssetManifest } from "./asset-manifest";
import { Document } from "./document";
import { serverFragmentSource } from "./fragments/registry";
import type { Logger } from "../logger";
import type { Blog } from "../blog/blog";
import { createBlog } from "../blog/blog";

export interface RenderRequest {
  readonly url: string;
  readonly head: RouteHead;
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly context: SiteContextValue;
  readonly jsonLd?: readonly string[];
  readonly clientData?: string;
  /** The posts, for a blog page's fragments; pages without posts need none. */
  readonly blog?: Blog;
}

const NO_POSTS = createBlog([]);

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

/**
 * Renders a page to HTML with renderToPipeableStream, waiting for the whole tree (the bytes are
 * cached and served as a file would be). A render that hangs is aborted after `timeoutMs`; the
 * timer is cleared however the render ends.
 */
export function renderPageHtml(request: RenderRequest, options: { readonly timeoutMs: number; readonly logger: Logger }): Promise<Buffer> {
  const { url, head, assets, siteUrl, context, jsonLd, clientData, blog = NO_POSTS } = request;
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

    const stream = renderToPipeableStream(
      <Document head={head} assets={assets} siteUrl={siteUrl} year={context.year} notFound={context.notFound} jsonLd={jsonLd} clientData={clientData}>
        <SiteContextProvider value={context}>
          <FragmentSourceProvider value={serverFragmentSource(blog)}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </FragmentSourceProvider>
        </SiteContextProvider>
      </Document>,
      {
        bootstrapModules: [assets.script],
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
          options.logger.error({ err: error, url }, "render error");
        },
      },
    );

    const timer = setTimeout(() => {
      const timeout = new RenderTimeoutError(options.timeoutMs);
      options.logger.error({ err: timeout, url }, "render timed out");
      stream.abort(timeout);
      settle(() => reject(timeout));
    }, options.timeoutMs);
  });
}
