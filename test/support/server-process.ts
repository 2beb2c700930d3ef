import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterThisFile } from "./cleanup";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A free TCP port on 127.0.0.1, as the OS hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly process: ChildProcess;
  /** Every line the server wrote to stdout and stderr so far. */
  readonly output: string[];
  /** Parsed JSON log lines (pino). */
  logLines(): Array<Record<string, unknown>>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  readonly env?: Record<string, string>;
  readonly dataDir?: string;
  readonly port?: number;
  readonly timeoutMs?: number;
  /** The checkout to start (default: this one); a test may start a copy it changed. */
  readonly root?: string;
  /** Keep the server's output (default). Benchmarks turn it off so reading logs costs them nothing. */
  readonly captureOutput?: boolean;
  /** Options for Node itself (V8's), before the script. */
  readonly nodeArgs?: readonly string[];
}

/**
 * Starts the built site exactly as `npm start` does (node scripts/start.mjs) on a free port of
 * 127.0.0.1 and resolves once it answers /healthz.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "site-data-"));
  const ownsDataDir = options.dataDir === undefined;
  const url = `http://127.0.0.1:${port}`;
  const root = options.root ?? ROOT;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      // The site's own origin, as in production: a browser's form posts carry it in Origin.
      SITE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      SMTP_URL: "",
      ...options.env,
    },
    stdio: ["ignore", options.captureOutput === false ? "ignore" : "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A test that times out while this still waits for /healthz never gets the server to stop, and
  // its worker ends without it: the server would outlive the run. So the file's end stops it (and
  // removes its data folder) too.
  afterThisFile(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  // A server that never came up leaves nothing behind: no process, no data folder.
  const giveUp = async (message: string): Promise<never> => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${message}:\n${output.join("\n")}`);
  };
  for (;;) {
    if (child.exitCode !== null) await giveUp(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) await giveUp("server did not answer /healthz in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    output,
    logLines: () =>
      output.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export interface ExitedServer {
  readonly code: number | null;
  /** Every line the server wrote to stdout and stderr. */
  readonly output: string[];
}

/**
 * Starts the server as `npm start` does and waits for it to exit by itself (a start that fails), or
 * sends `signal` once `signalWhen` settles. Kills it after `timeoutMs`.
 */
export async function runUntilExit(
  options: { readonly env?: Record<string, string>; readonly timeoutMs?: number } & {
    readonly signal?: NodeJS.Signals;
    readonly signalWhen?: Promise<unknown>;
  } = {},
): Promise<ExitedServer> {
  const child = spawn(process.execPath, [join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", SMTP_URL: "", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  if (options.signal) void options.signalWhen?.finally(() => child.kill(options.signal));
  const killTimer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 20_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  clearTimeout(killTimer);
  return { code, output };
}
