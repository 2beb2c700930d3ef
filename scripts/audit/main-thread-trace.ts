// `npx tsx scripts/audit/main-thread-trace.ts [/path ...]`: where a page load's main-thread time goes,
// under the 4× CPU slowdown of Lighthouse's mobile preset, beside the audit's one-heading floor page
// in the same browser. For each run and page: every task of 50 ms or more after first contentful
// paint (what Total Blocking Time counts), with its self time by kind of work and the scripts it
// ran, then the blocking time and the whole load's time by kind of work.
//
// As Lighthouse's mobile preset does, the load runs unthrottled and each task counts 4× (a task is
// long from 12.5 ms), but by its thread time, not its wall time: on a shared machine a task's wall
// time grows with every other process, its thread time does not. TRACE_THROTTLE=1 slows the CPU
// with CDP instead (Emulation.setCPUThrottlingRate) and counts thread time as it is. TRACE_RUNS (default 3),
// TRACE_SETTLE_MS (what is traced after the load event, default 6000:
// hydration starts after it and takes a few seconds at this slowdown) and TRACE_JSON=folder (keeps
// each raw trace) tune it. Needs a build (`npm run build`).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type CDPSession } from "playwright-core";
import { CHROMIUM_FLAGS, findBrowser } from "../../test/support/find-browser";
import { startServer } from "../../test/support/server-process";
import TraceGatherer from "lighthouse/core/gather/gatherers/trace.js";
import { startFloorServer } from "./floor";
import {
  blockingMs,
  firstContentfulPaintOf,
  mainThreadOf,
  navigationStartOf,
  tasksOf,
  type Task,
  type TraceEvent,
  type Work,
} from "./trace-tasks";

/** The mobile preset's CPU slowdown: applied to each task's thread time, or by CDP with TRACE_THROTTLE=1. */
const CPU_SLOWDOWN = 4;
const THROTTLE = process.env.TRACE_THROTTLE === "1";
/** What each task's thread time is multiplied by to count as a phone's. */
const SCALE = THROTTLE ? 1 : CPU_SLOWDOWN;
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const SETTLE_MS = Number(process.env.TRACE_SETTLE_MS ?? 6000);
// Lighthouse's own categories: its stack traces and source rundown make V8 collect source positions
// on the main thread, a cost any page with scripts pays in the audit and the floor page does not.
// TRACE_PROFILE=1 adds V8's sampling profiler (which script function the time went to).
const CATEGORIES = [
  ...(TraceGatherer.getDefaultTraceCategories() as string[]),
  "toplevel",
  ...(process.env.TRACE_PROFILE === "1" ? ["disabled-by-default-v8.cpu_profiler"] : []),
].join(",");
const WORKS: readonly Work[] = ["evaluate", "compile", "script", "style", "layout", "paint", "parse", "gc", "other"];

