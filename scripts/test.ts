// `npm test`: every check CI holds, in phases. The steps of a phase run side by side (each is its own
// npm script, runnable alone); a phase starts once the one before it has passed, and the run stops at
// the first phase that fails, as `a && b` would. Steps run side by side only where each is one
// thread (tsc beside eslint): on a 2-core machine the rest is bound by the cores, and a step beside
// Vitest stretches the files Vitest is waiting on by more than its own time (docs/decisions/018). At
// the end it prints each step's wall time, which is how the suite's budget is watched (README,
// "Scripts"; docs/architecture.md, "Tests that share a build and a browser").
import { spawn } from "node:child_process";

interface Step {
  readonly name: string;
  /** An npm script of package.json. */
  readonly script: string;
  /** Passed to the script after `--`. */
  readonly args?: readonly string[];
  readonly env?: Record<string, string>;
}

interface Outcome {
  readonly step: Step;
  readonly ok: boolean;
  readonly seconds: number;
  /** What a step run beside others printed, held back so that steps' outputs are never interleaved. */
  readonly output?: string;
}

/** Each phase's steps run side by side; the next phase starts when every one of them has passed. */
const PHASES: readonly (readonly Step[])[] = [
  // tsc and eslint are one thread each; the build is a few seconds of esbuild and the font subsetter.
  [
    { name: "typecheck", script: "typecheck" },
    { name: "lint", script: "lint" },
    { name: "build", script: "build" },
  ],
  // Unit, then system two files at a time, then the browser tier two files at a time (vitest.config.ts).
  [{ name: "vitest run", script: "test:vitest" }],
  // Inside npm test the audit exists to fail on figures that do not depend on timing (Accessibility,
  // Best Practices, SEO), which one run of each page type holds, so it leaves the timing figures out
  // (AUDIT_TIMING=0) and waits a quarter of a second, not Lighthouse's second, for each page.
  // `npm run audit` alone keeps its three runs a page, on a quiet machine, for the figures a person reads.
  [{ name: "audit (one run a page)", script: "audit", env: { AUDIT_RUNS: "1", AUDIT_TIMING: "0" } }],
  // The unit tiers again, on each other Node line and on a practice's content at once (the matrix
  // runs them in the adopted copy: test/support/adopted-copy.ts, --node-matrix).
  [{ name: "node matrix (adopted copy)", script: "test:adopted", args: ["--node-matrix"] }],
];

function runStep(step: Step, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", step.script, ...(step.args ? ["--", ...step.args] : [])], {
    env: { ...process.env, ...step.env },
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      resolve({ step, ok: code === 0, seconds, ...(buffered ? { output: Buffer.concat(output).toString() } : {}) });
    });
  });
}

function print({ step, seconds, output }: Outcome): void {
  if (output !== undefined) process.stdout.write(`\n== ${step.name} (${seconds.toFixed(0)} s)\n${output}`);
}

const outcomes: Outcome[] = [];
const started = performance.now();
for (const steps of PHASES) {
  const alone = steps.length === 1;
  if (alone) console.log(`\n== ${steps[0]!.name}`);
  // Side by side, each step's output is printed whole when it ends, not interleaved.
  const results = await Promise.all(
    steps.map((step) => runStep(step, !alone).then((outcome) => (print(outcome), outcome))),
  );
  outcomes.push(...results);
  if (results.some((result) => !result.ok)) break;
}
const total = (performance.now() - started) / 1000;
console.log("\nnpm test, wall time per step (steps of one phase ran side by side):");
for (const { step, ok, seconds } of outcomes)
  console.log(`  ${step.name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s  ${ok ? "passed" : "FAILED"}`);
console.log(`  ${"in all".padEnd(28)} ${total.toFixed(0).padStart(5)} s`);
process.exit(outcomes.every((outcome) => outcome.ok) && outcomes.length === PHASES.flat().length ? 0 : 1);
