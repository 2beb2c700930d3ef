import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../test/support/raw-http";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { SECURITY_HEADERS } from "./security-headers";

// Over raw sockets against the built server: a client that pipelines and
// never reads must not hold its socket for good, and what Node would answer itself (an Expect it
// cannot meet, CONNECT) carries the site's headers and a log line like any other response.

/** The server's connections the kernel still has open on its side (ESTABLISHED, local port `port`): /proc/net/tcp. */
function establishedOnServer(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  return readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "01").length;
}
const CONNECTIONS = 50;
const PIPELINED = 200;

/** Connects, writes `requests`, and never reads. */
function neverReads(port: number, requests: string): { socket: Socket; written: Promise<void> } {
  const socket = connect({ port, host: "127.0.0.1" });
  // Never read: paused from the start, so the answers pile up in the kernel and then the server.
  socket.pause();
  socket.on("error", () => undefined);
  const written = new Promise<void>((resolve) => socket.on("connect", () => socket.write(requests, () => resolve())));
  return { socket, written };
}

function expectSiteHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers["x-request-id"]).toMatch(/^[\w.:-]+$/);
}

describe("clients the server must not serve for ever", () => {
  let server: RunningServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server?.stop();
  });

  it(`lets go of ${CONNECTIONS} connections that pipeline ${PIPELINED} requests each and never read, within seconds`, async () => {
    const request = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(PIPELINED);
    const started = performance.now();
    const clients = Array.from({ length: CONNECTIONS }, () => neverReads(server.port, request));
    sockets.push(...clients.map((client) => client.socket));
    await Promise.all(clients.map((client) => client.written));
    // The client never reads, so it never sees the server close: the kernel's table of the server's
    // side says it did (the probe: 50 such connections held 70 s, none closed).
    await expect.poll(() => establishedOnServer(server.port), { timeout: 10_000, interval: 100 }).toBe(0);
    console.log(`every connection closed by the server within ${Math.round(performance.now() - started)} ms`);
    await expect
      .poll(
        () => server.logLines().filter((line) => line.msg === "closed a connection pipelining past its limit").length,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(CONNECTIONS);
  }, 30_000);

  it("answers Expect: bogus 417 with the site's headers, status page and one log line", async () => {
    const response = await rawRequest(
      server.port,
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: bogus\r\nConnection: close\r\n\r\n",
    );
    expect(response.status).toBe(417);
    expectSiteHeaders(response.headers);
    expect(response.body).toContain('class="status-page');
    await expect
      .poll(() =>
        server
          .logLines()
          .filter((line) => (line.req as { id?: string } | undefined)?.id === response.headers["x-request-id"]),
      )
      .toHaveLength(1);
  });

  it("answers CONNECT 405 with the site's headers, status page and one log line, and closes", async () => {
    const response = await rawRequest(
      server.port,
      "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
    );
    expect(response.status).toBe(405);
    expectSiteHeaders(response.headers);
    expect(response.body).toContain('class="status-page');
    const lines = () =>
      server
        .logLines()
        .filter((line) => (line.req as { id?: string } | undefined)?.id === response.headers["x-request-id"]);
    await expect.poll(lines).toHaveLength(1);
    expect(lines()[0]).toMatchObject({ req: { method: "CONNECT" }, res: { statusCode: 405 } });
  });
});
