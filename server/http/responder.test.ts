import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { holdText } from "./cached-bytes";
import type { HeldResponse } from "./held-response";
import { MAX_HEADERS, MAX_HELD, requestProblem, Responder, targetPath } from "./responder";

const held = (text: string, isCurrent?: () => boolean): HeldResponse => ({
  bytes: holdText(text),
  contentType: "text/plain; charset=utf-8",
  cacheControl: "no-cache",
  isCurrent,
});

async function withResponder(
  responder: Responder,
  run: (get: (path: string, headers?: Record<string, string>) => Promise<Response>) => Promise<void>,
) {
  const server = createServer(responder.listener((_req, res) => res.writeHead(418).end("app")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await run((path, headers) => fetch(`http://127.0.0.1:${port}${path}`, { headers }));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("targetPath", () => {
  it.each([
    ["/", "/"],
    ["/blog?page=2", "/blog"],
    ["http://other.example/blog?x", "/blog"],
    ["HTTPS://other.example", "/"],
    ["*", undefined],
    ["other.example:443", undefined],
  ])("reads %s as %s", (url, path) => {
    expect(targetPath(url)).toBe(path);
  });
});

describe("requestProblem", () => {
  const request = (version: string, rawHeaders: string[], url = "/", method = "GET") =>
    ({
      httpVersionMajor: Number(version[0]),
      httpVersionMinor: Number(version[2]),
      url,
      method,
      rawHeaders,
      headers: Object.fromEntries(
        rawHeaders.flatMap((value, index) => (index % 2 === 0 ? [[value.toLowerCase(), rawHeaders[index + 1]]] : [])),
      ),
    }) as unknown as IncomingMessage;

  it.each([
    ["1.1", ["Host", "counsel.example.au"], undefined],
    ["1.1", [], 400],
    ["1.1", ["Host", ""], 400],
    ["1.1", ["Host", "  "], 400],
    ["1.1", ["host", "a.example", "Host", "b.example"], 400],
    ["1.0", [], undefined],
    ["1.0", ["Host", "counsel.example.au"], undefined],
    ["2.0", [], 400],
    ["0.9", [], 400],
  ])("HTTP/%s with %j: %s", (version, rawHeaders, problem) => {
    expect(requestProblem(request(version, rawHeaders))).toBe(problem);
  });

  it(`refuses more than ${MAX_HEADERS} headers with 431, so none past the count goes unseen`, () => {
    const junk = Array.from({ length: MAX_HEADERS - 1 }, (_, index) => [`X-Junk-${index}`, "x"]).flat();
    expect(requestProblem(request("1.1", ["Host", "a.example", ...junk]))).toBeUndefined();
    expect(requestProblem(request("1.1", ["Host", "a.example", ...junk, "Host", "b.example"]))).toBe(431);
  });

  it("refuses an asterisk or authority target except OPTIONS *", () => {
    expect(requestProblem(request("1.1", ["Host", "a.example"], "*"))).toBe(400);
    expect(requestProblem(request("1.1", ["Host", "a.example"], "*x", "DELETE"))).toBe(400);
    expect(requestProblem(request("1.1", ["Host", "a.example"], "a.example:443", "CONNECT"))).toBe(400);
    expect(requestProblem(request("1.1", ["Host", "a.example"], "*", "OPTIONS"))).toBeUndefined();
  });
});

describe("Responder", () => {
  it("answers a held path with its bytes, a validator and a request id, and leaves the rest to the app", async () => {
    const responder = new Responder(pino({ level: "silent" }));
    responder.set("/robots.txt", held("User-agent: *\n"));
    await withResponder(responder, async (get) => {
      const response = await get("/robots.txt?v=1", { "X-Request-Id": "proxy-id.1" });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("User-agent: *\n");
      expect(response.headers.get("x-request-id")).toBe("proxy-id.1");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      const etag = response.headers.get("etag")!;
      expect((await get("/robots.txt", { "If-None-Match": `W/"other", ${etag}` })).status).toBe(304);
      expect((await get("/elsewhere")).status).toBe(418);
    });
  });

  it("hands a stale response to the app, which renders it afresh", async () => {
    const responder = new Responder(pino({ level: "silent" }));
    let current = true;
    responder.set(
      "/",
      held("this year", () => current),
    );
    await withResponder(responder, async (get) => {
      expect((await get("/")).status).toBe(200);
      current = false;
      expect((await get("/")).status).toBe(418);
    });
  });

  it(`holds at most ${MAX_HELD} paths, so no run of distinct URLs can grow memory`, () => {
    const responder = new Responder(pino({ level: "silent" }));
    for (let index = 0; index <= MAX_HELD; index += 1) responder.set(`/${index}`, held("x"));
    expect(responder.has(`/${MAX_HELD - 1}`)).toBe(true);
    expect(responder.has(`/${MAX_HELD}`)).toBe(false);
  });

  it("writes one request line for each response it gives", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const responder = new Responder(
      pino(
        { level: "info" },
        { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      ),
    );
    responder.set("/robots.txt", held("User-agent: *\n"));
    await withResponder(responder, async (get) => {
      await get("/robots.txt");
    });
    expect(lines.map((line) => [line.msg, (line.res as { statusCode: number }).statusCode])).toEqual([
      ["request completed", 200],
    ]);
  });
});
