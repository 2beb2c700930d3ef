import { describe, expect, it } from "vitest";
import { atThreadTime } from "./lantern-replay";
import type { TraceEvent } from "./trace-tasks";

const URL = "http://127.0.0.1:9000/";
const MAIN = { pid: 1, tid: 10 };

const event = (name: string, ts: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat: "devtools.timeline",
  ph: "X",
  ts,
  pid: MAIN.pid,
  tid: MAIN.tid,
  ...extra,
});

const trace: TraceEvent[] = [
  event("ParseHTML", 1_000, { dur: 500, tdur: 400, args: { beginData: { url: URL } } }),
  // A task that waited for a core three quarters of its time: 40 ms long, 10 ms of thread time.
  event("RunTask", 10_000, { dur: 40_000, tdur: 10_000 }),
  event("Layout", 20_000, { dur: 20_000, tdur: 6_000 }),
  event("firstContentfulPaint", 30_000, { ph: "R" }),
  // A task that ran without waiting.
  event("RunTask", 60_000, { dur: 5_000, tdur: 5_000 }),
  // Outside any task, and on another thread.
  event("TimerInstall", 55_000, { ph: "I" }),
  event("RunTask", 10_000, { dur: 40_000, tdur: 1_000, tid: 11 }),
];

describe("a trace at thread time", () => {
  const shrunk = atThreadTime(trace, URL);
  const named = (name: string, tid = MAIN.tid) => shrunk.find((item) => item.name === name && item.tid === tid)!;

  it("shrinks each main-thread task to its thread time, keeping where it started", () => {
    const task = shrunk.filter((item) => item.name === "RunTask" && item.tid === MAIN.tid);
    expect(task.map((item) => [item.ts, item.dur])).toEqual([
      [10_000, 10_000],
      [60_000, 5_000],
    ]);
  });

  it("moves and shrinks what ran inside a task with it, so it stays inside", () => {
    expect([named("Layout").ts, named("Layout").dur]).toEqual([12_500, 5_000]);
    expect(named("firstContentfulPaint").ts).toBe(15_000);
  });

  it("leaves events outside the tasks and other threads as they were", () => {
    expect(named("TimerInstall").ts).toBe(55_000);
    expect([named("RunTask", 11).ts, named("RunTask", 11).dur]).toEqual([10_000, 40_000]);
    expect(named("ParseHTML")).toBe(trace[0]);
  });

  it("refuses a trace in which no renderer parsed the page", () => {
    expect(() => atThreadTime(trace, "http://127.0.0.1:1/")).toThrow(/no renderer parsed/);
  });
});
