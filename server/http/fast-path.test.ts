import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app";
import { rawRequest } from "../../test/support/raw-http";
import { FastPath, MAX_FAST_ENTRIES } from "./fast-path";
import { MAX_LOGGED_URL } from "./request-log";
import { SPECULATION_RULES_PATH } from "./speculation-rules";

type Headers = Record<string, string>;
/** Headers that differ between any two responses by design. */
const withoutPerResponse = ({ date: _date, "x-request-id": _id, ...rest }: Headers) => rest;

describe("fast path", () => {
  const { app, logs } = createTestApp();
  const linesFor = (id: unknown) => logs.filter((entry) => JSON.stringify(entry).includes(String(id)));

  it.each([
    ["/", "br"],
    ["/blog", "gzip"],
    ["/blog/in-house-vs-external-counsel", "identity"],
    ["/privacy-policy", "gzip;q=0, br;q=0"],
  ])("serves %s from memory after its first render with the very headers and bytes Express gave (%s)", async (path, encoding) => {
    const first = await request(app).get(path).set("Accept-Encoding", encoding).expect(200);
    const second = await request(app).get(path).set("Accept-Encoding", encoding).expect(200);
    expect(withoutPerResponse(second.headers as Headers)).toEqual(withoutPerResponse(first.headers as Headers));
    expect(second.text).toBe(first.text);
    expect(second.headers["content-security-policy"]).toContain("default-src 'self'");
    // ...and revalidates and answers HEAD as before.
    await request(app).get(path).set("If-None-Match", String(first.headers.etag)).expect(304);
    const head = await request(app).head(path).set("Accept-Encoding", encoding).expect(200);
    expect(head.text).toBeUndefined();
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
  });

  it("gives the same 304 as Express, with no body", async () => {
    const page = await request(app).get("/terms-of-service").expect(200);
    const etag = String(page.headers.etag);
    const viaFastPath = await request(app).get("/terms-of-service").set("If-None-Match", `W/"nope", ${etag}`).expect(304);
    const viaExpress = await request(app).get("/terms-of-service?x=1").set("If-None-Match", etag).expect(304);
    expect(viaFastPath.text).toBe("");
    expect(withoutPerResponse(viaFastPath.headers as Headers)).toEqual(withoutPerResponse(viaExpress.headers as Headers));
  });

  it.each([
    ["page", "/blog", 200],
    ["page with a query", "/blog?utm_source=x", 200],
    ["hashed asset", "/assets/client-TEST.js", 200],
    ["missing asset", "/assets/nope.js", 404],
    ["public file", "/images/og-image.png", 200],
    ["speculation rules", SPECULATION_RULES_PATH, 200],
    ["404 page", "/nowhere", 404],
    ["trailing-slash redirect", "/blog/", 308],
  ])("logs one line for a %s, with the request id it sends", async (_name, path, status) => {
    await request(app).get(path); // the first may render; the second may be the fast path's
    const response = await request(app).get(path).expect(status);
    const id = response.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = linesFor(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: status >= 400 ? 40 : 30,
      msg: "request completed",
      req: { id, method: "GET", url: path },
      res: { statusCode: status },
    });
  });

  it("echoes a valid X-Request-Id from a proxy on fast-path responses", async () => {
    await request(app).get("/assets/client-TEST.css").set("X-Request-Id", "edge-1234").expect(200).expect("X-Request-Id", "edge-1234");
    expect(linesFor("edge-1234")).toHaveLength(1);
  });

  it("leaves other methods, other spellings and other paths to Express", async () => {
    await request(app).get("/blog").expect(200);
    await request(app).delete("/blog").expect(405).expect("Allow", "GET, HEAD");
    await request(app).post("/assets/client-TEST.js").expect(405);
    await request(app).get("/blog//").expect(308);
  });

  it("leaves conditional and range requests for public files to express.static", async () => {
    const file = await request(app).get("/icon.svg").expect(200);
    expect(file.headers["accept-ranges"]).toBe("bytes");
    await request(app).get("/icon.svg").set("If-None-Match", String(file.headers.etag)).expect(304);
    await request(app).get("/icon.svg").set("If-Modified-Since", String(file.headers["last-modified"])).expect(304);
    const range = await request(app).get("/icon.svg").set("Range", "bytes=0-9").expect(206);
    expect(range.headers["content-length"]).toBe("10");
  });

  it("refuses an HTTP/1.1 request without Host even at a known path", async () => {
    const { rawRequest } = await import("../../test/support/raw-http");
    const { createHttpServer } = await import("./node-server");
    const server = createHttpServer(app, createTestApp().logger);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const response = await rawRequest(port, "GET /assets/client-TEST.js HTTP/1.1\r\nConnection: close\r\n\r\n");
      expect(response.status).toBe(400);
      expect(response.headers["x-request-id"]).toBeDefined();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("cuts a long URL in its log line", async () => {
    const path = `/${"a".repeat(15 * 1024)}`;
    const response = await request(app).get(path).expect(404);
    const lines = linesFor(response.headers["x-request-id"]);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0]).length).toBeLessThan(MAX_LOGGED_URL + 400);
    expect((lines[0]?.req as { url: string }).url).toMatch(/^\/a+…\(15361 chars\)$/);
  });
});

