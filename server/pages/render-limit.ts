/** Renders per request are refused while this many already wait: the visitor is told to retry shortly. */
export class RenderBusyError extends Error {
  readonly status = 503;
  readonly retryAfterSeconds = 5;
  constructor() {
    super("Too many pages are being rendered; try again shortly");
    this.name = "RenderBusyError";
  }
}

export interface RenderLimit {
  /** Runs `render` when a slot is free, or fails at once with RenderBusyError when the queue is full. */
  <T>(render: () => Promise<T>): Promise<T>;
}

/**
 * A bound on renders made per request (the form posted without JavaScript, shown again): at most
 * `concurrent` at a time and `waiting` queued, so a flood of posts costs a bounded amount of CPU and
 * memory and is answered 503, never left to pile up. Pages rendered once and held need none.
 */
export function createRenderLimit({ concurrent = 2, waiting = 16 }: { readonly concurrent?: number; readonly waiting?: number } = {}): RenderLimit {
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    running -= 1;
    queue.shift()?.();
  };
  return async <T>(render: () => Promise<T>): Promise<T> => {
    if (running >= concurrent) {
      if (queue.length >= waiting) throw new RenderBusyError();
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    running += 1;
    try {
      return await render();
    } finally {
      release();
    }
  };
}
