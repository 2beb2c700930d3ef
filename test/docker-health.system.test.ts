// The image's HEALTHCHECK, run as Docker would run it (its own command, read from the Dockerfile),
// against the built server: it must follow HOST and PORT, or a container with another port is
// restarted for ever as unhealthy.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "./support/server-process";

const dockerfile = readFileSync(join(import.meta.dirname, "..", "Dockerfile"), "utf8");
const healthCommand = JSON.parse(
  /^\s*CMD (\[.*\])\s*$/m.exec(dockerfile.slice(dockerfile.indexOf("HEALTHCHECK")))?.[1] ?? "[]",
) as string[];

function health(env: Record<string, string>): number | null {
  const [command, ...args] = healthCommand;
  return spawnSync(command === "node" ? process.execPath : command!, args, {
    env: { ...process.env, ...env },
    timeout: 10_000,
  }).status;
}

describe("the Docker image's health check", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(() => server?.stop());

  it("is a node command", () => {
    expect(healthCommand[0]).toBe("node");
  });

  it("asks the PORT the server listens on, at HOST or at loopback when HOST is every interface", async () => {
    const port = String(server.port);
    expect(health({ HOST: "127.0.0.1", PORT: port })).toBe(0);
    expect(health({ HOST: "0.0.0.0", PORT: port })).toBe(0);
    expect(health({ HOST: "", PORT: port })).toBe(0);
    expect(health({ HOST: "127.0.0.1", PORT: String(await freePort()) })).toBe(1);
  });
});
