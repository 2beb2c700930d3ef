import { spawn, spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import { lstatSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyProject } from "./project-copy";
import { startServer, type RunningServer } from "./server-process";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A git repository holding this project (what a deploy clones), without node_modules. */
export function sourceRepository(): string {
  const repo = copyProject("site-source-");
  rmSync(join(repo, "node_modules"));
  git(repo, "init", "--quiet");
  commitAll(repo, "the site as it stands");
  return repo;
}

export function commitAll(repo: string, message: string): void {
  git(repo, "add", "-A");
  git(
    repo,
    "-c",
    "user.name=Deploy Test",
    "-c",
    "user.email=deploy-test@example.test",
    "commit",
    "--quiet",
    "-m",
    message,
  );
}

function git(cwd: string, ...args: string[]): void {
  const run = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
}

/** The time npm ci spends fetching packages after it has deleted node_modules, shortened. */
export const DOWNLOAD_S = 8;

/**
 * What `npm ci` does to the folder it runs in, without the registry: it deletes node_modules, then
 * fetches the packages (DOWNLOAD_S) and fills it again, file by file (hard links to this checkout's packages, so the test downloads nothing;
 * not the tools' caches, which are no package and which this checkout's tools write in place).
 * Run in the folder the servers load from, it would pull their packages from under them.
 */
export const INSTALL_STAND_IN = `rm -rf node_modules && sleep ${DOWNLOAD_S} && cp -al '${join(ROOT, "node_modules")}' node_modules && rm -rf node_modules/.vite node_modules/.cache`;

/**
 * Every file under `dir` with what would change if anything wrote it (inode, size, modification
 * time): two snapshots are equal only if nothing in the folder was written, replaced or deleted.
 */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const stat = lstatSync(join(dir, name));
    files.set(name, `${stat.ino}:${stat.size}:${stat.mtimeMs}`);
  }
  return files;
}

/** Differences between two snapshots, at most `limit` of them, for a failure message. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>, limit = 10): string[] {
  const changed = [...before].filter(([name, stamp]) => after.get(name) !== stamp).map(([name]) => name);
  const added = [...after.keys()].filter((name) => !before.has(name));
  return [...changed, ...added].slice(0, limit);
}

export interface Supervisor {
  /** The restart command for the deploy script: an HTTP call to this supervisor. */
  readonly restartCommand: string;
  /** The instance on `port`, once it answers /healthz. */
  instance(port: number): Promise<RunningServer | undefined>;
  stopAll(): Promise<void>;
}

/**
 * Stands in for systemd's `systemctl restart counsel-site@PORT` (docs/operations.md, the unit): stops
 * the instance on the port (SIGTERM, and waits for it to exit), then starts `node scripts/start.mjs`
 * in `siteDir/current`, the unit's WorkingDirectory, and answers once it is started (not ready: the
 * deploy script waits for /readyz itself).
 */
export async function startSupervisor(
  siteDir: string,
  env: (port: number) => { dataDir: string; env: Record<string, string> },
): Promise<Supervisor> {
  const running = new Map<number, Promise<RunningServer | undefined>>();
  const errors: string[] = [];
  const restart = async (port: number) => {
    await (await running.get(port))?.stop("SIGTERM");
    const { dataDir, env: vars } = env(port);
    running.set(
      port,
      startServer({ root: join(siteDir, "current"), port, dataDir, env: vars, timeoutMs: 120_000 }).catch(
        (error: unknown) => {
          errors.push(String(error));
          return undefined;
        },
      ),
    );
  };
  const server: Server = createServer((request, response) => {
    const port = Number(/^\/restart\/(\d+)$/.exec(request.url ?? "")?.[1]);
    if (request.method !== "POST" || !port) return void response.writeHead(404).end();
    restart(port).then(
      () => response.writeHead(200).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    restartCommand: `curl -fsS -X POST http://127.0.0.1:${port}/restart/{port}`,
    instance: async (instancePort) => {
      const found = await running.get(instancePort);
      if (!found && errors.length) throw new Error(errors.join("\n"));
      return found;
    },
    async stopAll() {
      server.close();
      for (const instance of running.values()) await (await instance)?.stop("SIGTERM");
    },
  };
}

/** Runs the deploy script; `onLine` sees each line it prints as it comes. */
export function runDeploy(
  script: string,
  args: string[],
  env: Record<string, string>,
  onLine: (line: string) => void = () => {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("bash", [script, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 400_000,
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split("\n")) if (line) onLine(line);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("close", (code) => resolve({ code, output }));
  });
}
