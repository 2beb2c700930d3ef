import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer, SERVER_LIMITS } from "./node-server";
import { createTestApp } from "../../test/support/test-app";

// Node checks its header and request timeouts on an interval; the server's own interval must be
// short enough that the configured numbers hold (Node's default of 30 s let a slow client run on).
const LIMITS = { ...SERVER_LIMITS, headersTimeoutMs: 2_000, requestTimeoutMs: 4_000 };
const SLACK_MS = 1_500;

/** Writes `first`, then `drip` every 300 ms, and resolves with the status line and when it came. */
function slowClient(port: number, first: string, drip: string): Promise<{ statusLine: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    const timer = setInterval(() => socket.writable && socket.write(drip), 300);
    const finish = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ statusLine: answer.split("\r\n")[0] ?? "", elapsedMs: performance.now() - started });
    };
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n")) finish();
    });
    socket.on("close", finish);
    socket.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    socket.write(first);
  });
}

describe("slow clients", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const { app, logger, pages } = createTestApp();
    server = createHttpServer(app, logger, { statusPage: (status) => pages.status(status), limits: LIMITS });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("closes a connection whose answer makes no progress (a client that stops reading) within about twice the no-progress timeout", async () => {
    // Its own server: an answer far larger than the kernel's socket buffers, to a client that never reads.
    const limits = { ...LIMITS, noProgressTimeoutMs: 1_500 };
    const big = createHttpServer((_req, res) => void res.end(Buffer.alloc(64 * 1024 * 1024)), createTestApp().logger, {
      statusPage: () => "",
      limits,
    });
    await new Promise<void>((resolve) => big.listen(0, "127.0.0.1", resolve));
    try {
      const started = performance.now();
      const closedAfterMs = await new Promise<number>((resolve) => {
        const socket = connect((big.address() as AddressInfo).port, "127.0.0.1");
        socket.pause();
        socket.on("error", () => undefined);
        socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
        // Paused, the client sees the close only as the server's count of connections going to zero.
        const timer = setInterval(
          () =>
            big.getConnections(
              (_error, count) =>
                count === 0 && (clearInterval(timer), socket.destroy(), resolve(performance.now() - started)),
            ),
          100,
        );
      });
      expect(closedAfterMs).toBeLessThan(2 * limits.noProgressTimeoutMs + SLACK_MS);
    } finally {
      big.closeAllConnections();
      await new Promise((resolve) => big.close(resolve));
    }
  });

  it("answers 408 to headers that dribble in, within a second or two of the header timeout", async () => {
    const { statusLine, elapsedMs } = await slowClient(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Slow: 1\r\n");
    expect(statusLine).toBe("HTTP/1.1 408 Request Timeout");
    expect(elapsedMs).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
    expect(elapsedMs).toBeLessThan(LIMITS.headersTimeoutMs + SLACK_MS);
  });

  it("answers 408 to a body that dribbles in, within a second or two of the request timeout", async () => {
    const head =
      "POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n";
    const { statusLine, elapsedMs } = await slowClient(port, head, " ");
    expect(statusLine).toBe("HTTP/1.1 408 Request Timeout");
    expect(elapsedMs).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
    expect(elapsedMs).toBeLessThan(LIMITS.requestTimeoutMs + SLACK_MS);
  });
});
