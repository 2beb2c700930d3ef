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

describe("heap policy", () => {
  it("keeps the heap near what is live, where V8 alone lets it grow to several times that", () => {
    const alone = peakHeapMb(false);
    const compact = peakHeapMb(true);
    expect(compact).toBeLessThan(alone * 0.7);
  }, 60_000);
});
