// Reads a Chromium performance trace (the Tracing domain's events) into the renderer main thread's
// tasks: how long each took and what it spent its time on. Pure, so trace-tasks.test.ts holds it.

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: what the thread itself ran, without the time it waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
}

/** What a task's time went to, by the kind of work Chromium recorded. */
export type Work = "evaluate" | "compile" | "script" | "style" | "layout" | "paint" | "parse" | "gc" | "other";

const WORK_OF: ReadonlyArray<[RegExp, Work]> = [
  [/^v8\.evaluateModule$|^EvaluateScript$/, "evaluate"],
  [
    /^v8\.(compile|compileModule|parseOnBackground|produceCache)|^V8\.(Compile|ParseFunction|CompileLazy|CompileCode)/,
    "compile",
  ],
  [
    /^(FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|v8\.callFunction|v8\.run|RunMicrotasks|V8\.Execute|FireIdleCallback)$/,
    "script",
  ],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/, "style"],
  [/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/, "layout"],
  [/^(Paint|PrePaint|Layerize|Commit|PaintImage|Decode Image|CompositeLayers|UpdateLayer)$/, "paint"],
  [/^(ParseHTML|HTMLDocumentParser)/, "parse"],
  [/GC|^BlinkGC|^V8\.GC/, "gc"],
];

export function workOf(name: string): Work {
  for (const [pattern, work] of WORK_OF) if (pattern.test(name)) return work;
  return "other";
}

export interface Task {
  /** Start, in ms from the navigation's start. */
  startMs: number;
  durMs: number;
  /**
   * The task's thread time (ms): the part it ran on a core. On a busy machine a task's duration
   * grows with every other process; its thread time does not.
   */
  cpuMs: number;
  /** Self thread time (ms) by kind of work; a task's time not inside any recorded event is "other". */
  self: Record<Work, number>;
  /** The scripts the task ran (file names), in the order first seen. */
  scripts: string[];
  /** The events inside it that took a fifth of it or more, outermost first, by name. */
  notable: string[];
}

const emptyWork = (): Record<Work, number> => ({
  evaluate: 0,
  compile: 0,
  script: 0,
  style: 0,
  layout: 0,
  paint: 0,
  parse: 0,
  gc: 0,
  other: 0,
});

