// `npm run bench`: our server against express.static serving the identical HTML bytes, side by
// side on 127.0.0.1, in rounds; prints req/s, p50/p99 latency and the ratio ours/static.
// Bounded: BENCH_SECONDS (default 8) per run and BENCH_ROUNDS (default 3), then both servers stop.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import autocannon from "autocannon";
import { freePort, startServer } from "./testing/server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATHS = (process.env.BENCH_PATHS ?? "/,/blog/in-house-vs-external-counsel").split(",");
const BROWSER_ENCODING = "gzip, deflate, br, zstd";

interface RunResult {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
}

async function load(url: string, headers: Record<string, string>): Promise<RunResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const ours = await startServer({ env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info" }, captureOutput: false });
const staticDir = mkdtempSync(join(tmpdir(), "bench-static-"));
const staticPort = await freePort();
let staticServer: ReturnType<typeof spawn> | undefined;

try {
  // The yardstick serves the very bytes our server sends uncompressed.
  for (const path of PATHS) {
    const html = Buffer.from(await (await fetch(ours.url + path, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
    const file = join(staticDir, path === "/" ? "index.html" : `${path}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  staticServer = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "testing/static-server.ts"), staticDir, String(staticPort)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    staticServer?.stdout?.once("data", () => resolve());
    staticServer?.once("exit", (code) => reject(new Error(`static server exited with ${code}`)));
  });
  const staticUrl = `http://127.0.0.1:${staticPort}`;

  // Warm both up (JIT, caches) before anything is measured.
  await Promise.all([
    autocannon({ url: ours.url + PATHS[0], connections: 10, duration: 2, headers: { "accept-encoding": BROWSER_ENCODING } }),
    autocannon({ url: staticUrl + "/", connections: 10, duration: 2 }),
  ]);
  console.log(`bench: ${ROUNDS} rounds × ${SECONDS}s, ${CONNECTIONS} connections, Node ${process.version}`);
  const rows: string[] = [];
  const ratios: number[] = [];
  for (const path of PATHS) {
    const staticPath = path === "/" ? "/" : `${path}.html`;
    const oursRuns: RunResult[] = [];
    const staticRuns: RunResult[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Alternate the order so neither side always runs on a warmer machine.
      const pair = round % 2 === 1 ? ["ours", "static"] : ["static", "ours"];
      for (const side of pair) {
        if (side === "ours") oursRuns.push(await load(ours.url + path, { "accept-encoding": BROWSER_ENCODING }));
        else staticRuns.push(await load(staticUrl + staticPath, {}));
      }
      const o = oursRuns.at(-1)!;
      const s = staticRuns.at(-1)!;
      ratios.push(o.rps / s.rps);
      rows.push(
        `${path.padEnd(38)} round ${round}  ours ${o.rps.toFixed(0).padStart(6)} req/s p50 ${o.p50}ms p99 ${o.p99}ms | static ${s.rps.toFixed(0).padStart(6)} req/s p50 ${s.p50}ms p99 ${s.p99}ms | ratio ${(o.rps / s.rps).toFixed(2)}`,
      );
      console.log(rows.at(-1));
      if (o.errors || o.non2xx || s.errors || s.non2xx) throw new Error(`errors during the run: ours ${o.errors}/${o.non2xx}, static ${s.errors}/${s.non2xx}`);
    }
  }
  console.log(`\nmedian ratio ours/static (req/s): ${median(ratios).toFixed(2)} over ${ratios.length} paired runs (goal ≥ 0.90)`);
} finally {
  staticServer?.kill("SIGTERM");
  await ours.stop();
  rmSync(staticDir, { recursive: true, force: true });
}