async function readStream(session: CDPSession, handle: string): Promise<string> {
  let text = "";
  for (;;) {
    const chunk = await session.send("IO.read", { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString("utf8") : chunk.data;
    if (chunk.eof) break;
  }
  await session.send("IO.close", { handle });
  return text;
}

async function trace(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  if (THROTTLE) await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const done = new Promise<string>((resolve) =>
    session.once("Tracing.tracingComplete", (event) => resolve(event.stream ?? "")),
  );
  await session.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReturnAsStream" });
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  // Waiting in Node, not in the page: anything Playwright evaluated there would be in the trace.
  await page.waitForTimeout(SETTLE_MS);
  await session.send("Tracing.end");
  const text = await readStream(session, await done);
  await context.close();
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

interface Measured {
  page: string;
  run: number;
  fcpMs: number;
  blockingMs: number;
  longTasks: Task[];
  /** The longest task after first contentful paint, by thread time (ms, unscaled). */
  largestMs: number;
  totals: Record<Work, number>;
}

function measure(page: string, run: number, url: string, events: readonly TraceEvent[]): Measured {
  const thread = mainThreadOf(events, url);
  if (!thread) throw new Error(`no renderer parsed ${url} in the trace`);
  const start =
    navigationStartOf(events, thread, url) ??
    Math.min(...events.filter((event) => event.pid === thread.pid).map((event) => event.ts));
  const fcp = firstContentfulPaintOf(events, thread.pid);
  const fcpMs = fcp === undefined ? 0 : Math.round((fcp - start) / 1000);
  const tasks = tasksOf(events, thread, start);
  const afterPaint = tasks.filter((task) => task.startMs >= fcpMs);
  const totals = Object.fromEntries(
    WORKS.map((work) => [work, Math.round(afterPaint.reduce((sum, task) => sum + task.self[work], 0))]),
  ) as Record<Work, number>;
  const largestMs = Math.max(0, ...afterPaint.map((task) => task.cpuMs));
  return {
    page,
    run,
    fcpMs,
    blockingMs: blockingMs(tasks, fcpMs, SCALE),
    longTasks: tasks.filter((task) => task.cpuMs * SCALE >= 50),
    totals,
    largestMs,
  };
}

function print(measured: Measured): void {
  const totals = WORKS.map((work) => `${work} ${measured.totals[work]}`).join(", ");
  console.log(
    `\n${measured.page} run ${measured.run}: FCP ${measured.fcpMs} ms, blocking ${measured.blockingMs} ms at ${CPU_SLOWDOWN}×, longest task after it ${measured.largestMs} ms of thread time; thread time after FCP by work (ms): ${totals}`,
  );
  for (const task of measured.longTasks) {
    const parts = WORKS.filter((work) => task.self[work] >= 1)
      .sort((a, b) => task.self[b] - task.self[a])
      .map((work) => `${work} ${Math.round(task.self[work])}`);
    const after = task.startMs >= measured.fcpMs ? "" : " (before FCP)";
    console.log(
      `  at ${Math.round(task.startMs)} ms: thread ${task.cpuMs} ms (wall ${task.durMs})${after}  [${parts.join(", ")}]  ${task.scripts.join(" ")}`,
    );
    console.log(`      ${task.notable.slice(0, 6).join(" > ")}`);
  }
}

const browserPath = findBrowser();
if (!browserPath) throw new Error("needs Chromium (apt-get install -y chromium, or CHROME_PATH)");
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/privacy-policy"];
// TRACE_ROOT=folder: a built copy of the site to trace instead of this checkout (to trace a before and an after side by side).
const server = await startServer({
  captureOutput: false,
  ...(process.env.TRACE_ROOT ? { root: process.env.TRACE_ROOT } : {}),
});
const floor = await startFloorServer();
const browser = await chromium.launch({ executablePath: browserPath, args: [...CHROMIUM_FLAGS] });
const results: Measured[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const page of ["floor", ...pages]) {
      const url = page === "floor" ? floor.url : server.url + page;
      const events = await trace(browser, url);
      if (process.env.TRACE_JSON) {
        mkdirSync(process.env.TRACE_JSON, { recursive: true });
        writeFileSync(
          join(process.env.TRACE_JSON, `${page.replace(/\//g, "_") || "_"}-run${run}.json`),
          JSON.stringify(events),
        );
      }
      const measured = measure(page, run, url, events);
      results.push(measured);
      print(measured);
    }
  }
} finally {
  await browser.close();
  await floor.close();
  await server.stop();
}
console.log(`\nBlocking time after FCP at ${CPU_SLOWDOWN}×, by thread time, per run (ms), floor first:`);
for (const page of ["floor", ...pages]) {
  const of = results.filter((result) => result.page === page);
  console.log(
    `  ${page.padEnd(24)} ${of.map((result) => result.blockingMs).join(", ")}  (longest task after FCP, thread ms: ${of.map((result) => result.largestMs).join(", ")})`,
  );
}
