// Publishing a build into the servers already running from a checkout, without a restart: what
// `npm run publish-site` (scripts/publish.ts) and the staff area's publisher (server/authoring/) both
// do, in one place (docs/decisions/011-publish-in-place.md).
import { spawn } from "node:child_process";
import { readFileSync, realpathSync, rmSync } from "node:fs";
import { join } from "node:path";
import { readInstanceRecord, readInstanceRecords, recordedProcess, type InstanceRecord } from "./instance-record";
import { processOwner, userName } from "./process-owner";

/** The file a production build names itself in (server/site-version.ts says the same). */
const BUILD_FILE = "build.json";
/** How long a server gets to load the build and render its pages. */
const WAIT_MS = 120_000;
const POLL_MS = 200;
/** How long a build may take before it is stopped: a loaded machine builds in under a minute. */
const BUILD_TIMEOUT_MS = 600_000;

export interface BuildRun {
  readonly ok: boolean;
  /** What the build printed on its error stream: a content problem names the file and the field. */
  readonly errors: string;
  readonly output: string;
}

export interface BuildOptions {
  /** The checkout to build: it builds into its own dist/. */
  readonly root: string;
  /** Build the draft posts too (a preview: drafts are previewed and never public). */
  readonly includeDrafts?: boolean;
  /** Pass the build's output through to this process's own (publish-site, in a terminal). */
  readonly echo?: boolean;
  readonly timeoutMs?: number;
}

/** `npm run build` in a process of its own, in `root`; a failed build leaves the dist/ there as it was. */
export function runSiteBuild({
  root,
  includeDrafts = false,
  echo = false,
  timeoutMs = BUILD_TIMEOUT_MS,
}: BuildOptions): Promise<BuildRun> {
  return new Promise((resolve) => {
    const args = ["--import", "tsx", join(root, "scripts/build.ts"), ...(includeDrafts ? ["--include-drafts"] : [])];
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      timeout: timeoutMs,
      killSignal: "SIGKILL",
    });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
      if (echo) process.stderr.write(chunk);
    });
    child.on("error", (error) => resolve({ ok: false, errors: `${errors}${error.message}`, output }));
    child.on("close", (code, signal) => {
      const stopped = signal
        ? `the build was stopped (${signal}) after ${Math.round(timeoutMs / 1000)} s at most\n`
        : "";
      resolve({ ok: code === 0, errors: `${errors}${stopped}`, output });
    });
  });
}

/** The id of the build in a dist/ folder. */
export function builtId(dist: string): string {
  return (JSON.parse(readFileSync(join(dist, BUILD_FILE), "utf8")) as { id: string }).id;
}

/** One line of what happened to a server, for a terminal or a log; `problem` when it did not take the build. */
export type Say = (line: string, problem?: boolean) => void;

export interface InstancesPublished {
  /** Servers that now serve the build. */
  readonly took: number;
  /** Servers of this checkout that were asked and did not take it (each said why). */
  readonly failed: number;
  /** Servers of another checkout's build, left alone. */
  readonly skipped: number;
}

/**
 * Has every server of this checkout (its record in `dataDir`/instances, loading its builds from
 * `dist`) take up the build there (SIGHUP), and waits for each to say what it did with it.
 */
export async function publishToInstances({
  dataDir,
  dist,
  say,
}: {
  readonly dataDir: string;
  readonly dist: string;
  readonly say: Say;
}): Promise<InstancesPublished> {
  const build = builtId(dist);
  const real = realpathSync(dist);
  let skipped = 0;
  const running = readInstanceRecords(dataDir).filter(({ file, record }) => {
    const verdict = signalVerdict(file, record, real, say);
    if (verdict === "skip") skipped += 1;
    return verdict === "signal";
  });
  const results = await Promise.all(running.map(({ file, record }) => publishTo(file, record, build, say)));
  const took = results.filter(Boolean).length;
  return { took, failed: results.length - took, skipped };
}

/**
 * Whether to signal the server of a record: only the process that wrote it (a process id is reused once
 * its process is gone: another process would get the SIGHUP), and only when it loads its builds from
 * this checkout's dist/ (a server of another release would load its own build again). A record whose
 * process is gone, or is another process now, is removed, with a line saying so.
 */
function signalVerdict(file: string, record: InstanceRecord, dist: string, say: Say): "signal" | "skip" | "ignore" {
  const at = `port ${record.port} (pid ${record.pid})`;
  switch (recordedProcess(record)) {
    case "gone":
      say(`${at}: no longer running; removed its record`);
      rmSync(file, { force: true });
      return "ignore";
    case "other":
      say(
        `${at}: the process with this id is not the server that wrote the record (it started at another time): not signalled; removed the stale record`,
      );
      rmSync(file, { force: true });
      return "ignore";
    case "unknown":
      say(
        `${at}: its record does not say when the server started (a server from before this version), so it cannot be told from another process with its id: not signalled; restart it to publish, or send it SIGHUP yourself`,
      );
      return "ignore";
    case "server":
      if (record.dist === undefined || record.dist === dist) return "signal";
      say(
        `${at}: serves the build in ${record.dist}, not this checkout's: not signalled (run publish-site in that release)`,
      );
      return "skip";
  }
}

/** Signals one server and waits for its record to say what it did with the build. */
async function publishTo(file: string, record: InstanceRecord, build: string, say: Say): Promise<boolean> {
  const asked = Date.now();
  try {
    process.kill(record.pid, "SIGHUP");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
    const runner = processOwner(record.pid);
    const as = runner === undefined ? "another user" : userName(runner);
    say(
      `port ${record.port} (pid ${record.pid}): runs as ${as}, and this user (${userName(process.getuid?.() ?? -1)}) may not signal it (EPERM): not published there; run publish-site as ${as}: sudo -u ${as} npm run publish-site`,
      true,
    );
    return false;
  }
  for (
    const deadline = asked + WAIT_MS;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  ) {
    const outcome = readInstanceRecord(file)?.publish;
    if (!outcome || outcome.at < asked) continue;
    if (outcome.ok) say(`port ${record.port}: serving build ${outcome.build ?? build}`);
    else
      say(
        `port ${record.port}: still serving build ${outcome.build ?? record.build}: ${outcome.message ?? "see its log"}`,
        true,
      );
    return outcome.ok && outcome.build === build;
  }
  say(`port ${record.port} (pid ${record.pid}): no answer within ${WAIT_MS / 1000} s; see its log`, true);
  return false;
}
