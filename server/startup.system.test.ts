import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, writeFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../test/support/cleanup";
import { freePort, runUntilExit, type ExitedServer } from "../test/support/server-process";
import { DIST_DIR, PROJECT_ROOT } from "./platform/paths";

/** The one fatal line a failed start leaves, checked for being exactly that. */
function onlyFatalLine({ code, output }: ExitedServer): string {
  expect(code).toBe(1);
  expect(output.join("\n")).not.toMatch(/^\s+at /m);
  const lines = output.map((line) => JSON.parse(line) as { level: number; msg: string });
  const fatal = lines.filter((line) => line.level === 60);
  expect(fatal).toHaveLength(1);
  expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);
  return fatal[0]?.msg ?? "";
}

describe("a start that cannot succeed", () => {
  const tempFolder = () => tempDir("site-start-");
  beforeAll(() => {
    // Build first, as npm start would, so no test's time limit includes a build.
    if (!existsSync(join(DIST_DIR, "server", "index.js")))
      execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: PROJECT_ROOT, stdio: "ignore" });
  });

  it("says once that the port is in use and how to fix it, and exits 1", async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      const message = onlyFatalLine(await runUntilExit({ env: { PORT: String(port), DATA_DIR: tempFolder() } }));
      expect(message).toContain(`127.0.0.1:${port}`);
      expect(message).toContain("already in use");
      expect(message).toContain("set PORT to a free port");
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("says once that HOST does not resolve and what to set instead", async () => {
    const message = onlyFatalLine(
      await runUntilExit({
        env: { HOST: "no-such-host.invalid", PORT: String(await freePort()), DATA_DIR: tempFolder() },
      }),
    );
    expect(message).toContain('"no-such-host.invalid" does not resolve');
    expect(message).toContain("Set HOST");
  });

  it("says once that the data folder cannot be written, and the owner it needs", async () => {
    const parent = tempFolder();
    // Root may write anywhere, and the checkout may be a folder only root can enter (so the server
    // cannot be run as another user): as root, a file stands where the folder's parent should be
    // (ENOTDIR); otherwise the folder's parent loses its write permission, so the server cannot
    // create the folder (EACCES).
    const asRoot = process.getuid?.() === 0;
    let dataDir = join(parent, "data");
    if (asRoot) {
      writeFileSync(join(parent, "not-a-folder"), "");
      dataDir = join(parent, "not-a-folder", "data");
    } else {
      chmodSync(parent, 0o500);
    }
    const result = await runUntilExit({ env: { PORT: String(await freePort()), DATA_DIR: dataDir } });
    const message = onlyFatalLine(result);
    expect(message).toContain(`Cannot write the data folder ${dataDir} (${asRoot ? "ENOTDIR" : "EACCES"})`);
    expect(message).toContain(`chown -R ${process.getuid?.()}:`);
  });

  it("logs 'shutting down' then 'stopped' when told to stop while still starting", async () => {
    // A database that accepts connections and never answers keeps the start waiting.
    let connected: () => void = () => {};
    const sockets: Socket[] = [];
    const storeOpening = new Promise<void>((resolve) => (connected = resolve));
    const silent: Server = createServer((socket) => {
      sockets.push(socket);
      connected();
    });
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    try {
      const { code, output } = await runUntilExit({
        env: { PORT: String(await freePort()), DATABASE_URL: `postgres://site:x@127.0.0.1:${port}/site` },
        signal: "SIGTERM",
        signalWhen: storeOpening,
      });
      const messages = output.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(code).toBe(0);
      expect(messages.indexOf("shutting down")).toBeGreaterThanOrEqual(0);
      expect(messages.indexOf("stopped")).toBeGreaterThan(messages.indexOf("shutting down"));
    } finally {
      silent.close();
      for (const socket of sockets) socket.destroy();
    }
  });
});
