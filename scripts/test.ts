// `npm test`: every check CI holds, in phases. The steps of a phase run side by side (each is its own
// npm script, runnable alone); a phase starts once the one before it has passed, and the run stops at
// the first phase that fails, as `a && b` would. A phase may also start steps that run beside it and
// the phases after it (`beside`): the run waits for them at the end, and fails if they did. The
// phases are chosen for a 2-core machine: steps run side by side where one of them spends most of its
// time waiting or on one thread (tsc beside eslint, Lighthouse's pauses beside Vitest's tiers). At the
// end it prints each step's wall time, which is how the suite's budget is watched (README, "Scripts";
// docs/architecture.md, "Tests that share a build and a browser").
import { spawn } from "node:child_process";

interface Step {
  readonly name: string;
  /** An npm script of package.json. */
  readonly script: string;
  /** Passed to the script after `--`. */
  readonly args?: readonly string[];
  readonly env?: Record<string, string>;
}

interface Phase {
  /** Side by side; the next phase starts when every one of them has passed. */
  readonly steps: readonly Step[];
  /** Started with the phase and not waited for until the last phase has ended. */
  readonly beside?: readonly Step[];
}

interface Outcome {
  readonly step: Step;
  readonly ok: boolean;
  readonly seconds: number;
  /** What a step run beside others printed, held back so that steps' outputs are never interleaved. */
  readonly output?: string;
}

const PHASES: readonly Phase[] = [
  // tsc and eslint are one thread each; the build is a few seconds of esbuild and the font subsetter.
  {
    steps: [
      { name: "typecheck", script: "typecheck" },
      { name: "lint", script: "lint" },
      { name: "build", script: "build" },
    ],
  },
  // The unit tiers alone: they keep both cores busy from start to end, and anything beside them only
  // stretches them (measured: beside the audit and the Node matrix, four to five times as long per file).
  { steps: [{ name: "vitest: unit tiers", script: "test:unit" }] },
  // Vitest's system and browser tiers leave a fifth to a quarter of the two cores idle while their
  // files wait on processes of their own (a deploy's download stand-in, a lease running out, a slow
  // client, a renderer). Beside them, two steps that need only the build fill those waits rather
  // than adding their minutes after Vitest:
  // - the audit, which spends half its time in Lighthouse's waits for a page. Inside npm test it
  //   exists to fail on figures that do not depend on timing (Accessibility, Best Practices, SEO),
  //   which one run of each page type holds; its timing figures here would be read beside busy cores
  //   and mean nothing, so it leaves them out (AUDIT_TIMING=0). `npm run audit` alone keeps its three
  //   runs a page, on a quiet machine, for the timing figures a person reads.
  // - the unit tiers again, on each other Node line and on a practice's content at once (the matrix
  //   runs them in the adopted copy: test/support/adopted-copy.ts, --node-matrix), one test file at a
  //   time (scripts/node-matrix.ts): about one core's load, never both. After Vitest, as a phase of
  //   its own, it took two and a half minutes of a run that is held to fifteen.
  {
    steps: [
      {
        name: "vitest: system and browser tiers",
        script: "test:vitest",
        args: ["--project", "system", "--project", "system-alone", "--project", "e2e"],
      },
    ],
    beside: [
      { name: "audit (one run a page)", script: "audit", env: { AUDIT_RUNS: "1", AUDIT_TIMING: "0" } },
      { name: "node matrix (adopted copy)", script: "test:adopted", args: ["--node-matrix"] },
    ],
  },
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
const running: Promise<Outcome>[] = [];
const started = performance.now();
for (const phase of PHASES) {
  running.push(...(phase.beside ?? []).map((step) => runStep(step, true)));
  const alone = phase.steps.length === 1;
  if (alone) console.log(`\n== ${phase.steps[0]!.name}`);
  // Side by side, each step's output is printed whole when it ends, not interleaved.
  const results = await Promise.all(
    phase.steps.map((step) => runStep(step, !alone).then((outcome) => (print(outcome), outcome))),
  );
  outcomes.push(...results);
  if (results.some((result) => !result.ok)) break;
}
// Steps started beside a phase end on their own (nothing here stops a Lighthouse run halfway and leaves its browser behind).
for (const outcome of await Promise.all(running)) {
  print(outcome);
  outcomes.push(outcome);
}
const total = (performance.now() - started) / 1000;
const expected = PHASES.flatMap((phase) => [...phase.steps, ...(phase.beside ?? [])]).length;
console.log("\nnpm test, wall time per step (steps of one phase, and those beside it, ran side by side):");
for (const { step, ok, seconds } of outcomes)
  console.log(`  ${step.name.padEnd(34)} ${seconds.toFixed(0).padStart(5)} s  ${ok ? "passed" : "FAILED"}`);
console.log(`  ${"in all".padEnd(34)} ${total.toFixed(0).padStart(5)} s`);
process.exit(outcomes.every((outcome) => outcome.ok) && outcomes.length === expected ? 0 : 1);
