import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { startServer } from "../test/support/server-process";

/** A request sent in two parts, so it is still in flight when the server is told to stop. */
interface SlowRequest {
  readonly socket: Socket;
  readonly finish: () => void;
  readonly answer: Promise<{ status: number; body: string }>;
}

function slowRequest(port: number, first: string, rest: string): Promise<SlowRequest> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(first);
      resolve({ socket, finish: () => socket.write(rest), answer });
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    const answer = new Promise<{ status: number; body: string }>((done) =>
      socket.on("close", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        done({ status: Number(text.split(" ")[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) });
      }),
    );
  });
}

const enquiry = JSON.stringify({
  name: "Slow Client",
  company: "Trickle Pty Ltd",
  email: "slow@example.net",
  message: "Sent in two parts.",
});

describe("graceful shutdown", () => {
  it("lets 50 in-flight requests finish after SIGTERM, answers readiness 503, refuses new connections and exits 0", async () => {
    const server = await startServer({ env: { SHUTDOWN_TIMEOUT_MS: "10000", RATE_LIMIT_MAX: "1000" } });
    const { port } = server;

    const requests: Array<{ kind: "page" | "enquiry" | "ready"; request: SlowRequest }> = [];
    for (let index = 0; index < 25; index += 1) {
      const head = `POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(enquiry)}\r\n\r\n`;
      requests.push({
        kind: "enquiry",
        request: await slowRequest(port, head + enquiry.slice(0, 20), enquiry.slice(20)),
      });
    }
    for (let index = 0; index < 24; index += 1) {
      requests.push({
        kind: "page",
        request: await slowRequest(port, "GET /blog HTTP/1.1\r\nHost: 127.0.0.1\r\n", "Connection: close\r\n\r\n"),
      });
    }
    requests.push({
      kind: "ready",
      request: await slowRequest(port, "GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n", "Connection: close\r\n\r\n"),
    });
    expect(requests).toHaveLength(50);
    // Connections still in the kernel's accept queue are not in flight yet; give the server time to take them.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const stoppedAt = Date.now();
    const exit = server.stop("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));

    // No new connections once shutdown has begun.
    await expect(fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();

    for (const { request } of requests) request.finish();
    const answers = await Promise.all(requests.map(async ({ kind, request }) => ({ kind, ...(await request.answer) })));

    expect(answers.filter((a) => a.kind === "enquiry").map((a) => a.status)).toEqual(Array(25).fill(201));
    expect(answers.filter((a) => a.kind === "page").map((a) => a.status)).toEqual(Array(24).fill(200));
    expect(answers.find((a) => a.kind === "ready")?.status).toBe(503);

    expect(await exit).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    const messages = server.logLines().map((line) => line.msg);
    expect(messages).toContain("shutting down");
    expect(messages).toContain("stopped");
  }, 60_000);
});
