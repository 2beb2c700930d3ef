// The no-progress timer of the server `npm start` runs: a client that asks for a large answer and
// stops reading it, without pipelining, has its connection closed, so it holds no socket or buffers
// for good. Every page the site holds fits in the kernel's socket buffers (tens of KB against
// megabytes), where the write completes and only the keep-alive timer would close the socket; so
// the copy serves one public file far larger than them, and the test asks for that.
import { randomBytes } from "node:crypto";
import { cpSync, utimesSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../test/support/project-copy";
import { startServer, type RunningServer } from "../test/support/server-process";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LARGE_PATH = "/large-answer.bin";
const LARGE_BYTES = 32 * 1024 * 1024;
const NO_PROGRESS_MS = 2_500;
/** Node counts from the last byte moved, and the kernel's buffers take some after the client stops. */
const WAIT_MS = 2 * NO_PROGRESS_MS + 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one GET, reads nothing for `waitMs`, then reads what is left. Whether the server had closed
 * the connection by then, and whether the whole answer arrived (it cannot, once the server has let
 * the unsent rest go).
 */
async function stopReading(
  port: number,
  path: string,
  waitMs: number,
): Promise<{ closed: boolean; received: number; expected: number }> {
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  let closed = false;
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.on("end", () => (closed = true));
  socket.on("close", () => (closed = true));
  socket.on("error", () => (closed = true));
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.pause();
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  await sleep(waitMs);
  socket.resume();
  // What the kernel still holds arrives at once; then either the close, or (a connection kept) the rest.
  for (let idle = 0; !closed && idle < 3;) {
    const before = chunks.length;
    await sleep(500);
    idle = chunks.length === before ? idle + 1 : 0;
  }
  socket.destroy();
  const answer = Buffer.concat(chunks);
  const headerEnd = answer.indexOf("\r\n\r\n");
  const length = Number(
    /content-length: (\d+)/i.exec(answer.subarray(0, Math.max(headerEnd, 0)).toString("latin1"))?.[1] ?? Number.NaN,
  );
  return { closed, received: answer.length - headerEnd - 4, expected: length };
}

describe("the started server's no-progress timer", () => {
  let server: RunningServer;

  beforeAll(async () => {
    const copy = copyProject("site-no-progress-");
    const large = join(copy, "public", LARGE_PATH.slice(1));
    writeFileSync(large, randomBytes(LARGE_BYTES));
    // Older than the build, so `npm start` serves the copied build rather than building again.
    for (const path of [large, join(copy, "public")]) utimesSync(path, new Date(2000, 0, 1), new Date(2000, 0, 1));
    cpSync(join(ROOT, "dist"), join(copy, "dist"), { recursive: true });
    server = await startServer({
      root: copy,
      env: { RENDER_TIMEOUT_MS: "2000", NO_PROGRESS_TIMEOUT_MS: String(NO_PROGRESS_MS) },
      timeoutMs: 60_000,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("closes a connection whose client stops reading a large answer, before the answer is whole", async () => {
    const { closed, received, expected } = await stopReading(server.port, LARGE_PATH, WAIT_MS);
    expect(expected, "the large file's Content-Length").toBe(LARGE_BYTES);
    expect(
      { closed, whole: received >= expected },
      `${WAIT_MS} ms after the client stopped reading, ${received} of ${expected} bytes had come: a server closing stalled connections after ${NO_PROGRESS_MS} ms is closed, the answer cut short`,
    ).toEqual({ closed: true, whole: false });
  }, 30_000);
});
