/** A worker that looks for due rows every `pollMs`, and at once when nudged. */
export interface PollingWorker {
  start(): void;
  /** Resolves once any pass in flight has finished; nothing new starts after the call. */
  stop(): Promise<void>;
  /** Looks for work now (called right after an enquiry is stored). */
  nudge(): void;
}

/**
 * The outbox's and the webhooks' one loop: one pass at a time; a nudge during a pass runs another
 * straight after it (the pass may have read the rows before the new one was written); a pass that
 * throws is logged and the loop carries on at the next poll.
 */
export function pollingLoop(options: {
  readonly pollMs: number;
  /** Works through what is due; `isRunning` says whether to take another row. */
  readonly pass: (isRunning: () => boolean) => Promise<void>;
  readonly onPassFailed: (error: unknown) => void;
}): PollingWorker {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let wanted = false;
  const isRunning = () => running;

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(runPass, delayMs);
  }

  function runPass() {
    if (!running) return;
    if (pass) {
      wanted = true;
      return;
    }
    pass = options
      .pass(isRunning)
      .catch(options.onPassFailed)
      .finally(() => {
        pass = undefined;
        schedule(wanted ? 0 : options.pollMs);
        wanted = false;
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await pass;
    },
    nudge() {
      if (running) schedule(0);
      if (pass) wanted = true;
    },
  };
}
