// Slow clients behind the documented nginx (docs/operations.md, "Behind a reverse proxy or CDN"):
// nginx's client_body_timeout is between two reads, so a buffered body sent a byte at a time held its
// connection for ever, and slow connections from one address could take every worker connection.
// The guide's site, run as written in nginx (HTTP on loopback in place of its certificate), must
// close a trickled body within the server's own bound, and hold one address's slow connections to
// its limit while another address is answered throughout.
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideSite, startNginx, type RunningNginx } from "./support/nginx";
import { freePort, startServer, type RunningServer } from "./support/server-process";
import { waitFor } from "./support/smtp-sink";

/** The server's bound on a whole request (SERVER_LIMITS: 30 s, checked every second), and slack for a busy machine. */
const CLOSED_WITHIN_MS = 35_000;
const FLOOD = 300;
const TRICKLE_EVERY_MS = 2_000;

interface Trickle {
  readonly socket: Socket;
  /** Resolves when the connection closes: after how long, and the status nginx answered, if any. */
  readonly closed: Promise<{ ms: number; status: string }>;
}

/** A POST whose body comes a byte every two seconds (within client_body_timeout), from `from`. */
function trickle(port: number, from: string, path: string): Trickle {
  const started = Date.now();
  const socket = connect({ port, host: "127.0.0.1", localAddress: from });
  let answer = "";
  let timer: NodeJS.Timeout | undefined;
  socket.on("connect", () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: counsel.example.au\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    timer = setInterval(() => socket.write(" "), TRICKLE_EVERY_MS);
  });
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<{ ms: number; status: string }>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, status: /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? "none" });
    }),
  );
  return { socket, closed };
}

/** One request from `from`, answered in full: its status. */
function requestFrom(port: number, from: string, path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        path,
        method: body ? "POST" : "GET",
        headers: { host: "counsel.example.au", ...(body ? { "content-type": "application/json" } : {}) },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${path}: no answer within 10 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

describe("the guide's nginx site against slow clients", () => {
  let server: RunningServer;
  let nginx: RunningNginx | undefined;
  let limit: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: "1", RATE_LIMIT_MAX: "100000" } });
    const port = await freePort();
    const { http, main } = guideSite(port, server.port);
    limit = Number(/^\s*limit_conn \S+ (\d+);/m.exec(http)?.[1]);
    nginx = await startNginx(http, port, { main });
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await nginx?.stop();
    await server?.stop();
  });

  it("closes a trickled body within the server's bound, and holds one address's slow connections to its limit while another address is answered", async () => {
    if (!nginx) throw new Error("nginx did not start");
    const port = Number(new URL(nginx.url).port);
    expect(limit, "the guide's limit_conn").toBeGreaterThan(0);
    const started = Date.now();
    const slow = trickle(port, "127.0.0.3", "/api/enquiries");
    const flood = Array.from({ length: FLOOD }, (_, index) =>
      trickle(port, "127.0.0.1", index % 2 ? "/api/enquiries" : "/contact"),
    );
    sockets.push(slow.socket, ...flood.map(({ socket }) => socket));
    let open = FLOOD;
    for (const { closed } of flood) void closed.then(() => (open -= 1));

    // Another visitor, from another address, throughout: pages and an enquiry, every one answered.
    const answers: string[] = [];
    const visitor = (async () => {
      for (let round = 0; round < 12; round += 1) {
        for (const path of ["/", "/blog", "/how-we-work"])
          answers.push(`GET ${path}: ${await requestFrom(port, "127.0.0.2", path).catch(String)}`);
        if (round % 4 === 0) {
          const body = JSON.stringify({
            name: "Other Visitor",
            company: "Other Pty Ltd",
            email: `other-${round}@example.net`,
            message: "Sent beside a flood.",
          });
          answers.push(
            `POST /api/enquiries: ${await requestFrom(port, "127.0.0.2", "/api/enquiries", body).catch(String)}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();

    // Within seconds nginx has refused what is past the limit: what stays open is at most the limit.
    await waitFor(() => open <= limit, 20_000).catch(() => {});
    const openAfterRefusals = open;
    const refusedWithinS = ((Date.now() - started) / 1000).toFixed(1);
    await visitor;
    const trickled = await Promise.race([
      slow.closed,
      new Promise<undefined>((resolve) => setTimeout(resolve, started + CLOSED_WITHIN_MS + 2_000 - Date.now())),
    ]);

    console.log(
      `trickled body: ${trickled ? `closed after ${(trickled.ms / 1000).toFixed(1)} s, answered ${trickled.status}` : "still open"}; slow connections from one address still open ${refusedWithinS} s in: ${openAfterRefusals} of ${FLOOD}; other address: ${answers.length} requests`,
    );
    expect(
      answers.filter((answer) => !/: (200|201)$/.test(answer)),
      nginx.errorLog().slice(-2000),
    ).toEqual([]);
    expect(answers.length).toBe(12 * 3 + 3);
    expect(trickled, `the trickled body's connection was still open ${CLOSED_WITHIN_MS / 1000 + 2} s in`).toBeDefined();
    expect(trickled?.ms).toBeLessThanOrEqual(CLOSED_WITHIN_MS);
    // The server's answer to a request it did not get whole in time.
    expect(trickled?.status).toBe("408");
    expect(
      openAfterRefusals,
      `slow connections from one address still open ${refusedWithinS} s in (limit_conn ${limit})`,
    ).toBeLessThanOrEqual(limit);
  }, 60_000);
});