const isTopLevel = (event: TraceEvent) =>
  event.ph === "X" && (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask");

/** The renderer main thread that parsed `url` (a new tab can have more than one renderer). */
export function mainThreadOf(events: readonly TraceEvent[], url: string): { pid: number; tid: number } | undefined {
  const parse = events.find(
    (event) =>
      event.name === "ParseHTML" &&
      ((event.args?.beginData as { url?: string } | undefined)?.url ?? "").startsWith(url),
  );
  return parse ? { pid: parse.pid, tid: parse.tid } : undefined;
}

/** The navigation's start on that thread (its `navigationStart` mark), in trace microseconds. */
export function navigationStartOf(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
  url: string,
): number | undefined {
  const marks = events.filter(
    (event) =>
      event.name === "navigationStart" &&
      event.pid === thread.pid &&
      ((event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? "").startsWith(url),
  );
  return marks.at(-1)?.ts;
}

/** First contentful paint on that thread, in trace microseconds. */
export function firstContentfulPaintOf(events: readonly TraceEvent[], pid: number): number | undefined {
  return events.find((event) => event.name === "firstContentfulPaint" && event.pid === pid)?.ts;
}

/**
 * The thread's top-level tasks from `fromTs` on, each with its self time by kind of work. Nested
 * complete ("X") events are attributed by containment: an event's self time is its duration less
 * the events directly inside it.
 */
export function tasksOf(events: readonly TraceEvent[], thread: { pid: number; tid: number }, fromTs: number): Task[] {
  const onThread = events
    .filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ph === "X" &&
        event.dur !== undefined &&
        event.ts >= fromTs,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  let index = 0;
  while (index < onThread.length) {
    const top = onThread[index]!;
    index += 1;
    if (!isTopLevel(top)) continue;
    const end = top.ts + (top.dur ?? 0);
    const inside: TraceEvent[] = [];
    while (index < onThread.length && onThread[index]!.ts < end) inside.push(onThread[index++]!);
    tasks.push(attribute(top, inside, fromTs));
  }
  return tasks;
}

function attribute(top: TraceEvent, inside: readonly TraceEvent[], originTs: number): Task {
  const self = emptyWork();
  const scripts: string[] = [];
  const notable: string[] = [];
  // A stack of open events; each event's duration is taken from its parent's self time.
  const stack: Array<{ event: TraceEvent; work: Work; end: number }> = [
    { event: top, work: "other", end: top.ts + (top.dur ?? 0) },
  ];
  const threadTime = (event: TraceEvent) => event.tdur ?? event.dur ?? 0;
  self.other += threadTime(top);
  for (const event of inside) {
    while (stack.length > 1 && event.ts >= stack.at(-1)!.end) stack.pop();
    const parent = stack.at(-1)!;
    const own = workOf(event.name);
    // An event of no kind we know inside one we do know is part of it (V8's internals inside a call).
    const work = own === "other" ? parent.work : own;
    const dur = Math.min(event.dur ?? 0, parent.end - event.ts);
    const cpu = Math.min(threadTime(event), dur);
    self[parent.work] -= cpu;
    self[work] += cpu;
    stack.push({ event, work, end: event.ts + dur });
    const url = (event.args?.data as { url?: string; scriptName?: string } | undefined)?.url;
    const file = url?.split("/").pop();
    if (file && /\.m?js(\?|$)/.test(file) && !scripts.includes(file)) scripts.push(file);
    if (dur * 5 >= (top.dur ?? 0) && !GENERIC.test(event.name) && !notable.includes(event.name))
      notable.push(event.name);
  }
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    startMs: ms(top.ts - originTs),
    durMs: ms(top.dur ?? 0),
    cpuMs: ms(threadTime(top)),
    self: Object.fromEntries(Object.entries(self).map(([key, value]) => [key, ms(Math.max(0, value))])) as Record<
      Work,
      number
    >,
    scripts,
    notable,
  };
}

/** Wrappers every task has, which say nothing about what it did. */
const GENERIC =
  /^(RunTask|ThreadControllerImpl::RunTask|SimpleWatcher::OnHandleReady|Receive mojo message|AsyncTask Run|v8\.callFunction|TimerBase::run|Blink\..*UpdateTime|WebFrameWidgetImpl::UpdateLifecycle)$/;

/**
 * Blocking time from `fromMs` on, each task counted by its thread time times `slowdown`, over 50 ms:
 * what a phone `slowdown` times slower would block for, whatever else this machine was running.
 * With CDP's CPU throttling on, pass 1 (the thread time is then the throttled one).
 */
export function blockingMs(tasks: readonly Task[], fromMs: number, slowdown = 1): number {
  return Math.round(
    tasks
      .filter((task) => task.startMs >= fromMs)
      .reduce((sum, task) => sum + Math.max(0, task.cpuMs * slowdown - 50), 0),
  );
}

/**
 * A page load's blocking time at `slowdown`, by thread time, from first contentful paint on: what
 * Lighthouse's TBT would be on an idle machine, read from Lighthouse's own (unthrottled) trace.
 * Undefined when the trace has no renderer that parsed `url`.
 */
export function threadBlockingMs(events: readonly TraceEvent[], url: string, slowdown: number): number | undefined {
  const thread = mainThreadOf(events, url);
  if (!thread) return undefined;
  const start = navigationStartOf(events, thread, url);
  const fcp = firstContentfulPaintOf(events, thread.pid);
  if (start === undefined || fcp === undefined) return undefined;
  return blockingMs(tasksOf(events, thread, start), (fcp - start) / 1000, slowdown);
}
