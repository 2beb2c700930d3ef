// `npx tsx scripts/audit/lighthouse-tasks.ts [/path ...]`: the tasks behind a Lighthouse mobile run's
// Total Blocking Time. Lighthouse records an unthrottled load and simulates a 4× slower CPU, so a
// task it observed for 12.5 ms or more can add blocking time. For each run (the floor page first,
// as the audit does) this prints Lighthouse's simulated long tasks (its `long-tasks` audit: start,
// duration, the script it blames) and, from its own trace, every observed task of 12.5 ms or more
// after navigation with its self time by kind of work. LH_RUNS (default 2). Needs a build.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, findBrowser } from "../../test/support/find-browser";
import { startServer } from "../../test/support/server-process";
import { startFloorServer } from "./floor";
import { mainThreadOf, navigationStartOf, tasksOf, type TraceEvent, type Work } from "./trace-tasks";

const RUNS = Number(process.env.LH_RUNS ?? 2);
const OBSERVED_MS = 12.5;
const WORKS: readonly Work[] = ["evaluate", "compile", "script", "style", "layout", "paint", "parse", "gc", "other"];

interface LongTask {
  startTime: number;
  duration: number;
  url: string;
}

async function run(port: number, page: string, url: string, runNumber: number): Promise<void> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr, artifacts } = result;
  const tbt = Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0);
  const fcp = Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0);
  console.log(
    `\n${page} run ${runNumber}: TBT ${tbt} ms, simulated FCP ${fcp} ms, Performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`,
  );
  const items = ((lhr.audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items ?? [])
    .slice()
    .sort((a, b) => a.startTime - b.startTime);
  for (const item of items) {
    const blocking = Math.max(0, item.startTime + item.duration - Math.max(item.startTime, fcp) - 50);
    console.log(
      `  simulated at ${Math.round(item.startTime)} ms: ${Math.round(item.duration)} ms, blocking ${Math.round(blocking)}  ${item.url.split("/").pop() || item.url}`,
    );
  }
  const trace = (artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  if (!trace) return;
  const thread = mainThreadOf(trace.traceEvents, url);
  if (!thread) return;
  const start = navigationStartOf(trace.traceEvents, thread, url) ?? 0;
  for (const task of tasksOf(trace.traceEvents, thread, start).filter(
    (task) => task.durMs >= OBSERVED_MS || task.cpuMs >= OBSERVED_MS,
  )) {
    const parts = WORKS.filter((work) => task.self[work] >= 0.5)
      .sort((a, b) => task.self[b] - task.self[a])
      .map((work) => `${work} ${task.self[work].toFixed(1)}`);
    console.log(
      `  observed at ${Math.round(task.startMs)} ms: ${task.durMs.toFixed(1)} ms [${parts.join(", ")}] ${task.scripts.join(" ")} :: ${task.notable.slice(0, 5).join(" > ")}`,
    );
  }
}

const browserPath = findBrowser();
if (!browserPath) throw new Error("needs Chromium (apt-get install -y chromium, or CHROME_PATH)");
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const chromiumTemp = mkdtempSync(join(tmpdir(), "lh-tasks-chromium-"));
const server = await startServer({
  captureOutput: false,
  ...(process.env.TRACE_ROOT ? { root: process.env.TRACE_ROOT } : {}),
});
const floor = await startFloorServer();
const chrome = await chromeLauncher.launch({
  chromePath: browserPath,
  chromeFlags: [...CHROMIUM_FLAGS],
  envVars: { ...process.env, TMPDIR: chromiumTemp },
});
try {
  for (let runNumber = 1; runNumber <= RUNS; runNumber++) {
    await run(chrome.port, "floor", floor.url, runNumber);
    for (const page of pages) await run(chrome.port, page, server.url + page, runNumber);
  }
} finally {
  chrome.kill();
  await floor.close();
  await server.stop();
  rmSync(chromiumTemp, { recursive: true, force: true });
}
