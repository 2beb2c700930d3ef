import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_RETENTION_DAYS } from "../../shared/lib/retention";
import { tempDir } from "../../test/support/cleanup";
import { runUntilExit } from "../../test/support/server-process";
import { DIST_DIR, PROJECT_ROOT } from "../platform/paths";

// One retention period, the privacy policy's. A production server given another
// one does not start (and so never deletes on a schedule the policy does not state).
describe("a production start with a retention period the privacy policy does not state", () => {
  beforeAll(() => {
    if (!existsSync(join(DIST_DIR, "server", "index.js")))
      execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: PROJECT_ROOT, stdio: "ignore" });
  });

  it("is refused, saying the period is the policy's and how to change it", async () => {
    const dataDir = join(tempDir("retention-start-"), "data");
    const { code, output } = await runUntilExit({
      env: { NODE_ENV: "production", ENQUIRY_RETENTION_DAYS: "365", PORT: "0", DATA_DIR: dataDir },
    });
    expect(code).toBe(1);
    const text = output.join("\n");
    expect(text).toContain("Invalid configuration:");
    expect(text).toContain(
      `ENQUIRY_RETENTION_DAYS: is no longer a setting: enquiries are kept for the ${ENQUIRY_RETENTION_DAYS} days the privacy policy states`,
    );
    expect(text).toContain("shared/lib/retention.ts");
    // It stopped before opening the store: no database was made.
    expect(existsSync(dataDir)).toBe(false);
  });
});
