// The render thread's own entry (see render-thread.ts): renders pages with the in-process renderer
// and answers with their bytes. Its log lines go to the main thread, which writes them.
import { parentPort, workerData } from "node:worker_threads";
import { createBlog } from "../blog/blog";
import { createJsonLogger } from "../logger";
import { createPageRenderer, RenderTimeoutError } from "./render-page";
import { resolvePage } from "./resolve-page";
import type { RenderReply, RenderRequest, RenderWorkerData } from "./render-thread";

if (!parentPort) throw new Error("render-worker.ts runs as a worker thread (render-thread.ts starts it)");
const port = parentPort;
const { assets, siteUrl, renderTimeoutMs, posts, logLevel } = workerData as RenderWorkerData;
const blog = createBlog(posts);
const logger = createJsonLogger(logLevel, { write: (line: string) => port.postMessage({ log: line } satisfies RenderReply) });
const pages = createPageRenderer({ assets, siteUrl, logger, renderTimeoutMs, blog });

port.on("message", ({ id, renderPath, context }: RenderRequest) => {
  const page = resolvePage(renderPath, blog);
  const rendered =
    page.renderPath === renderPath ? pages.page(page, context) : Promise.reject(new Error(`${renderPath} is not a page's own path (it renders at ${page.renderPath})`));
  rendered.then(
    (html) => {
      // The bytes move to the main thread rather than being copied.
      const bytes = new Uint8Array(html.buffer, html.byteOffset, html.byteLength);
      const whole = html.buffer instanceof ArrayBuffer && html.byteOffset === 0 && html.byteLength === html.buffer.byteLength;
      port.postMessage({ id, html: bytes } satisfies RenderReply, whole ? [html.buffer as ArrayBuffer] : []);
    },
    (error: unknown) => {
      const failure = { timedOut: error instanceof RenderTimeoutError, message: error instanceof Error ? error.message : String(error) };
      port.postMessage({ id, failure } satisfies RenderReply);
    },
  );
});
