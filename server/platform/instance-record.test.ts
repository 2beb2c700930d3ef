import { describe, expect, it } from "vitest";
import { processStartTime, recordedProcess } from "./instance-record";

/** A process id no system hands out (above Linux's pid_max limit of 2^22). */
const NO_SUCH_PID = 2 ** 22 + 7;

describe("recordedProcess: is the record's process still the server that wrote it", () => {
  const started = processStartTime(process.pid);
  const record = { pid: process.pid, port: 3001, build: "b" };

  it("reads a start time for a live process, the same each time", () => {
    expect(started).toMatch(/^(proc|ps):\S/);
    expect(processStartTime(process.pid)).toBe(started);
    expect(processStartTime(NO_SUCH_PID)).toBeUndefined();
  });

  it("is the server only when the process with the id started when the record says", () => {
    expect(recordedProcess({ ...record, started })).toBe("server");
    // The id taken by another process: it started at another time.
    expect(recordedProcess({ ...record, started: `${started ?? ""}0` })).toBe("other");
    expect(recordedProcess({ ...record, pid: NO_SUCH_PID, started })).toBe("gone");
    expect(recordedProcess(record)).toBe("unknown");
  });
});
