import { processCounts } from "../platform/process-counts";

/** A render made per request was refused: the bound is spent. The visitor is told to retry shortly. */
export class RenderBusyError extends Error {
  readonly status = 503;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds = 5) {
    super("Too many pages are being rendered; try again shortly");
    this.name = "RenderBusyError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The client closed its connection before its page was rendered: nothing is rendered, nothing sent. */
export class ClientGoneError extends Error {
  constructor() {
    super("The client left before its page was rendered");
    this.name = "ClientGoneError";
  }
}

export interface RenderLimit {
  /**
   * Runs `render` when the bound allows, or fails at once with RenderBusyError; a render whose
   * client has gone by the time its turn comes fails with ClientGoneError and is never started.
   */
  <T>(render: () => Promise<T>, isClientGone?: () => boolean): Promise<T>;
}

interface RenderLimitOptions {
  /** Renders in flight at once. */
  readonly concurrent?: number;
  /** Renders waiting for a slot; past this, refused. */
  readonly waiting?: number;
  /** Render time, in ms, per-request pages may spend at once after a quiet spell. */
  readonly burstMs?: number;
  /** Render time, in ms, they regain each second: their share of the one thread. */
  readonly msPerSecond?: number;
  /** Renders started in one turn of the event loop; the turn's other requests are refused. */
  readonly perTurn?: number;
  /** The clock (ms); tests pass their own. */
  readonly now?: () => number;
}

/**
 * The production bound: a quarter of the thread over time and 150 ms at once (a render takes about
 * 13 ms warm, so about eleven at once and nineteen a second; several times that cold on a busy
 * machine), and one render per turn of the event loop, so a held page read in the same turn as a
 * flood waits behind one render, not all of them.
 */
const RENDER_BOUND = { concurrent: 1, waiting: 16, burstMs: 150, msPerSecond: 250, perTurn: 1 } as const;

/**
 * The one bound on pages rendered per request (a cost comparison's figures, a prefilled form, a
 * form posted without JavaScript and shown again). React renders a page in microtasks: each render
 * runs to its end before Node reads the next socket, so a count of renders in flight never passes
 * one and bounds nothing. What is bounded is the time: renders spend a budget of milliseconds that
 * refills at `msPerSecond`, so however many arrive, they take at most that share of the thread and
 * the held pages keep the rest; and at most `perTurn` start in one turn of the event loop, because
 * every request Node reads in that turn (a flood arrives together, a held page among it) waits for
 * all of them. A render past either is refused at once (503, cheap); each render's measured time is
 * charged after it. `concurrent` and `waiting` still bound memory for a
 * render that waits on something. Pages rendered once and held need none (docs/decisions/006).
 */
export function createRenderLimit(options: RenderLimitOptions = {}): RenderLimit {
  const { concurrent, waiting, burstMs, msPerSecond, perTurn } = { ...RENDER_BOUND, ...options };
  const now = options.now ?? (() => performance.now());
  let running = 0;
  const queue: Array<() => void> = [];
  let budget = burstMs;
  let refilledAt = now();
  let startedThisTurn = 0;
  /** Counts a render against this turn; the count resets when the loop reaches its check phase. */
  const startInTurn = () => {
    if (startedThisTurn === 0) setImmediate(() => (startedThisTurn = 0));
    startedThisTurn += 1;
  };

  /** The budget now: refilled for the time since it was last read, never above the burst. */
  const available = () => {
    const at = now();
    budget = Math.min(burstMs, budget + ((at - refilledAt) * msPerSecond) / 1000);
    refilledAt = at;
    return budget;
  };
  /** Whole seconds until the budget is positive again, at least one. */
  const retryAfter = () => Math.max(1, Math.ceil(-available() / msPerSecond));
  // The next waiting render starts in a later turn, so held pages are answered between renders.
  const wakeNext = () => {
    const next = queue.shift();
    if (next) setImmediate(next);
  };

  // Every refusal is counted for the staff listener's /metrics: a rising count is a flood, or a bound too tight.
  const refused = () => {
    processCounts().renderRefusals += 1;
    return new RenderBusyError(retryAfter());
  };

  return async <T>(render: () => Promise<T>, isClientGone?: () => boolean): Promise<T> => {
    if (available() <= 0 || startedThisTurn >= perTurn) throw refused();
    if (running >= concurrent) {
      if (queue.length >= waiting) throw refused();
      await new Promise<void>((resolve) => queue.push(resolve));
      // Its turn came with a free slot; refused or gone, it hands the slot on.
      if (available() <= 0 || startedThisTurn >= perTurn) {
        wakeNext();
        throw refused();
      }
      if (isClientGone?.()) {
        wakeNext();
        throw new ClientGoneError();
      }
    } else if (isClientGone?.()) throw new ClientGoneError();
    running += 1;
    startInTurn();
    const started = now();
    try {
      return await render();
    } finally {
      available();
      budget -= now() - started;
      running -= 1;
      wakeNext();
    }
  };
}
