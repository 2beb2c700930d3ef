import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import request from "supertest";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { IncomingMessage } from "node:http";
import { createJsonLogger, LOG_REDACTION, type Logger } from "../platform/logger";
import { MAX_LOGGED_URL, requestLog, RequestLines } from "./request-log";

/** The two kinds of logger request lines meet: production's (lines formatted by RequestLines), and any other pino logger (lines by pino). */
const LOGGERS = {
  "formatted by RequestLines": (sink: Writable) => createJsonLogger("info", sink),
  "serialised by pino": (sink: Writable) => pino({ base: undefined, redact: LOG_REDACTION }, sink),
} satisfies Record<string, (sink: Writable) => Logger>;
let makeLogger: (sink: Writable) => Logger = LOGGERS["formatted by RequestLines"];

/** An Express app behind requestLog, with the lines it writes. */
function loggedApp(routes: (app: express.Express) => void) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(
        ...chunk
          .toString("utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      callback();
    },
  });
  const app = express();
  app.use(requestLog(makeLogger(sink)));
  routes(app);
  return { app, lines };
}

describe.each(Object.entries(LOGGERS))("request log, lines %s", (_kind, loggerFor) => {
  beforeEach(() => {
    makeLogger = loggerFor;
  });

  it("writes one line per request, under the id it sends, naming the path the request came with and never its query", async () => {
    const { app, lines } = loggedApp((app) => {
      const router = express.Router();
      router.get("/file.txt", (_req, res) => res.status(404).send("no"));
      app.use("/mounted", router);
    });
    const response = await request(app).get("/mounted/file.txt?x=1").expect(404);
    expect(lines).toEqual([
      {
        level: 40,
        time: expect.any(Number),
        req: { id: response.headers["x-request-id"], method: "GET", url: "/mounted/file.txt" },
        res: { statusCode: 404 },
        responseTime: expect.any(Number),
        msg: "request completed",
      },
    ]);
  });

  it("keeps a valid X-Request-Id from a proxy and replaces an invalid one", async () => {
    const { app, lines } = loggedApp((app) => app.get("/", (_req, res) => res.send("ok")));
    await request(app).get("/").set("X-Request-Id", "proxy-42").expect("X-Request-Id", "proxy-42");
    const replaced = await request(app).get("/").set("X-Request-Id", "bad id\twith spaces");
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => (line.req as { id: string }).id)).toEqual([
      "proxy-42",
      replaced.headers["x-request-id"],
    ]);
  });

  it("gives handlers req.log, whose lines name the request", async () => {
    const { app, lines } = loggedApp((app) =>
      app.post("/api/thing", (req, res) => {
        req.log.info({ stored: 7 }, "thing stored");
        res.status(201).json({ id: req.id });
      }),
    );
    const response = await request(app).post("/api/thing").expect(201);
    const id = response.headers["x-request-id"];
    expect(response.body).toEqual({ id });
    expect(lines.map((line) => [line.msg, line.req])).toEqual([
      ["thing stored", { id, method: "POST", url: "/api/thing" }],
      ["request completed", { id, method: "POST", url: "/api/thing" }],
    ]);
    expect(lines[0]).toMatchObject({ level: 30, stored: 7 });
  });

  it("redacts credentials in handlers' lines", async () => {
    const { app, lines } = loggedApp((app) =>
      app.get("/", (req, res) => {
        req.log.warn({ res: { headers: { "set-cookie": "session=secret" } } }, "odd response");
        res.send("ok");
      }),
    );
    await request(app).get("/").set("Cookie", "session=secret").set("Authorization", "Bearer secret").expect(200);
    expect(JSON.stringify(lines)).not.toContain("secret");
    expect(lines[0]).toMatchObject({ msg: "odd response", res: { headers: { "set-cookie": "[redacted]" } } });
  });

  it("lets a handler put its own logger on the request", async () => {
    const { app, lines } = loggedApp((app) =>
      app.get("/", (req, res) => {
        const own = pino({ base: undefined }, { write: () => undefined });
        req.log = own;
        res.json({ same: req.log === own });
      }),
    );
    const response = await request(app).get("/").expect(200);
    expect(response.body).toEqual({ same: true });
    expect(lines).toHaveLength(1);
  });

  it("logs a 5xx as an error, with the error", async () => {
    const { app, lines } = loggedApp((app) => app.get("/", (_req, res) => res.status(500).send("broken")));
    await request(app).get("/").expect(500);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "request errored",
        res: { statusCode: 500 },
        err: expect.objectContaining({ message: "failed with status code 500" }),
      }),
    ]);
  });

  it("logs a 503 the server chose (a refusal with Retry-After) as a warning, without an error or a stack", async () => {
    const { app, lines } = loggedApp((app) =>
      app.get("/", (_req, res) => res.status(503).set("Retry-After", "2").send("busy")),
    );
    await request(app).get("/").expect(503);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: "request refused", res: { statusCode: 503 } })]);
    expect(lines[0]).not.toHaveProperty("err");
  });

  it("does not log health probes", async () => {
    const { app, lines } = loggedApp((app) => {
      app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
      app.get("/readyz", (_req, res) => res.json({ status: "ready" }));
    });
    await request(app).get("/healthz").expect(200);
    await request(app).get("/readyz?probe=1").expect(200);
    expect(lines).toEqual([]);
  });

  it("says so when the client leaves before the response ends", async () => {
    let answered!: () => void;
    const finished = new Promise<void>((resolve) => (answered = resolve));
    const { app, lines } = loggedApp((app) =>
      app.get("/slow", (_req, res) => {
        res.write("partial");
        res.on("close", () => answered());
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/slow`, { signal: controller.signal });
    controller.abort();
    await response.body?.cancel().catch(() => undefined);
    await finished;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: "request aborted", req: expect.objectContaining({ url: "/slow" }) }),
    ]);
  });
});

describe("request lines formatted by RequestLines", () => {
  /** The lines RequestLines writes for one request through each kind of logger, at one frozen time. */
  function linesFor(
    request: Partial<IncomingMessage> & { originalUrl?: string },
    status: number,
    ended = true,
    level = "info",
  ) {
    const written = { formatted: [] as string[], pino: [] as string[] };
    const formatted = new RequestLines(
      createJsonLogger(level, { write: (line: string) => written.formatted.push(line) }),
    );
    const serialised = new RequestLines(
      pino(
        { level, base: undefined, redact: LOG_REDACTION },
        { write: (line: string) => void written.pino.push(line) },
      ),
    );
    const now = vi.spyOn(Date, "now").mockReturnValue(1_763_000_000_123);
    try {
      const req = { method: "GET", url: "/", readableAborted: false, ...request } as IncomingMessage;
      formatted.completed(req, "id-1", status, 1_763_000_000_100, ended);
      serialised.completed(req, "id-1", status, 1_763_000_000_100, ended);
    } finally {
      now.mockRestore();
    }
    return written;
  }

  it("writes the very bytes pino would, whatever the URL holds", () => {
    const urls = [
      "/",
      "/blog?tag=in-house&page=2",
      '/"quoted"',
      "/back\\slash",
      "/tab\there",
      "/\u0001control",
      "/é-accent",
      "/\u2028line",
      "/\ud800lone",
      "/</script>",
      "x".repeat(MAX_LOGGED_URL + 10),
    ];
    for (const url of urls)
      for (const method of ["GET", "HEAD", "M-SEARCH"])
        for (const status of [200, 304, 404, 405]) {
          const { formatted, pino: expected } = linesFor({ method, url }, status);
          expect(formatted).toHaveLength(1);
          expect(formatted).toEqual(expected);
          expect(JSON.parse(formatted[0]!)).toMatchObject({
            req: { id: "id-1", method },
            res: { statusCode: status },
            responseTime: 23,
          });
        }
  });

  it("names the URL the request came with, and says when the client left before the end", () => {
    const mounted = linesFor({ url: "/inner", originalUrl: "/api/inner" }, 200);
    expect(mounted.formatted).toEqual(mounted.pino);
    expect(JSON.parse(mounted.formatted[0]!)).toMatchObject({ req: { url: "/api/inner" }, msg: "request completed" });
    for (const left of [linesFor({ readableAborted: true }, 200), linesFor({}, 200, false)]) {
      expect(left.formatted).toEqual(left.pino);
      expect(JSON.parse(left.formatted[0]!)).toMatchObject({ msg: "request aborted" });
    }
  });

  it("keeps to the logger's level: a 4xx is a warning, and nothing below the level is written", () => {
    const warned = linesFor({}, 404, true, "warn");
    expect(warned.formatted).toEqual(warned.pino);
    expect(JSON.parse(warned.formatted[0]!)).toMatchObject({ level: 40 });
    expect(linesFor({}, 200, true, "warn")).toEqual({ formatted: [], pino: [] });
    expect(linesFor({}, 404, true, "silent")).toEqual({ formatted: [], pino: [] });
    const refused = linesFor({}, 503, true, "warn");
    expect(refused.formatted).toEqual(refused.pino);
    expect(JSON.parse(refused.formatted[0]!)).toMatchObject({ level: 40, msg: "request refused" });
  });

  it("leaves errored lines, which carry the error, to pino", () => {
    const failed = linesFor({}, 500);
    expect(failed.formatted).toHaveLength(1);
    expect(JSON.parse(failed.formatted[0]!)).toMatchObject({
      level: 50,
      res: { statusCode: 500 },
      err: { message: "failed with status code 500" },
      msg: "request errored",
    });
  });
});
