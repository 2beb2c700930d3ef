import { connect } from "node:net";
import { rawRequest } from "./raw-http";

/**
 * A flood of per-request renders against a running server, over raw sockets, and what it does to a
 * page the server holds: the held page's latency alone and during the flood, in one run. Each flood
 * request is written whole and its socket closed at once (a client that does not wait), from its own
 * loopback address when asked (127.0.0.2, 127.0.0.3...), so per-client budgets do not hide the cost.
 */
export interface FloodOptions {
  readonly port: number;
  /** The raw request flood client `index` sends (HTTP/1.1, with Host). */
  readonly request: (index: number) => string;
  /** Requests per wave, sent together. */
  readonly wave: number;
  /** Waves, one after the other, each after the held probe of the last came back. */
  readonly waves: number;
  /** Send each flood request from its own loopback address. */
  readonly manyAddresses?: boolean;
  /** Close each flood socket as soon as its request is written (default: wait for the answer). */
  readonly closeAtOnce?: boolean;
  /** The held page to time (default `/`). */
  readonly heldPath?: string;
}

interface FloodResult {
  /** Median latency of the held page alone, in ms. */
  readonly aloneMs: number;
  /** Median latency of the held page sent just behind each wave, in ms. */
  readonly duringMs: number;
  /** Worst latency of the held page during the flood, in ms. */
  readonly worstDuringMs: number;
  /** duringMs / aloneMs. */
  readonly ratio: number;
  /** How many held probes answered 200 during the flood (one behind each wave). */
  readonly heldAnswers: number;
  /** How many flood requests were answered with each status (0: closed unanswered). */
  readonly statuses: Readonly<Record<number, number>>;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeHeld(port: number, path: string): Promise<number> {
  const started = performance.now();
  const response = await rawRequest(
    port,
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    30_000,
  );
  if (response.status !== 200) throw new Error(`held page ${path} answered ${response.status}`);
  return performance.now() - started;
}

/** Writes one request and closes at once, or reads the answer; resolves with its status (0: none) when the socket is gone. */
function floodRequest(port: number, request: string, closeAtOnce: boolean, localAddress?: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", ...(localAddress ? { localAddress } : {}) });
    let answer = "";
    const done = () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", done);
    socket.on("close", done);
    socket.on("connect", () => (closeAtOnce ? socket.end(request, () => socket.destroy()) : socket.write(request)));
  });
}

export async function measureRenderFlood(options: FloodOptions): Promise<FloodResult> {
  const path = options.heldPath ?? "/";
  // Warm: the held page and the connection path, then its latency alone.
  for (let index = 0; index < 5; index += 1) await timeHeld(options.port, path);
  const alone: number[] = [];
  for (let index = 0; index < 15; index += 1) alone.push(await timeHeld(options.port, path));
  const during: number[] = [];
  let sent = 0;
  const statuses: Record<number, number> = {};
  for (let wave = 0; wave < options.waves; wave += 1) {
    const flood: Promise<number>[] = [];
    for (let index = 0; index < options.wave; index += 1, sent += 1) {
      const address = options.manyAddresses ? `127.0.${Math.floor(sent / 250) + 1}.${(sent % 250) + 2}` : undefined;
      flood.push(floodRequest(options.port, options.request(sent), options.closeAtOnce ?? false, address));
    }
    // Just behind the wave: the held request meets whatever the flood costs the server.
    await new Promise((resolve) => setTimeout(resolve, 5));
    during.push(await timeHeld(options.port, path));
    for (const status of await Promise.all(flood)) statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const aloneMs = median(alone);
  const duringMs = median(during);
  return {
    aloneMs,
    duringMs,
    worstDuringMs: Math.max(...during),
    ratio: duringMs / aloneMs,
    heldAnswers: during.length,
    statuses,
  };
}
