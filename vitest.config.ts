import { accessSync, constants, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Three tiers (README, "Scripts"):
 * - unit: modules, components and in-process HTTP (supertest); fast, no build, no other process.
 * - system: whole processes against the build: smoke, shutdown, durability, several instances,
 *   PostgreSQL, hostile input on the wire, byte budgets, the short load test (*.system.test.ts).
 * - e2e: the built site in headless Chromium (test/e2e/).
 */
const SOURCE_FOLDERS = ["server", "shared", "client", "scripts", "test"];
const E2E = "test/e2e/**";
/**
 * Unit files that check the source's text, not how it runs: every regular expression linear (recheck's
 * analysis), every room's imports (ESLint). Their answer is the same on every Node, so they are a
 * project of their own (unit-source) that the Node matrix leaves out (scripts/node-matrix.ts): on each
 * other line they were about a tenth of the unit tier's time.
 */
const SOURCE_TEXT_CHECKS = ["test/linear-patterns.test.ts", "test/module-mocks.test.ts", "test/rooms.test.ts"];
/** Tests that render components in jsdom as the browser would (see the unit-dom project). */
const CLIENT_RENDER_TESTS = ["shared/**/*.test.tsx", "client/**/*.test.tsx"];
/**
 * The unit tiers run on an identity of their own (docs/architecture.md, "Tests and the practice's
 * content"): every import of shared/content/practice.json resolves to the fixture, so a practice that
 * sets its own identity keeps a green suite. A test of the shipped file reads it from disk
 * (test/support/shipped-content.ts).
 */
const FIXTURE_IDENTITY = [
  {
    find: /^(?:\.{1,2}\/)+(?:shared\/content\/)?practice\.json$/,
    replacement: fileURLToPath(new URL("./test/support/fixtures/practice.json", import.meta.url)),
  },
];
/**
 * And the server's held pages and feeds compressed at a Brotli quality the unit tiers can afford
 * (test/support/stand-ins/brotli-quality.ts says why): the one import of server/http/brotli-quality.ts.
 */
const UNIT_ALIASES = [
  ...FIXTURE_IDENTITY,
  {
    find: /^\.\/brotli-quality$/,
    replacement: fileURLToPath(new URL("./test/support/stand-ins/brotli-quality.ts", import.meta.url)),
  },
];

/**
 * The unit tiers' temp folders (test/support/cleanup.ts) in memory where the system has it (Linux's
 * /dev/shm): the SQLite stores the tests open there sync every commit to disk (synchronous = FULL), and
 * waiting on those syncs was seconds of the tier. What the tests check does not depend on the disk;
 * surviving a crash is the system tier's durability test, which keeps the real temp folder.
 */
function inMemoryTemp(): Record<string, string> {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return { TMPDIR: "/dev/shm" };
  } catch {
    return {};
  }
}
const IN_MEMORY_TEMP = inMemoryTemp();

/**
 * A system file that builds a copy of the project (a deploy, a publish, a build that fails): the tier's
 * longest files. They start first, two at a time, so the tier does not end on one of them beside an
 * idle worker.
 */
