import { describe, expect, it } from "vitest";
import { tasksOf, threadBlockingMs, type TraceEvent } from "./trace-tasks";

const PID = 7;
const TID = 7;
const URL = "http://127.0.0.1:4000/";
/** A complete event on the renderer's main thread; times in ms from the navigation, stored in µs. */
function x(name: string, atMs: number, durMs: number, threadMs = durMs, data?: Record<string, unknown>): TraceEvent {
  return {
    name,
    cat: "devtools.timeline",
    ph: "X",
    ts: 1_000_000 + atMs * 1000,
    dur: durMs * 1000,
    tdur: threadMs * 1000,
    pid: PID,
    tid: TID,
    ...(data ? { args: { data } } : {}),
  };
}
function mark(name: string, atMs: number, data: Record<string, unknown> = {}): TraceEvent {
  return { name, cat: "blink.user_timing", ph: "R", ts: 1_000_000 + atMs * 1000, pid: PID, tid: TID, args: { data } };
}

const trace: TraceEvent[] = [
  mark("navigationStart", 0, { documentLoaderURL: URL }),
  { ...x("ParseHTML", 5, 2), args: { beginData: { url: URL } } },
  // Before first paint: not counted however long.
  x("RunTask", 10, 80, 80),
  x("Layout", 20, 60, 60),
  mark("firstContentfulPaint", 100),
  // 20 ms of thread time in 90 ms of wall time (the machine was busy): 80 ms at 4×, 30 ms blocking.
  x("RunTask", 200, 90, 20),
  x("v8.evaluateModule", 201, 85, 18, { url: "http://127.0.0.1:4000/assets/chunk-ABC.js" }),
  // 12 ms of thread time: 48 ms at 4×, not long.
  x("RunTask", 400, 12, 12),
  // Another thread's task is not the page's.
  { ...x("RunTask", 500, 100, 100), tid: 8 },
];

describe("the main thread's tasks in a trace", () => {
  it("counts blocking time from first contentful paint by thread time, not wall time", () => {
    expect(threadBlockingMs(trace, URL, 4)).toBe(30);
    expect(threadBlockingMs(trace, URL, 1)).toBe(0);
    expect(threadBlockingMs(trace, "http://127.0.0.1:9/", 4)).toBeUndefined();
  });

  it("attributes a task's thread time to the kind of work inside it, and names its scripts", () => {
    const tasks = tasksOf(trace, { pid: PID, tid: TID }, 1_000_000);
    expect(tasks.map((task) => [task.startMs, task.cpuMs, task.durMs])).toEqual([
      [10, 80, 80],
      [200, 20, 90],
      [400, 12, 12],
    ]);
    expect(tasks[0]!.self.layout).toBe(60);
    expect(tasks[0]!.self.other).toBe(20);
    expect(tasks[1]!.self.evaluate).toBe(18);
    expect(tasks[1]!.scripts).toEqual(["chunk-ABC.js"]);
  });
});
