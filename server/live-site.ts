import type { RequestListener } from "node:http";
import type { Logger } from "./platform/logger";
import type { Site } from "./site";

/** What a publish did: the build now served, or why the one before is still served. */
export type PublishOutcome =
  | { readonly ok: true; readonly build: string; readonly rendered: number }
  | { readonly ok: false; readonly build: string; readonly message: string };

/** The build a server serves now, and the way to a newer one (docs/decisions/011-publish-in-place.md). */
export interface LiveSite {
  /** The server's one request listener: each request is answered whole by the build served when it arrived. */
  readonly listener: RequestListener;
  /** The build served now. */
  readonly current: () => Site;
  /**
   * Loads the build again (a new post, the identity, a practice area), renders all its pages, and
   * only then serves it, every held response at once. A build that cannot be loaded, or a page of it
   * that will not render, leaves the one served as it was. A publish asked for while one runs runs
   * after it, once, however many were asked for.
   */
  readonly publish: () => Promise<PublishOutcome>;
}

/** `load(n)` makes the site of the build on disk, the n-th time it is asked (1 for the first publish). */
export function createLiveSite(first: Site, load: (generation: number) => Promise<Site>, logger: Logger): LiveSite {
  let served = first;
  let generation = 0;
  let running: Promise<PublishOutcome> | undefined;
  let queued: Promise<PublishOutcome> | undefined;

  async function publishOnce(): Promise<PublishOutcome> {
    const started = performance.now();
    const kept = served.build;
    try {
      generation += 1;
      const next = await load(generation);
      const { rendered, failed } = await next.prerendered;
      if (failed.length > 0)
        throw new Error(
          `${failed.length} page(s) of the new build did not render (${failed.join(", ")}); the render errors are logged above`,
        );
      served = next;
      const ms = Math.round(performance.now() - started);
      logger.info(
        { build: next.build, previous: kept, rendered, ms },
        `published build ${next.build}: ${rendered} pages, swapped at once`,
      );
      return { ok: true, build: next.build, rendered };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ build: kept, reason: message }, `publish failed: still serving build ${kept}: ${message}`);
      return { ok: false, build: kept, message };
    }
  }

  const publish = (): Promise<PublishOutcome> => {
    if (!running) {
      running = publishOnce().finally(() => (running = undefined));
      return running;
    }
    // One more after the running one, shared by every request made meanwhile: it reads the newest build.
    queued ??= running.then(() => {
      queued = undefined;
      return publish();
    });
    return queued;
  };

  return {
    listener: (req, res) => served.listener(req, res),
    current: () => served,
    publish,
  };
}
