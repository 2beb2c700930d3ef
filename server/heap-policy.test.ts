import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * The largest heap a process reaches holding 20-odd MB live while it churns through short-lived
 * objects that survive long enough to be promoted (as request state under load does).
 */
function peakHeapMb(compact: boolean): number {
  const script = `
    import { keepHeapCompact } from "./server/heap-policy.ts";
    if (${compact}) keepHeapCompact();
    const live = Array.from({ length: 200_000 }, (_, i) => ({ i, s: "x".repeat(64) + i }));
    const recent = new Array(50_000);
    let peak = 0;
    for (let i = 0; i < 2_000_000; i += 1) {
      recent[i % recent.length] = { i, s: "y".repeat(32) + i, pair: [i, i + 1] };
      if (i % 10_000 === 0) peak = Math.max(peak, process.memoryUsage().heapTotal);
    }
    console.log(JSON.stringify({ peak, live: live.length }));
  `;
  const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { peak: number }).peak / 1024 / 1024;
}

/** Node 24's V8 takes no flag once running (on Node 20 and 22 it does). */
const FLAGS_SETTABLE_AT_RUN_TIME = Number(process.versions.node.split(".")[0]) < 24;

describe("heap policy", () => {
  it.runIf(FLAGS_SETTABLE_AT_RUN_TIME)(
    "keeps the heap near what is live, where V8 alone lets it grow to several times that",
    () => {
      const alone = peakHeapMb(false);
      const compact = peakHeapMb(true);
      expect(compact).toBeLessThan(alone * 0.7);
    },
    60_000,
  );

  it.skipIf(FLAGS_SETTABLE_AT_RUN_TIME)(
    "changes nothing, and harms nothing, where V8 fixes its flags at start",
    () => {
      const alone = peakHeapMb(false);
      expect(peakHeapMb(true)).toBeLessThanOrEqual(alone * 1.1);
    },
    60_000,
  );
});
