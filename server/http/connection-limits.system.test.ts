import { readdirSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { SERVER_LIMITS } from "./node-server";

// Half-open clients: they send part of a request, read the 408, and never close their side. Node
// stops timing a socket once it has refused its request, so the server destroys it itself.

const CLIENTS = 200;
const openDescriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

describe("connections the server has refused", () => {
  let server: RunningServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server?.stop();
  });

  it(
    `are closed by the server soon after their 408, even when ${CLIENTS} clients never close theirs`,
    async () => {
      const pid = server.process.pid!;
      const before = openDescriptors(pid);
      const answered: Promise<string>[] = [];
      for (let index = 0; index < CLIENTS; index += 1) {
        // allowHalfOpen: when the server ends its side, ours stays open, as an attacker's would.
        const socket = connect({ port: server.port, host: "127.0.0.1", allowHalfOpen: true });
        sockets.push(socket);
        answered.push(
          new Promise((resolve) => {
            let text = "";
            socket.on("data", (chunk) => (text += chunk.toString("latin1")));
            socket.on("end", () => resolve(text));
            socket.on("close", () => resolve(text));
            socket.on("error", () => resolve(text));
          }),
        );
        socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
      }
      await expect.poll(() => openDescriptors(pid), { timeout: 5_000 }).toBeGreaterThanOrEqual(before + CLIENTS);
      const answers = await Promise.all(answered);
      expect(answers.map((text) => text.split("\r\n")[0]!.slice(0, 13))).toEqual(answers.map(() => "HTTP/1.1 408 "));
      // Within the grace and a little more, every refused socket is gone from the server.
      await expect
        .poll(() => openDescriptors(pid), { timeout: SERVER_LIMITS.refusedSocketGraceMs + 4_000, interval: 250 })
        .toBeLessThanOrEqual(before + 5);
    },
    SERVER_LIMITS.headersTimeoutMs + SERVER_LIMITS.timeoutCheckIntervalMs + 20_000,
  );
});
