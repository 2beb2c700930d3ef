import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { LOG_REDACTION } from "../logger";
import { requestLog } from "./request-log";

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
  app.use(requestLog(pino({ base: undefined, redact: LOG_REDACTION }, sink)));
  routes(app);
  return { app, lines };
}

describe("request log", () => {
  it("writes one line per request, under the id it sends, naming the URL the request came with", async () => {
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
        req: { id: response.headers["x-request-id"], method: "GET", url: "/mounted/file.txt?x=1" },
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
    expect(lines.map((line) => (line.req as { id: string }).id)).toEqual(["proxy-42", replaced.headers["x-request-id"]]);
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
    const { app, lines } = loggedApp((app) => app.get("/", (_req, res) => res.status(503).send("down")));
    await request(app).get("/").expect(503);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "request errored",
        res: { statusCode: 503 },
        err: expect.objectContaining({ message: "failed with status code 503" }),
      }),
    ]);
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
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: "request aborted", req: expect.objectContaining({ url: "/slow" }) })]);
  });
});