describe("speculation rules", () => {
  const { app } = createTestApp();

  it("are named by a header on every page", async () => {
    for (const path of ["/", "/blog", "/nowhere"]) {
      const response = await request(app).get(path);
      expect(response.headers["speculation-rules"], path).toBe(`"${SPECULATION_RULES_PATH}"`);
    }
    const asset = await request(app).get("/assets/client-TEST.js").expect(200);
    expect(asset.headers["speculation-rules"]).toBeUndefined();
  });

  it("prefetch same-site pages with moderate eagerness, never the API or the form", async () => {
    const response = await request(app)
      .get(SPECULATION_RULES_PATH)
      .buffer(true)
      .parse((res, done) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => done(null, text));
      })
      .expect(200);
    expect(response.headers["content-type"]).toBe("application/speculationrules+json");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    const rules = JSON.parse(response.body as string) as { prefetch: Array<{ source: string; eagerness: string; where: { and: unknown[] } }> };
    expect(rules.prefetch).toHaveLength(1);
    const [rule] = rules.prefetch;
    expect(rule).toMatchObject({ source: "document", eagerness: "moderate" });
    expect(rule?.where.and).toContainEqual({ href_matches: "/*" });
    for (const excluded of ["/api/*", "/contact", "/contact/*"]) expect(rule?.where.and).toContainEqual({ not: { href_matches: excluded } });
    expect(Object.keys(rules)).toEqual(["prefetch"]);
  });
});

describe("FastPath on its own", () => {
  const body = Buffer.from("fast");
  const fallback: RequestListener = (_req, res) => res.writeHead(299, { "Content-Length": 8 }).end("fallback");

  async function withServer(fastPath: FastPath, run: (port: number) => Promise<void>) {
    const server = createServer({ requireHostHeader: false }, fastPath.listener(fallback));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await run((server.address() as AddressInfo).port);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("falls through once an entry is stale, and for requests with two Host headers", async () => {
    let current = true;
    const fastPath = new FastPath(pino({ level: "silent" }));
    fastPath.set("/page", { identity: { headers: { "Content-Length": body.length }, body }, isCurrent: () => current });
    await withServer(fastPath, async (port) => {
      const get = (headers = "Host: a\r\n") => rawRequest(port, `GET /page HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);
      expect((await get()).body).toBe("fast");
      expect((await get("Host: a\r\nHost: b\r\n")).status).toBe(299);
      expect((await get("")).status).toBe(299);
      current = false;
      expect((await get()).status).toBe(299);
    });
  });

  it("stops taking new paths at its bound, but still replaces the ones it has", async () => {
    const fastPath = new FastPath(pino({ level: "silent" }));
    const entry = (text: string) => ({ identity: { headers: { "Content-Length": text.length }, body: Buffer.from(text) } });
    for (let index = 0; index < MAX_FAST_ENTRIES; index += 1) fastPath.set(`/p${index}`, entry("old"));
    fastPath.set("/one-too-many", entry("new"));
    fastPath.set("/p0", entry("new"));
    await withServer(fastPath, async (port) => {
      const get = (path: string) => rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`);
      expect((await get("/one-too-many")).status).toBe(299);
      expect((await get("/p0")).body).toBe("new");
    });
  });
});
