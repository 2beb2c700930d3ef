// scripts/deploy-release.sh waits for nothing for ever: a restart command that never returns (one
// that asks for a password no one can type, a service manager stuck stopping) is stopped at its
// limit, and the deploy exits 1 saying what timed out.
import { spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../test/support/cleanup";

describe("deploy-release.sh's waits", () => {
  it("stops a restart that does not return within RESTART_TIMEOUT_S and names it", () => {
    const site = tempDir("deploy-timeout-");
    mkdirSync(join(site, "releases/a"), { recursive: true });
    mkdirSync(join(site, "releases/b"), { recursive: true });
    symlinkSync("releases/a", join(site, "current"));
    symlinkSync("releases/b", join(site, "previous"));
    const started = Date.now();
    const run = spawnSync("bash", ["scripts/deploy-release.sh", "--rollback"], {
      env: { ...process.env, SITE_DIR: site, PORTS: "3999", RESTART_COMMAND: "sleep 60", RESTART_TIMEOUT_S: "1" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "deploy: timed out: the restart of port 3999 (sleep 60) did not finish within 1 s and was stopped",
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
