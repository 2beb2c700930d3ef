// `npx tsx scripts/audit/thread-time-tbt.ts [/path ...]`: Lighthouse's mobile Total Blocking Time for
// each page beside the floor page's, as Lighthouse reported it and as it would be on an idle machine
// (the same run's trace replayed with each main-thread task at its thread time: lantern-replay.ts).
// The second figure moves with what the page makes the browser do, not with what else the machine
// runs, so it is the one to compare a change by. For each run it prints both TBTs, the two simulated
// FCPs and, by thread time, the simulated tasks of 50 ms or more: start, duration, blocking time,
// whether it lays out, the scripts it evaluated.
//
// LH_RUNS (default 3) runs; LH_ARTIFACTS=folder keeps each run's artifacts there as JSON, and
// LH_REPLAY=folder replays such a folder instead of running Lighthouse (no browser, no build);
// TRACE_ROOT=folder audits a built copy of another checkout. Needs a build (`npm run build`).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, findBrowser } from "../../test/support/find-browser";
import { startServer } from "../../test/support/server-process";
import { startFloorServer } from "./floor";
import { atThreadTime, replayTbt, type Replayed, type TbtArtifacts } from "./lantern-replay";

const RUNS = Number(process.env.LH_RUNS ?? 3);
const KEEP = process.env.LH_ARTIFACTS;
const REPLAY = process.env.LH_REPLAY;

interface Saved {
  readonly page: string;
  readonly run: number;
  readonly url: string;
  readonly reportedMs: number;
  readonly settings: unknown;
  readonly artifacts: TbtArtifacts;
}

interface Measured {
  readonly page: string;
  readonly run: number;
  readonly reportedMs: number;
  readonly threadTime: Replayed;
}

async function measure(saved: Saved): Promise<Measured> {
  const threadTime = await replayTbt(
    { ...saved.artifacts, Trace: { traceEvents: atThreadTime(saved.artifacts.Trace.traceEvents, saved.url) } },
    saved.settings,
  );
  const measured = { page: saved.page, run: saved.run, reportedMs: saved.reportedMs, threadTime };
  print(measured);
  // The replay must reproduce Lighthouse's own figure from the trace as recorded, or it measures something else.
  const asRecorded = await replayTbt(saved.artifacts, saved.settings);
  if (Math.abs(asRecorded.tbtMs - saved.reportedMs) > 1)
    console.log(`  (replayed as recorded: ${asRecorded.tbtMs} ms, not ${saved.reportedMs})`);
  return measured;
}

function print({ page, run, reportedMs, threadTime }: Measured): void {
  console.log(
    `\n${page} run ${run}: TBT ${reportedMs} ms as reported, ${threadTime.tbtMs} ms by thread time (simulated FCP ${threadTime.fcpMs.join(" / ")} ms)`,
  );
  if (process.env.LH_ALL_TASKS === "1") {
    for (const task of threadTime.tasks.filter((task) => task.durationMs >= 4 || task.inFcp))
      console.log(
        `    ${task.inFcp ? "FCP" : "   "} sim ${task.startMs}+${task.durationMs} obs ${task.observedMs} ${task.kinds} ${task.scripts.join(" ")}${task.after ? ` (after ${task.after})` : ""}`,
      );
  }
  for (const task of threadTime.longTasks) {
    const what = [task.layout ? "layout" : "", ...task.scripts].filter(Boolean).join(" ");
    console.log(
      `  simulated at ${task.startMs} ms: ${task.durationMs} ms, blocking ${task.blockingMs} (observed at ${task.observedMs} ms) ${what}`,
    );
  }
}

async function audit(port: number, page: string, url: string, run: number): Promise<Saved> {
  // A 404 page is audited as the audit does: its status is the intended one.
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr, artifacts } = result;
  if (!(artifacts as { Trace?: unknown }).Trace)
    throw new Error(`Lighthouse recorded no trace of ${url}: ${lhr.runtimeError?.code ?? "no runtime error"}`);
  const saved: Saved = {
    page,
    run,
    url,
    reportedMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    settings: lhr.configSettings,
    artifacts: artifacts as unknown as TbtArtifacts,
  };
  if (KEEP) {
    mkdirSync(KEEP, { recursive: true });
    const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = saved.artifacts;
    const kept = { ...saved, artifacts: { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } };
    writeFileSync(join(KEEP, `${page.replace(/\//g, "_") || "_"}-run${run}.json`), JSON.stringify(kept));
  }
  return saved;
}

async function runLighthouse(pages: readonly string[]): Promise<Measured[]> {
  const browserPath = findBrowser();
  if (!browserPath) throw new Error("needs Chromium (apt-get install -y chromium, or CHROME_PATH)");
  const chromiumTemp = mkdtempSync(join(tmpdir(), "thread-tbt-chromium-"));
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
  const measured: Measured[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      measured.push(await measure(await audit(chrome.port, "floor", floor.url, run)));
      for (const page of pages) measured.push(await measure(await audit(chrome.port, page, server.url + page, run)));
    }
  } finally {
    chrome.kill();
    await floor.close();
    await server.stop();
    rmSync(chromiumTemp, { recursive: true, force: true });
  }
  return measured;
}

async function replayFolder(folder: string): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    measured.push(await measure(JSON.parse(readFileSync(join(folder, file), "utf8")) as Saved));
  }
  return measured;
}

const args = process.argv.slice(2);
const results = REPLAY ? await replayFolder(REPLAY) : await runLighthouse(args.length ? args : ["/"]);
console.log("\nMobile TBT per run (ms), as reported / by thread time:");
for (const page of [...new Set(results.map((result) => result.page))]) {
  const of = results.filter((result) => result.page === page).sort((a, b) => a.run - b.run);
  console.log(
    `  ${page.padEnd(24)} ${of.map((result) => `${result.reportedMs} / ${result.threadTime.tbtMs}`).join(",  ")}`,
  );
}
