// Lighthouse's Total Blocking Time computed again from its own artifacts, with every task of the
// page's main thread shortened to its thread time: the TBT Lighthouse would report for the same load
// on an idle machine.
//
// Lighthouse's mobile preset records an unthrottled load and simulates it (Lantern): each observed
// main-thread task's duration, times 4 (times 2 for a task that lays out), placed in a simulated
// timeline after a simulated first contentful paint. The duration is wall time. On this shared
// machine a task's wall time is one to nine times its thread time, so the same page scores 0 in one
// run and hundreds of ms in the next. Replaying the same trace with each task at its thread time
// keeps what the page made the browser do and drops what the other processes did.
import { TotalBlockingTime } from "lighthouse/core/computed/metrics/total-blocking-time.js";
import type { TraceEvent } from "./trace-tasks";
import { mainThreadOf } from "./trace-tasks";

/** The artifacts Lighthouse's TBT is computed from (a run's `artifacts`), as far as this module reads them. */
export interface TbtArtifacts {
  readonly Trace: { readonly traceEvents: readonly TraceEvent[] };
  readonly DevtoolsLog: readonly unknown[];
  readonly GatherContext: unknown;
  readonly URL: {
    readonly finalDisplayedUrl?: string;
    readonly mainDocumentUrl?: string;
    readonly requestedUrl?: string;
  };
  readonly SourceMaps?: unknown;
}

/** One main-thread task as Lantern simulated it (ms from the simulation's start). */
export interface SimulatedTask {
  readonly startMs: number;
  readonly durationMs: number;
  /** Observed start, ms from the first task of the thread Lantern read. */
  readonly observedMs: number;
  /** The task's blocking time, clipped to the window from the simulated FCP on. */
  readonly blockingMs: number;
  readonly layout: boolean;
  readonly scripts: readonly string[];
}

export interface Replayed {
  /** Lighthouse's TBT (ms): the mean of its optimistic and pessimistic estimates, rounded. */
  readonly tbtMs: number;
  /** The two simulations' FCP (ms), optimistic then pessimistic. */
  readonly fcpMs: readonly [number, number];
  /** The optimistic simulation's main-thread tasks of 50 ms or more, each with its blocking time in it. */
  readonly longTasks: readonly SimulatedTask[];
  /** Every main-thread task of the optimistic simulation, and whether the FCP simulation holds it. */
  readonly tasks: ReadonlyArray<
    SimulatedTask & { readonly inFcp: boolean; readonly kinds: string; readonly after: string }
  >;
}

const isTopLevel = (event: TraceEvent) =>
  event.ph === "X" && (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask");

/**
 * The trace with each top-level task on the page's main thread, and everything inside it, shrunk
 * about the task's start to its thread time (`tdur`). Tasks keep their start times and order, so
 * Lantern builds the same graph; only their durations change. Events of other threads are kept.
 */
export function atThreadTime(events: readonly TraceEvent[], pageUrl: string): TraceEvent[] {
  const thread = mainThreadOf(events, pageUrl);
  if (!thread) throw new Error(`no renderer parsed ${pageUrl} in the trace`);
  const onThread = (event: TraceEvent) => event.pid === thread.pid && event.tid === thread.tid;
  const tasks = events
    .filter((event) => onThread(event) && isTopLevel(event) && event.dur !== undefined && event.dur > 0)
    .sort((a, b) => a.ts - b.ts);
  const taskOf = (ts: number): TraceEvent | undefined => {
    let low = 0;
    let high = tasks.length - 1;
    let found: TraceEvent | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (tasks[middle]!.ts <= ts) {
        found = tasks[middle];
        low = middle + 1;
      } else high = middle - 1;
    }
    return found && ts <= found.ts + (found.dur ?? 0) ? found : undefined;
  };
  return events.map((event) => {
    if (!onThread(event)) return event;
    const task = taskOf(event.ts);
    if (!task?.dur || task.tdur === undefined) return event;
    const scale = Math.min(1, task.tdur / task.dur);
    const ts = task.ts + (event.ts - task.ts) * scale;
    return { ...event, ts, ...(event.dur === undefined ? {} : { dur: event.dur * scale }) };
  });
}

interface LanternTiming {
  readonly startTime: number;
  readonly endTime: number;
  readonly duration: number;
}
interface LanternNode {
  readonly id: string;
  readonly type: string;
  readonly childEvents?: ReadonlyArray<{ readonly name: string }>;
  getDependencies(): ReadonlyArray<{ readonly type: string; readonly request?: { readonly url: string } }>;
  readonly startTime: number;
  didPerformLayout(): boolean;
  getEvaluateScriptURLs(): Set<string>;
}
interface LanternEstimate {
  readonly timeInMs: number;
  readonly nodeTimings: Map<LanternNode, LanternTiming>;
}
interface LanternResult {
  readonly timing: number;
  readonly optimisticEstimate: LanternEstimate;
  readonly pessimisticEstimate: LanternEstimate;
}

/** Lighthouse's TBT for these artifacts under `settings` (a run's `lhr.configSettings`), with its simulated long tasks. */
export async function replayTbt(artifacts: TbtArtifacts, settings: unknown): Promise<Replayed> {
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const tbt = (await TotalBlockingTime.request(data as never, context as never)) as unknown as LanternResult;
  const { fcp, fcpNodes } = await fcpEstimates(data, context);
  const timings = [...tbt.optimisticEstimate.nodeTimings.entries()].filter(([node]) => node.type === "cpu");
  const firstObserved = Math.min(...timings.map(([node]) => node.startTime));
  const tasks = timings
    .map(([node, timing]) => {
      const clipped = timing.endTime - Math.max(timing.startTime, fcp[1]);
      return {
        startMs: Math.round(timing.startTime),
        durationMs: Math.round(timing.duration),
        observedMs: Math.round((node.startTime - firstObserved) / 1000),
        blockingMs: Math.round(Math.max(0, clipped - 50)),
        layout: node.didPerformLayout(),
        scripts: [...node.getEvaluateScriptURLs()].map((url) => url.split("/").pop() ?? url),
        inFcp: fcpNodes.has(node.id),
        kinds: KINDS.filter((name) => node.childEvents?.some((event) => event.name === name)).join(","),
        after: node
          .getDependencies()
          .flatMap((dependency) => (dependency.request ? [dependency.request.url.split("/").pop() || "document"] : []))
          .join(" "),
      };
    })
    .sort((a, b) => a.startMs - b.startMs);
  return { tbtMs: Math.round(tbt.timing), fcpMs: fcp, longTasks: tasks.filter((task) => task.durationMs >= 50), tasks };
}

const KINDS = [
  "ParseAuthorStyleSheet",
  "InvalidateLayout",
  "ScheduleStyleRecalculation",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
];

/** The FCP each TBT simulation reads from (the pessimistic FCP goes with the optimistic TBT, and the other way round). */
async function fcpEstimates(data: object, context: object): Promise<{ fcp: [number, number]; fcpNodes: Set<string> }> {
  const { LanternFirstContentfulPaint } =
    await import("lighthouse/core/computed/metrics/lantern-first-contentful-paint.js");
  const result = (await LanternFirstContentfulPaint.request(
    data as never,
    context as never,
  )) as unknown as LanternResult;
  const fcpNodes = new Set([...result.pessimisticEstimate.nodeTimings.keys()].map((node) => node.id));
  return {
    fcp: [Math.round(result.optimisticEstimate.timeInMs), Math.round(result.pessimisticEstimate.timeInMs)],
    fcpNodes,
  };
}
