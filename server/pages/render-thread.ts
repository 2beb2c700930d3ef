import { Worker } from "node:worker_threads";
import type { BlogPost } from "../blog/post";
import type { Logger } from "../logger";
import type { AssetManifest } from "./asset-manifest";
import { createPageRenderer, RenderFailedError, RenderTimeoutError, type PageRenderContext, type PageRenderer, type PageRendererOptions } from "./render-page";
import { pageOf } from "./resolve-page";

/** What the render thread starts with. */
export interface RenderWorkerData {
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly renderTimeoutMs: number;
  readonly posts: readonly BlogPost[];
  readonly logLevel: string;
}

/** A page to render, named by the path it renders at (the thread resolves it against the same posts). */
export interface RenderRequest {
  readonly id: number;
  readonly renderPath: string;
  readonly context: PageRenderContext;
}

/** The thread's answer to a request, or one of its log lines. */
export type RenderReply =
  | { readonly id: number; readonly html: Uint8Array }
  | { readonly id: number; readonly failure: { readonly timedOut: boolean; readonly message: string } }
  | { readonly log: string };

/** Where a render thread's code comes from: a module's URL, or (in eval mode) a script that loads it. */
export type ThreadEntry = { readonly url: URL } | { readonly script: string };

/**
 * The render thread's entry: the bundle's own file when built; from source (tests, tsx), a script
 * that registers tsx in the thread first (a worker takes no --import from execArgv on Node 20).
 */
function workerEntry(): ThreadEntry {
  if (!import.meta.url.endsWith(".ts")) return { url: new URL("./render-worker.js", import.meta.url) };
  const tsx = import.meta.resolve("tsx/esm/api");
  const source = new URL("./render-worker.ts", import.meta.url).href;
  return { script: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });` };
}

/**
 * How long the thread stays once it has nothing to render. Renders are rare (each page at start and
 * once a year after; a form posted without JavaScript), and a thread holds its own copy of React
 * and the pages, about 40 MB resident: after this it stops, and the next render starts a new one
 * (about a quarter of a second more for that render).
 */
export const IDLE_MS = 5_000;

/** How long past its own render timeout the thread may take to answer before it is taken for stuck and replaced. */
export const STUCK_GRACE_MS = 2000;

export interface RenderThread extends PageRenderer {
  /** Stops the thread; renders still waiting fail. */
  close(): Promise<void>;
}

interface Pending {
  readonly resolve: (html: Buffer) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

/**
 * The page renderer of the running server: pages are rendered on a worker thread, and the request
 * loop only ever sends their cached bytes. Two reasons:
 * - React's Node renderer runs each render inside an AsyncLocalStorage. On Node 20 and 22 that
 *   turns async hooks on for the life of the process the first time a page renders, and from
 *   then on every request pays for them: about a tenth of the cached pages' throughput
 *   (`npm run bench`). On the thread, only renders pay.
 * - A render that never yields (a component stuck in a loop) cannot stop the site: after its
 *   timeout and STUCK_GRACE_MS the thread is replaced, and the page fails with a timeout.
 * The status pages (sync, no stream) are rendered here, in-process: React's static renderer uses no
 * request storage. Tests pass `entry` to drive the protocol with a thread of their own.
 */
export function createRenderThread(
  options: PageRendererOptions & { readonly blog: { readonly posts: readonly BlogPost[] }; readonly idleMs?: number },
  entry: ThreadEntry = workerEntry(),
): RenderThread {
  const { logger, renderTimeoutMs } = options;
  const inProcess = createPageRenderer(options);
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  const stopWhenIdle = (thread: Worker) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (worker !== thread || pending.size > 0) return;
      worker = undefined;
      void thread.terminate();
    }, options.idleMs ?? IDLE_MS);
    idleTimer.unref();
  };

  const failAll = (error: () => Error) => {
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      pending.delete(id);
      waiting.reject(error());
    }
  };

  const start = (): Worker => {
    const data: RenderWorkerData = {
      assets: options.assets,
      siteUrl: options.siteUrl,
      renderTimeoutMs,
      posts: options.blog.posts,
      logLevel: logger.level,
    };
    const thread = "url" in entry ? new Worker(entry.url, { workerData: data }) : new Worker(entry.script, { eval: true, workerData: data });
    thread.unref();
    thread.on("message", (reply: RenderReply) => {
      if ("log" in reply) return relayLine(logger, reply.log);
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if (pending.size === 0) {
        thread.unref();
        stopWhenIdle(thread);
      }
      if ("html" in reply) waiting.resolve(Buffer.from(reply.html.buffer, reply.html.byteOffset, reply.html.byteLength));
      else waiting.reject(reply.failure.timedOut ? new RenderTimeoutError(renderTimeoutMs) : new RenderFailedError(new Error(reply.failure.message)));
    });
    const lost = (why: string, error?: unknown) => {
      if (worker !== thread) return;
      worker = undefined;
      logger.error({ err: error }, `render thread ${why}; pages waiting for it fail, and the next render starts a new one`);
      failAll(() => new RenderFailedError(error ?? new Error(`render thread ${why}`)));
    };
    thread.on("error", (error) => lost("failed", error));
    thread.on("exit", (code) => lost(`exited with code ${code}`));
    return thread;
  };

  return {
    page(target, context = {}) {
      const { renderPath } = pageOf(target);
      clearTimeout(idleTimer);
      const thread = (worker ??= start());
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          // The thread has not answered within its own timeout: it is stuck (a render that never yields).
          logger.error({ url: renderPath, timeoutMs: renderTimeoutMs + STUCK_GRACE_MS }, "render thread did not answer; replacing it");
          if (worker === thread) worker = undefined;
          failAll(() => new RenderTimeoutError(renderTimeoutMs));
          void thread.terminate();
        }, renderTimeoutMs + STUCK_GRACE_MS);
        pending.set(id, { resolve, reject, timer });
        thread.ref();
        thread.postMessage({ id, renderPath, context } satisfies RenderRequest);
      });
    },
    status: (status, statusText) => inProcess.status(status, statusText),
    async close() {
      clearTimeout(idleTimer);
      const thread = worker;
      worker = undefined;
      failAll(() => new RenderFailedError(new Error("the render thread was closed")));
      await thread?.terminate();
    },
  };
}

/** A log line from the thread, written by this thread's logger at its level (pino has already formatted its error). */
function relayLine(logger: Logger, line: string): void {
  const { level, time: _time, msg, ...fields } = JSON.parse(line) as { level: number; time: number; msg?: string } & Record<string, unknown>;
  const label = logger.levels.labels[level] ?? "error";
  (logger[label as "error"] ?? logger.error).call(logger, fields, msg);
}
