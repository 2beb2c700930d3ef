/**
 * Requests at a steady rate to 127.0.0.1, for as long as a test runs something (a publish, a deploy):
 * every answer is tallied, and a request that was refused, reset or answered 5xx counts as failed.
 * Bounded: one request every `intervalMs`, at most `maxInFlight` at a time, each with a timeout.
 */
export interface LoadTally {
  readonly sent: number;
  readonly failed: number;
  /** Each failure: when (ms after the start), what, and the status or error. */
  readonly failures: readonly string[];
  readonly seconds: number;
}

interface SteadyLoad {
  /** Stops sending, waits for the requests in flight, and gives the tally. */
  stop(): Promise<LoadTally>;
  /** The tally so far, then counting afresh: for the requests of one phase. */
  phase(): LoadTally;
}

export interface LoadRequest {
  readonly path: string;
  readonly init?: RequestInit;
  /** Statuses that count as answered (default: 2xx, 3xx and 4xx). */
  readonly ok?: (status: number) => boolean;
}

export function steadyLoad(
  origin: string,
  next: (index: number) => LoadRequest,
  { intervalMs = 50, maxInFlight = 50, timeoutMs = 10_000 } = {},
): SteadyLoad {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error(`steadyLoad sends to 127.0.0.1 only, not ${origin}`);
  let index = 0;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  const started = Date.now();
  let phaseStarted = started;
  let tally = { sent: 0, failed: 0, failures: [] as string[] };

  const send = () => {
    if (inFlight >= maxInFlight) {
      record(`${Date.now() - started} ms: skipped, ${maxInFlight} requests still in flight`);
      return;
    }
    const { path, init, ok = (status: number) => status < 500 } = next(index++);
    const current = tally;
    current.sent += 1;
    inFlight += 1;
    const at = Date.now() - started;
    const done = fetch(`${origin}${path}`, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        await response.arrayBuffer();
        if (!ok(response.status)) record(`${at} ms: ${init?.method ?? "GET"} ${path}: ${response.status}`, current);
      })
      .catch((error: unknown) =>
        record(`${at} ms: ${init?.method ?? "GET"} ${path}: ${String((error as Error).cause ?? error)}`, current),
      )
      .finally(() => {
        inFlight -= 1;
        pending.delete(done);
      });
    pending.add(done);
  };
  function record(failure: string, into = tally) {
    into.failed += 1;
    into.failures.push(failure);
  }
  const timer = setInterval(send, intervalMs);

  const phase = (): LoadTally => {
    const now = Date.now();
    const result = { ...tally, seconds: (now - phaseStarted) / 1000 };
    tally = { sent: 0, failed: 0, failures: [] };
    phaseStarted = now;
    return result;
  };
  return {
    phase,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return phase();
    },
  };
}
