// `npm run bench`: our server against three yardsticks serving the identical bytes (our gzip bytes;
// every request asks for gzip), side by side on 127.0.0.1, each in its own process: express.static,
// nginx (one worker, gzip_static) and a bare node:http server (the floor of what Node costs: no
// routing, no request id, no log). Prints req/s, p50/p99 latency per run, then medians and ratios.
//
// The load comes from wrk (C, one thread) when it is there: autocannon runs in Node and saturates
// a core before nginx does, so against it every fast server measures the client (nginx sat at a
// third of a core). Debian's wrk and nginx-light are installed when missing and running as root;
// otherwise autocannon is used, or nginx skipped, with a note. Bounded: BENCH_SECONDS (default 8)
// per run, BENCH_ROUNDS (default 3); BENCH_CLIENT=autocannon forces autocannon.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import autocannon from "autocannon";
import { staticSecurityHeaders } from "../../server/http/security-headers";
import { freePort, startServer } from "../../test/support/server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATHS = (process.env.BENCH_PATHS ?? "/,/blog/in-house-vs-external-counsel").split(",");
/** gzip for everyone: the one encoding all four sides have, so every side sends the very same bytes. */
const ENCODING = "gzip";
const NGINX = "/usr/sbin/nginx";
const WRK = "/usr/bin/wrk";

interface RunResult {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
}

interface Side {
  readonly name: string;
  readonly url: (path: string) => string;
}

async function loadWithAutocannon(url: string, seconds = SECONDS): Promise<RunResult> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": ENCODING },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One wrk run (one thread, so the client keeps to one core as the server does): req/s, p50 and p99 in ms. */
function loadWithWrk(url: string, seconds = SECONDS): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      WRK,
      ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", `Accept-Encoding: ${ENCODING}`, url],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
      const ms = (percentile: string) => {
        const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)\\b`, "m").exec(output);
        return match ? Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"] : Number.NaN;
      };
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      const rps = number(/Requests\/sec:\s+([\d.]+)/);
      if (code !== 0 || Number.isNaN(rps)) reject(new Error(`wrk failed (exit ${code}):\n${output}`));
      else
        resolve({
          rps,
          p50: Number(ms("50").toFixed(2)),
          p99: Number(ms("99").toFixed(2)),
          errors: socketErrors ? socketErrors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
          non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/) || 0,
        });
    });
  });
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The raw bytes our server sends for `path` in one encoding (fetch would decompress them). */
function rawBody(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** Waits until a server answers on `port` (nginx prints nothing when it is ready). */
async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nothing answered on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** nginx, installing Debian's nginx-light when missing and allowed; undefined (with the reason) otherwise. */
function findNginx(): { path?: string; note?: string } {
  if (existsSync(NGINX)) return { path: NGINX };
  if (process.getuid?.() !== 0)
    return { note: "nginx not installed and not root: nginx skipped (apt-get install nginx-light to include it)" };
  console.log("bench: installing nginx-light from Debian");
  // The package's own service must not start (it would hold port 80 after the bench): policy-rc.d says no.
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx-light"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" },
  });
  if (install.status !== 0 || !existsSync(NGINX)) return { note: "nginx-light could not be installed: nginx skipped" };
  // If the package started its default service anyway, stop it: only the bench's own nginx runs.
  if (existsSync("/run/nginx.pid")) spawnSync(NGINX, ["-s", "quit"], { stdio: "ignore" });
  return { path: NGINX };
}

/** wrk, installing Debian's package when missing and allowed; undefined (with the reason) otherwise. */
function findWrk(): { path?: string; note?: string } {
  if (process.env.BENCH_CLIENT === "autocannon") return { note: "BENCH_CLIENT=autocannon" };
  if (existsSync(WRK)) return { path: WRK };
  if (process.getuid?.() !== 0) return { note: "wrk not installed and not root (apt-get install wrk)" };
  console.log("bench: installing wrk from Debian");
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "wrk"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return install.status === 0 && existsSync(WRK) ? { path: WRK } : { note: "wrk could not be installed" };
}

/** One worker, gzip_static, the same security headers as ours, logging each request like ours does. */
function nginxConfig(dir: string, port: number): string {
  const headers = Object.entries(staticSecurityHeaders())
    .map(([name, value]) => `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join("\n");
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log /dev/null;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server_tokens off;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/site;
    gzip_static on;
    etag on;
    index index.html;
