// `npm test`: every check CI holds, in phases. The steps of a phase run side by side (each is its own
// npm script, runnable alone); a phase starts once the one before it has passed, and the run stops at
// the first phase that fails, as `a && b` would. The phases are chosen for a 2-core machine: steps run
// side by side where one of them spends most of its time waiting or on one thread (tsc beside eslint,
// Lighthouse's pauses beside the Node matrix's tests). At the end it prints each step's wall time, which is how the suite's budget is watched
// (README, "Scripts"; docs/architecture.md, "Tests that share a build and a browser").
import { spawn } from "node:child_process";

interface Step {
  readonly name: string;
  /** An npm script of package.json. */
  readonly script: string;
  readonly env?: Record<string, string>;
}

interface Outcome {
  readonly step: Step;
  readonly ok: boolean;
  readonly seconds: number;
}

const PHASES: readonly (readonly Step[])[] = [
  // tsc and eslint are one thread each; the build is a second or two of esbuild.
  [
    { name: "typecheck", script: "typecheck" },
    { name: "lint", script: "lint" },
    { name: "build", script: "build" },
  ],
  // Vitest runs its tiers in order (unit, system, browser), each filling the cores its own way.
  [{ name: "vitest run", script: "test:vitest" }],
  // The audit spends most of its time in Lighthouse's pauses (about 0.4 of a core over its run), so it
  // runs beside the two steps that keep the cores busy. Inside npm test it exists to fail on figures
  // that do not depend on timing (Accessibility, Best Practices, SEO), which one run of each page type
  // holds; its timing figures here are read beside busy cores and mean nothing. `npm run audit` alone
  // keeps its three runs a page, on a quiet machine, for the timing figures a person reads.
  [
    { name: "adopted copy", script: "test:adopted" },
    { name: "node matrix", script: "test:node-matrix" },
    { name: "audit (one run a page)", script: "audit", env: { AUDIT_RUNS: "1" } },
  ],
];

function runStep(step: Step, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", step.script], {
    env: { ...process.env, ...step.env },
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      // Side by side, each step's output is printed whole when it ends, not interleaved.
      if (buffered) process.stdout.write(`\n== ${step.name} (${seconds.toFixed(0)} s)\n${Buffer.concat(output).toString()}`);
      resolve({ step, ok: code === 0, seconds });
    });
  });
}

const outcomes: Outcome[] = [];
const started = performance.now();
for (const phase of PHASES) {
  if (phase.length === 1) console.log(`\n== ${phase[0]!.name}`);
  const results = await Promise.all(phase.map((step) => runStep(step, phase.length > 1)));
  outcomes.push(...results);
  if (results.some((result) => !result.ok)) break;
}
const total = (performance.now() - started) / 1000;
console.log("\nnpm test, wall time per step (steps of one phase ran side by side):");
for (const { step, ok, seconds } of outcomes) console.log(`  ${step.name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s  ${ok ? "passed" : "FAILED"}`);
console.log(`  ${"in all".padEnd(24)} ${total.toFixed(0).padStart(5)} s`);
process.exit(outcomes.every((outcome) => outcome.ok) && outcomes.length === PHASES.flat().length ? 0 : 1);
