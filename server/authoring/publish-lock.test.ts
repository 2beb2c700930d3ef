import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { processStartTime } from "../platform/instance-record";
import { createPublishLock, PublishBusy } from "./publish-lock";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the publish lock", () => {
  it("runs the publishes of two holders sharing a data folder one at a time", async () => {
    const dataDir = tempDir("publish-lock-");
    // Two locks, as two instances have: only the file keeps them apart.
    const [a, b] = [createPublishLock(dataDir), createPublishLock(dataDir)];
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(60);
      running -= 1;
    };
    await Promise.all([a(work), b(work), a(work), b(work)]);
    expect(most).toBe(1);
  });

  it("takes over a lock left by a process that has gone", async () => {
    const dataDir = tempDir("publish-lock-");
    const gone = spawnSync("true").pid;
    mkdirSync(join(dataDir, "authoring"));
    writeFileSync(join(dataDir, "authoring/publish.lock"), JSON.stringify({ pid: gone, started: "proc:1", at: 1 }));
    const started = Date.now();
    expect(await createPublishLock(dataDir, 2_000)(async () => "published")).toBe("published");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("waits for a running holder, and gives up with the reason after its limit", async () => {
    const dataDir = tempDir("publish-lock-");
    mkdirSync(join(dataDir, "authoring"));
    writeFileSync(
      join(dataDir, "authoring/publish.lock"),
      JSON.stringify({ pid: process.pid, started: processStartTime(process.pid), at: Date.now() }),
    );
    // Long enough for a second look at the lock (it is polled every 250 ms), once.
    const refused = await createPublishLock(dataDir, 300)(async () => "published").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublishBusy);
    expect((refused as Error).message).toMatch(/another publish \(process \d+, since .*\) has not finished/);
  });
});
