// `npm run publish-site`: build, then have every server running from this checkout serve the new build
// without a restart (SIGHUP; docs/operations.md, "Publishing"), and report what each made of it.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, loadConfig } from "../server/platform/config";
import { readInstanceRecord, readInstanceRecords, type InstanceRecord } from "../server/instance-record";
import { BUILD_FILE } from "../server/site-version";
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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Signals one server and waits for its record to say what it did with the build. */
async function publishTo(file: string, record: InstanceRecord, build: string): Promise<boolean> {
  const asked = Date.now();
  process.kill(record.pid, "SIGHUP");
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
build();
const { id } = JSON.parse(readFileSync(join(DIST, BUILD_FILE), "utf8")) as { id: string };
const running = readInstanceRecords(dir).filter(({ file, record }) => {
  // A server killed without its shutdown left its record: forget it.
  if (alive(record.pid)) return true;
  rmSync(file, { force: true });
  return false;
});
if (running.length === 0) {
  console.log(`built ${id}; no running server found in ${join(dir, "instances")}: a server started now serves it`);
  process.exit(0);
}
const results = await Promise.all(running.map(({ file, record }) => publishTo(file, record, id)));
process.exit(results.every(Boolean) ? 0 : 1);
