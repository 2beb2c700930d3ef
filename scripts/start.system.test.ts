import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../test/support/server-process";
import { tempDir } from "../test/support/cleanup";

const ROOT = join(import.meta.dirname, "..");
const DIST = join(ROOT, "dist");
const DEV_DIST = join(ROOT, "dist-dev");

/** Runs `command` in the project, collecting its output, until `ready` matches a line or it exits. */
function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, exited };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("no answer from /healthz in time");
}

const refuses = (url: string) =>
  fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
    () => false,
    () => true,
  );

describe("npm start and npm run dev", () => {
  const dataDir = tempDir("site-start-");
  beforeAll(async () => {
    if (!existsSync(join(DIST, "server", "index.js")))
      execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: ROOT, stdio: "ignore" });
  });

  it("stops the server gracefully when the npm process gets SIGTERM", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const npm = run("npm", ["start"], {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SMTP_URL: "",
      LOG_LEVEL: "info",
    });
    await waitForHealth(url, npm.child);
    npm.child.kill("SIGTERM");
    expect(await npm.exited).toBe(0);
    const messages = npm.output.flatMap((line) =>
      line.startsWith("{") ? [(JSON.parse(line) as { msg: string }).msg] : [],
    );
    expect(messages.indexOf("stopped")).toBeGreaterThan(messages.indexOf("shutting down"));
    expect(messages).toContain("shutting down");
    expect(await refuses(url)).toBe(true);
  }, 60_000);

  it("keeps the development build out of dist/, which npm start serves", async () => {
    const manifest = join(DIST, "manifest.json");
    const before = { text: readFileSync(manifest, "utf8"), mtimeMs: statSync(manifest).mtimeMs };
    const port = await freePort();
    const dev = run(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, dev.child, 60_000);
    } finally {
      dev.child.kill("SIGTERM");
      await dev.exited;
    }
    expect(existsSync(join(DEV_DIST, "manifest.json"))).toBe(true);
    expect(existsSync(join(DEV_DIST, "server", "index.js"))).toBe(true);
    expect(readFileSync(manifest, "utf8")).toBe(before.text);
    expect(statSync(manifest).mtimeMs).toBe(before.mtimeMs);
    rmSync(DEV_DIST, { recursive: true, force: true });
  }, 90_000);
});
