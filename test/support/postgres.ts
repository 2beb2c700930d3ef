import { execFile, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  appendFileSync,
  rmSync,
  rmdirSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./server-process";

/**
 * A throwaway PostgreSQL cluster for tests: initdb + pg_ctl in a temporary folder, listening on
 * 127.0.0.1 only (unix socket in the folder), trust authentication, fsync off. When running as
 * root the server runs as an unprivileged user (PostgreSQL refuses root). Where PostgreSQL is
 * missing and we are root with apt-get (CI on a fresh Debian/Ubuntu machine), it installs the
 * `postgresql` package first.
 */
export interface TestPostgres {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:PORT/database */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m fast`: connections are cut, the data is kept for start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (immediately if it will not stop fast) and removes the folder. Safe to call twice. */
  destroy(): Promise<void>;
}

const PG_ROOT = "/usr/lib/postgresql";
const COMMAND_TIMEOUT_MS = 60_000;
const INSTALL_TIMEOUT_MS = 10 * 60_000;
const INSTALL_LOCK = join(tmpdir(), "test-postgres-install.lock");
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function startTestPostgres(): Promise<TestPostgres> {
  const binDir = findPostgresBinDir() ?? (await installPostgres());
  const runAs = unprivilegedUser();
  // As root, the cluster's user must be able to reach the folder: /tmp is open to all, TMPDIR may not be.
  const dir = mkdtempSync(join(runAs ? "/tmp" : tmpdir(), "test-postgres-"));
  const dataDir = join(dir, "data");
  const socketDir = join(dir, "socket");
  const logFile = join(dir, "postgres.log");
  const pgCtl = join(binDir, "pg_ctl");
  let destroyed = false;

  // If the test process dies without cleaning up, do not leave a postmaster behind.
  const onExit = () => {
    if (destroyed) return;
    spawnSync(...command(runAs, pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "-t", "10", "stop"]), {
      cwd: dir,
      stdio: "ignore",
      timeout: 15_000,
    });
    rmSync(dir, { recursive: true, force: true });
  };

  const run = (file: string, args: readonly string[], timeoutMs = COMMAND_TIMEOUT_MS) =>
    runCommand(command(runAs, file, args), { cwd: dir, timeoutMs });

  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    process.removeListener("exit", onExit);
    if (existsSync(join(dataDir, "postmaster.pid"))) {
      await run(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "-t", "20", "stop"], 30_000).catch(() =>
        run(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "-t", "10", "stop"], 15_000).catch(() =>
          killPostmaster(dataDir),
        ),
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };

  process.once("exit", onExit);
  try {
    mkdirSync(socketDir);
    if (runAs) {
      chmodSync(dir, 0o700);
      for (const path of [dir, socketDir]) chownSync(path, runAs.uid, runAs.gid);
    }
    await run(join(binDir, "initdb"), [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--no-locale",
      "--no-sync",
    ]);
    const port = await freePort();
    appendFileSync(
      join(dataDir, "postgresql.conf"),
      [
        "",
        "# throwaway test cluster",
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${socketDir}'`,
        "fsync = off",
        "synchronous_commit = off",
        "full_page_writes = off",
        "max_connections = 200",
        "",
      ].join("\n"),
    );
    const start = async () => {
      try {
        await run(pgCtl, ["-D", dataDir, "-l", logFile, "-w", "-t", "30", "start"], 40_000);
      } catch (error) {
        throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${readLog(logFile)}`, { cause: error });
      }
    };
    await start();
    const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
    return {
      port,
      url,
      async createDatabase(name) {
        if (!DATABASE_NAME.test(name)) throw new Error(`Bad database name ${name}`);
        const client = new pg.Client({
          connectionString: url(),
          connectionTimeoutMillis: 5_000,
          query_timeout: 30_000,
        });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      stop: () => run(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "-t", "20", "stop"], 30_000).then(() => {}),
      start,
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}

/** The newest PostgreSQL server install (Debian layout: /usr/lib/postgresql/<version>/bin), or PG_BIN_DIR. */
function findPostgresBinDir(): string | undefined {
  const installed = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
        .map((version) => join(PG_ROOT, version, "bin"))
    : [];
  const candidates = process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR, ...installed] : installed;
  return candidates.find((bin) => existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl")));
}

const NOT_INSTALLED = `PostgreSQL is not installed: no initdb and pg_ctl under ${PG_ROOT}/*/bin (nor in PG_BIN_DIR).
Install the server (Debian/Ubuntu: sudo apt-get install -y postgresql) or run the tests as root on a Debian-based machine, where they install it themselves.`;

/** apt-get install postgresql, once even when several test files ask at the same time. */
async function installPostgres(): Promise<string> {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) throw new Error(NOT_INSTALLED);
  const deadline = Date.now() + INSTALL_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(INSTALL_LOCK);
      break;
    } catch {
      // A lock older than any install is left over from a run that was killed.
      if (Date.now() - lockCreatedAtMs(INSTALL_LOCK) > INSTALL_TIMEOUT_MS)
        rmSync(INSTALL_LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for another PostgreSQL install (${INSTALL_LOCK})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    const installed = findPostgresBinDir();
    if (installed) return installed;
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const install = () =>
      runCommand(["apt-get", ["-o", "DPkg::Lock::Timeout=300", "install", "-y", "postgresql"]], {
        env,
        timeoutMs: INSTALL_TIMEOUT_MS,
      });
    try {
      await install();
    } catch {
      // A fresh image has no package lists yet.
      await runCommand(["apt-get", ["update"]], { env, timeoutMs: INSTALL_TIMEOUT_MS });
      await install();
    }
    const bin = findPostgresBinDir();
    if (!bin) throw new Error(`apt-get installed postgresql, but there is still no initdb under ${PG_ROOT}/*/bin`);
    return bin;
  } finally {
    rmdirSync(INSTALL_LOCK);
  }
}

interface RunAs {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

/** PostgreSQL will not run as root: use the package's `postgres` user, or `nobody`. */
function unprivilegedUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ["postgres", "nobody"]) {
    const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (uid.status === 0 && gid.status === 0)
      return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error("Running as root, but there is neither a `postgres` nor a `nobody` user to run PostgreSQL as");
}

function command(runAs: RunAs | undefined, file: string, args: readonly string[]): [string, string[]] {
  if (!runAs) return [file, [...args]];
  const runuser = ["/usr/sbin/runuser", "/sbin/runuser"].find((path) => existsSync(path));
  if (runuser) return [runuser, ["-u", runAs.name, "--", file, ...args]];
  return ["setpriv", [`--reuid=${runAs.uid}`, `--regid=${runAs.gid}`, "--clear-groups", file, ...args]];
}

function runCommand(
  [file, args]: [string, string[]],
  { cwd, env, timeoutMs }: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { cwd, env, timeout: timeoutMs, killSignal: "SIGKILL", maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${file} ${args.join(" ")} failed: ${error.message}\n${stderr}`.trim(), { cause: error }));
        else resolve(stdout);
      },
    );
  });
}

/** When the lock folder was made (ms since the epoch), or now if it is gone. */
function lockCreatedAtMs(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Date.now();
  }
}

function killPostmaster(dataDir: string) {
  try {
    const pid = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    if (pid > 0) process.kill(pid, "SIGKILL");
  } catch {
    // already gone
  }
}

function readLog(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-30).join("\n");
  } catch {
    return "";
  }
}
