import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { createLogger, PRETTY_MISSING, turnBatched } from "./logger";

function recorder() {
  const writes: string[] = [];
  return { writes, destination: { write: (data: string) => void writes.push(data), flushSync: () => undefined } };
}

describe("log lines batched by turn of the event loop", () => {
  it("writes the lines of one turn together, in order, once the turn ends", async () => {
    const { writes, destination } = recorder();
    const batched = turnBatched(destination);
    batched.write("one\n");
    batched.write("two\n");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["one\ntwo\n"]);
    batched.write("three\n");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["one\ntwo\n", "three\n"]);
  });

  it("writes what it holds at once when flushed", () => {
    const { writes, destination } = recorder();
    const batched = turnBatched(destination);
    batched.write("held\n");
    batched.flushSync();
    expect(writes).toEqual(["held\n"]);
    let called = false;
    batched.write("again\n");
    batched.flush(() => (called = true));
    expect(writes).toEqual(["held\n", "again\n"]);
    expect(called).toBe(true);
  });

  it("loses nothing when the process exits in the same turn it logged", () => {
    const script = `
      import pino from "pino";
      import { turnBatched } from "./server/platform/logger.ts";
      const logger = pino({ base: undefined }, turnBatched(pino.destination({ dest: 1, sync: true })));
      for (let index = 0; index < 500; index += 1) logger.info({ index }, "line");
      process.exit(3);
    `;
    const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(result.status).toBe(3);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { index: number });
    expect(lines.map((line) => line.index)).toEqual(Array.from({ length: 500 }, (_, index) => index));
  });
});

describe("the logger NODE_ENV=development asks for", () => {
  it("logs JSON lines with a warning when pino-pretty is not installed (a production install), rather than failing at start", () => {
    const lines: string[] = [];
    const logger = createLogger(
      { NODE_ENV: "development", LOG_LEVEL: "info" },
      { prettyInstalled: false, destination: { write: (line: string) => void lines.push(line) } },
    );
    logger.info("started");
    expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toEqual([
      expect.objectContaining({ level: 40, msg: PRETTY_MISSING }),
      expect.objectContaining({ level: 30, msg: "started" }),
    ]);
  });

  it("in production, logs JSON lines and no warning", () => {
    const lines: string[] = [];
    const logger = createLogger(
      { NODE_ENV: "production", LOG_LEVEL: "info" },
      { prettyInstalled: false, destination: { write: (line: string) => void lines.push(line) } },
    );
    logger.info("started");
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["started"]);
  });
});
