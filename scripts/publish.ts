// `npm run publish-site`: build, then have every server running from this checkout serve the new build
// without a restart (SIGHUP; docs/operations.md, "Publishing"), and report what each made of it.
import { spawnSync } from "node:child_process";
import { readFileSync, realpathSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, loadConfig } from "../server/platform/config";
import { readInstanceRecord, readInstanceRecords, recordedProcess, type InstanceRecord } from "../server/instance-record";
import { BUILD_FILE } from "../server/site-version";
import { processOwner, publishOwnerProblem, userName } from "./publish-owner";
import { DIST, ROOT } from "./build/paths.mjs";

/** How long a server gets to load the build and render its pages. */
const WAIT_MS = 120_000;
const POLL_MS = 200;

function dataDir(): string {
  try {
    return loadConfig().DATA_DIR;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The build, in a process of its own; its own message (file and field) says why when it fails. */
function build(): void {
  const built = spawnSync(process.execPath, ["--import", import.meta.resolve("tsx"), join(ROOT, "scripts/build.ts")], { stdio: "inherit" });
  if (built.status !== 0) {
    console.error("nothing was published: every running server keeps the build it serves");
    process.exit(built.status ?? 1);
  }
}

/** Servers of another checkout's build: left alone, and the command exits 1. */
let skipped = 0;

/**
 * Whether to signal the server of a record: only the process that wrote it (a process id is reused once
 * its process is gone: another process would get the SIGHUP), and only when it loads its builds from
 * this checkout's dist/ (a server of another release would load its own build again). A record whose
 * process is gone, or is another process now, is removed, with a line saying so.
 */
function shouldSignal(file: string, record: InstanceRecord, dist: string): boolean {
  const at = `port ${record.port} (pid ${record.pid})`;
  switch (recordedProcess(record)) {
    case "gone":
      console.log(`${at}: no longer running; removed its record`);
      rmSync(file, { force: true });
      return false;
    case "other":
      console.log(
        `${at}: the process with this id is not the server that wrote the record (it started at another time): not signalled; removed the stale record`,
      );
      rmSync(file, { force: true });
      return false;
    case "unknown":
      console.log(
        `${at}: its record does not say when the server started (a server from before this version), so it cannot be told from another process with its id: not signalled; restart it to publish, or send it SIGHUP yourself`,
      );
      return false;
    case "server":
      if (record.dist === undefined || record.dist === dist) return true;
      console.log(`${at}: serves the build in ${record.dist}, not this checkout's: not signalled (run publish-site in that release)`);
      skipped += 1;
      return false;
  }
}

/** Signals one server and waits for its record to say what it did with the build. */
async function publishTo(file: string, record: InstanceRecord, build: string): Promise<boolean> {
  const asked = Date.now();
  try {
    process.kill(record.pid, "SIGHUP");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
    const runner = processOwner(record.pid);
    const as = runner === undefined ? "another user" : userName(runner);
    console.error(`port ${record.port} (pid ${record.pid}): runs as ${as}, and this user (${userName(process.getuid?.() ?? -1)}) may not signal it (EPERM): not published there; run publish-site as ${as}: sudo -u ${as} npm run publish-site`);
    return false;
  }
  for (const deadline = asked + WAIT_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, POLL_MS))) {
    const outcome = readInstanceRecord(file)?.publish;
    if (!outcome || outcome.at < asked) continue;
    if (outcome.ok) console.log(`port ${record.port}: serving build ${outcome.build ?? build}`);
    else console.error(`port ${record.port}: still serving build ${outcome.build ?? record.build}: ${outcome.message ?? "see its log"}`);
    return outcome.ok && outcome.build === build;
  }
  console.error(`port ${record.port} (pid ${record.pid}): no answer within ${WAIT_MS / 1000} s; see its log`);
  return false;
}

const dir = dataDir();
// As another user than the checkout's and its servers', the build and the signal would fail, or find no server and say all is well.
const ownerProblem = process.getuid ? publishOwnerProblem({ root: ROOT, dataDir: dir, uid: process.getuid() }) : undefined;
if (ownerProblem) {
  console.error(ownerProblem);
  process.exit(1);
}
build();
const { id } = JSON.parse(readFileSync(join(DIST, BUILD_FILE), "utf8")) as { id: string };
const dist = realpathSync(DIST);
const running = readInstanceRecords(dir).filter(({ file, record }) => shouldSignal(file, record, dist));
if (running.length === 0) {
  console.log(`built ${id}; no running server of this checkout found in ${join(dir, "instances")}: a server started now serves it`);
  process.exit(skipped ? 1 : 0);
}
const results = await Promise.all(running.map(({ file, record }) => publishTo(file, record, id)));
process.exit(results.every(Boolean) && skipped === 0 ? 0 : 1);