const BUILDS_A_COPY = /\b(?:copyProject|copyProjectOf|sourceRepository)\(/;

/**
 * System files whose check is a reading of the machine (resident memory under load): they run after
 * the system tier, alone, so a second file's load is not read as theirs.
 */
const MEASURES_THE_MACHINE = ["scripts/perf/load-test.system.test.ts"];

/** A unit file that mocks a module or resets the registry: it and the file after it import the app afresh. */
const RESETS_MODULES = /\bvi\.(?:mock|doMock|resetModules)\(/;

/**
 * The projects of the first group whose files are few and long: the jsdom files (unit-dom, each
 * importing React, jsdom and the app afresh) and the source checks (unit-source, 3-4 s each).
 */
const STARTS_FIRST = new Set(["unit-dom", "unit-source"]);

/**
 * Vitest's order, except that in a group the few long files (STARTS_FIRST) go first: it runs projects
 * in order of their names, so they came last, and the tier ended with one core busy for seconds.
 * Started first, they run beside the many short unit files instead. And the unit files that reset
 * the shared module graph (RESETS_MODULES) go last: a reset costs the file after it a fresh import
 * of the whole app, and there, the file after one is another that resets anyway, or none. In the
 * system tier, the files that build a copy of the project go first (BUILDS_A_COPY).
 */
class LongestProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const startsFirst = (spec: TestSpecification) => (STARTS_FIRST.has(spec.project.name) ? 0 : 1);
    const sources = new Map(sorted.map((spec) => [spec, readFileSync(spec.moduleId, "utf8")]));
    const resetsLast = (spec: TestSpecification) =>
      spec.project.config.isolate ? 0 : RESETS_MODULES.test(sources.get(spec) ?? "") ? 1 : 0;
    const buildsFirst = (spec: TestSpecification) =>
      spec.project.name === "system" && BUILDS_A_COPY.test(sources.get(spec) ?? "") ? 0 : 1;
    // Array.prototype.sort is stable: within a group and a project, Vitest's order stands.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        startsFirst(a) - startsFirst(b) ||
        buildsFirst(a) - buildsFirst(b) ||
        resetsLast(a) - resetsLast(b),
    );
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestProjectsFirst },
    projects: [
      {
        extends: true,
        // React's production build, as `npm start` runs it (scripts/start.mjs sets NODE_ENV): the pages
        // these tests render on the server are the bytes production sends, and the development build
        // spent about twice the CPU on each render. Its warnings (keys, hydration, act) are the jsdom
        // files' to catch (unit-dom, which renders on React's development build). The JSX compiles to
        // the production runtime to match (the development one's jsxDEV is undefined there).
        oxc: { jsx: { runtime: "automatic", development: false } },
        test: {
          name: "unit",
          alias: UNIT_ALIASES,
          // One module graph per worker, not per file: importing React, Express and the app again
          // for every file was most of the tier's time. A test that mocks a module imports afresh.
          isolate: false,
          // Every core: these tests hold no ports or processes that could contend.
          maxWorkers: "100%",
          env: { ...IN_MEMORY_TEMP, NODE_ENV: "production" },
          // First, on its own: the tiers after it start processes and hold ports.
          sequence: { groupOrder: 0 },
          include: SOURCE_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: ["**/node_modules/**", "**/*.system.test.ts", E2E, ...CLIENT_RENDER_TESTS, ...SOURCE_TEXT_CHECKS],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Two files that read the source and run none of it: no fixtures, no shared graph to keep.
        test: {
          name: "unit-source",
          // Vitest runs projects of one group together only when they allow as many workers.
          maxWorkers: "100%",
          sequence: { groupOrder: 0 },
          include: SOURCE_TEXT_CHECKS,
          setupFiles: ["./vitest.setup.ts"],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Components rendered as the browser renders them (testing-library, hydration), in processes
          // apart from the unit files. React's server renderer leaves the last value a provider gave in
          // the context object (react-router's location, say), and those objects live in node_modules,
          // which no module reset renews: in the unit files' graph, a client render after a server
          // render found itself "inside another <Router>", depending on the order the files ran in.
          // Among themselves these files share a process (each imports the app afresh, vitest.setup.ts):
          // they pass in every order (`--sequence.shuffle`, seeds 1-8, on one worker), and a process
          // per file was 2 of the project's 7 seconds.
          name: "unit-dom",
          alias: UNIT_ALIASES,
          isolate: false,
          pool: "forks",
          env: IN_MEMORY_TEMP,
          maxWorkers: "100%",
          sequence: { groupOrder: 0 },
          include: CLIENT_RENDER_TESTS,
          environment: "jsdom",
          setupFiles: ["./vitest.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "system",
          sequence: { groupOrder: 1 },
          // Two files at a time on two cores (Vitest's default leaves one core idle): most of these
          // files wait (a deploy's download stand-in, a lease running out, a slow client, a steady
          // load at a fixed rate) while processes of their own do the work, so a second file fills
          // the waits. Every file takes its own ports, folders and databases.
          maxWorkers: 2,
          include: SOURCE_FOLDERS.map((folder) => `${folder}/**/*.system.test.ts`),
          exclude: ["**/node_modules/**", E2E, ...MEASURES_THE_MACHINE],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "system-alone",
          sequence: { groupOrder: 2 },
          include: [...MEASURES_THE_MACHINE],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          sequence: { groupOrder: 3 },
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          // One Chromium for the tier, each file connecting to it (docs/architecture.md, "Tests that
          // share a build and a browser").
          globalSetup: ["./test/support/shared-browser.ts"],
          setupFiles: ["./vitest.setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time on two cores: one file at a time kept about one core busy (its test
          // process, its server and a renderer take turns waiting on each other over the DevTools
          // protocol). Each file has its own server, data folder and browser contexts; the timing
          // checks (the 100 ms before a glide, the typing pace) allow for two busy cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