${headers}
  }
}
`;
}

const ours = await startServer({ env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info" }, captureOutput: false });
const workDir = mkdtempSync(join(tmpdir(), "bench-"));
const siteDir = join(workDir, "site");
const children: ChildProcess[] = [];

try {
  // The yardsticks serve the very bytes our server sends: identity for both, our gzip bytes for gzip_static.
  for (const path of PATHS) {
    const file = path === "/" ? join(siteDir, "index.html") : join(siteDir, `${path}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await rawBody(ours.url + path, "identity"));
    writeFileSync(`${file}.gz`, await rawBody(ours.url + path, "gzip"));
  }
  const staticPath = (path: string) => (path === "/" ? "/" : `${path}.html`);
  const fileFor = (path: string) => join(siteDir, path === "/" ? "index.html" : `${path}.html`);
  const sides: Side[] = [{ name: "ours", url: (path) => ours.url + path }];
  const wrk = findWrk();
  const load = wrk.path ? loadWithWrk : loadWithAutocannon;
  const client = wrk.path
    ? "wrk (one thread)"
    : `autocannon (${wrk.note}; it can saturate before nginx does, so the nginx ratio flatters us)`;

  const staticPort = await freePort();
  const staticServer = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "static-server.ts"), siteDir, String(staticPort)],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  children.push(staticServer);
  await waitForPort(staticPort, staticServer);
  sides.push({ name: "static", url: (path) => `http://127.0.0.1:${staticPort}${staticPath(path)}` });

  // One bare server per path: it answers every request with that path's bytes.
  const barePorts = new Map<string, number>();
  for (const path of PATHS) {
    const port = await freePort();
    const bare = spawn(
      process.execPath,
      ["--import", "tsx", join(import.meta.dirname, "bare-node-server.ts"), `${fileFor(path)}.gz`, String(port)],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    children.push(bare);
    await waitForPort(port, bare);
    barePorts.set(path, port);
  }
  sides.push({ name: "node", url: (path) => `http://127.0.0.1:${barePorts.get(path)}/` });

  const nginx = findNginx();
  if (nginx.path) {
    // nginx's workers drop root; they must be able to read the copies.
    for (const dir of [workDir, siteDir, join(siteDir, "blog")]) if (existsSync(dir)) chmodSync(dir, 0o755);
    mkdirSync(join(workDir, "tmp"));
    const nginxPort = await freePort();
    writeFileSync(join(workDir, "nginx.conf"), nginxConfig(workDir, nginxPort));
    const server = spawn(nginx.path, ["-p", workDir, "-c", join(workDir, "nginx.conf")], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(server);
    await waitForPort(nginxPort, server);
    sides.push({ name: "nginx", url: (path) => `http://127.0.0.1:${nginxPort}${staticPath(path)}` });
  } else {
    console.log(`bench: ${nginx.note}`);
  }

  // Warm every server up (JIT, caches) before anything is measured, one at a time.
  for (const side of sides) for (const path of PATHS) await load(side.url(path), 1);
  console.log(
    `bench: ${ROUNDS} rounds × ${SECONDS}s, ${CONNECTIONS} connections, Accept-Encoding "${ENCODING}", load from ${client}, Node ${process.version}`,
  );

  const summary: string[] = [];
  for (const path of PATHS) {
    const runs = new Map<string, RunResult[]>(sides.map((side) => [side.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Rotate the order so no side always runs on a warmer (or busier) machine.
      const order = sides.map((_, index) => sides[(index + round - 1) % sides.length]!);
      for (const side of order) {
        const result = await load(side.url(path));
        if (result.errors || result.non2xx)
          throw new Error(`${side.name} ${path}: ${result.errors} errors, ${result.non2xx} non-2xx responses`);
        runs.get(side.name)!.push(result);
      }
      const cells = sides.map(({ name }) => {
        const run = runs.get(name)!.at(-1)!;
        return `${name} ${run.rps.toFixed(0).padStart(6)} req/s p50 ${run.p50}ms p99 ${run.p99}ms`;
      });
      console.log(`${path.padEnd(36)} round ${round}  ${cells.join(" | ")}`);
    }
    const medians = new Map(sides.map(({ name }) => [name, median(runs.get(name)!.map((run) => run.rps))]));
    const oursRps = medians.get("ours")!;
    const ratio = (name: string) =>
      medians.has(name) ? `ours/${name} ${(oursRps / medians.get(name)!).toFixed(2)}` : `ours/${name} skipped`;
    const p = (name: string, key: "p50" | "p99") => median(runs.get(name)!.map((run) => run[key]));
    summary.push(
      `${path.padEnd(36)} median ${sides.map(({ name }) => `${name} ${medians.get(name)!.toFixed(0)} req/s (p50 ${p(name, "p50")}ms, p99 ${p(name, "p99")}ms)`).join(", ")}; ${ratio("static")}, ${ratio("nginx")}, ${ratio("node")}`,
    );
  }
  console.log(
    `\n${summary.join("\n")}\nfloor: home page ours/node ≥ 0.70 (median of ${ROUNDS} rounds); nginx, a C server, is reported, not chased`,
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : undefined,
    ),
  );
  await ours.stop();
  rmSync(workDir, { recursive: true, force: true });
}
