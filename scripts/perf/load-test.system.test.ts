import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

// The short version of `npm run test:load`: the same script, a few seconds a round.
describe("load test (short)", () => {
  it("serves the mix with no error, no 5xx and bounded memory", async () => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/perf/load-test.ts"], {
      env: { ...process.env, LOAD_SECONDS: "2", LOAD_ROUNDS: "3", LOAD_CONNECTIONS: "10" },
      timeout: 90_000,
    }).catch((error: Error & { stdout?: string; stderr?: string }) => {
      // The script's rounds say which check failed: show them, not only its last line.
      throw new Error(`${error.message}\n${error.stdout ?? ""}${error.stderr ?? ""}`);
    });
    expect(stdout).toMatch(/round 3: \d+ req\/s/);
    expect(stdout).toContain("load test passed");
  }, 120_000);
});
