// A test that times out while startServer() still waits for the server to answer leaves no server
// behind: the file's cleanups stop it (test/support/server-process.ts). Run as a file of its own
// in a Vitest of its own, since the timeout is the behaviour.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempDir } from "./cleanup";
import { freePort } from "./server-process";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

describe("startServer", () => {
  it("stops a server whose test timed out before it answered", { timeout: 90_000 }, async () => {
    const folder = tempDir("server-process-leak-");
    const port = await freePort();
    const scratch = join(folder, "times-out.test.ts");
    writeFileSync(
      scratch,
      `import { it } from "vitest";
import { startServer } from ${JSON.stringify(join(ROOT, "test/support/server-process.ts"))};
it("times out while the server starts", { timeout: 300 }, async () => {
  await startServer({ port: ${port} });
});
`,
    );
    writeFileSync(
      join(folder, "vitest.config.ts"),
      `export default { test: { include: ["times-out.test.ts"], setupFiles: [${JSON.stringify(join(ROOT, "vitest.setup.ts"))}] } };\n`,
    );
    const run = spawnSync(join(ROOT, "node_modules/.bin/vitest"), ["run", "--root", folder], {
      cwd: folder,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stdout + run.stderr).toMatch(/Test timed out in 300ms/);
    // Long enough for a server left starting to be listening (it answers within about 2 s alone).
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await answers(port), `a server is still listening on ${port}`).toBe(false);
  });
});
