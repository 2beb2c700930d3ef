import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawResponse } from "../../test/support/raw-http";
import { startServer, type RunningServer } from "../../test/support/server-process";

// One way through: every kind of response the server holds in memory (a page, the blog, a hashed
// asset, a public file) and the 404 answer each variant of a request alike, from the built server
// as `npm start` runs it. Before the responder, an empty Host got 200 for "/" and 400 for "/nope".

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "../../dist/manifest.json"), "utf8")) as {
  script: string;
};

const PATHS = {
  page: { path: "/", status: 200 },
  blog: { path: "/blog", status: 200 },
  asset: { path: manifest.script, status: 200 },
  "public file": { path: "/icon.svg", status: 200 },
  "unknown path": { path: "/nope", status: 404 },
} as const;

type Expected = "as a plain GET" | "as a plain GET, no body" | "304 where there is a validator" | 400 | 431;

interface Variant {
  readonly name: string;
  readonly request: (path: string, etag: string) => string;
  readonly expected: Expected;
}

const line = (method: string, target: string) => `${method} ${target} HTTP/1.1\r\n`;
const end = "Connection: close\r\n\r\n";

const VARIANTS: readonly Variant[] = [
  { name: "plain GET", request: (path) => `${line("GET", path)}Host: 127.0.0.1\r\n${end}`, expected: "as a plain GET" },
  {
    name: "HEAD",
    request: (path) => `${line("HEAD", path)}Host: 127.0.0.1\r\n${end}`,
    expected: "as a plain GET, no body",
  },
  { name: "empty Host", request: (path) => `${line("GET", path)}Host:\r\n${end}`, expected: 400 },
  { name: "blank Host", request: (path) => `${line("GET", path)}Host:   \r\n${end}`, expected: 400 },
  { name: "no Host on HTTP/1.1", request: (path) => `${line("GET", path)}${end}`, expected: 400 },
  {
    name: "two Hosts",
    request: (path) => `${line("GET", path)}Host: 127.0.0.1\r\nHost: other.example\r\n${end}`,
    expected: 400,
  },
  { name: "HTTP/2.0 request line without Host", request: (path) => `GET ${path} HTTP/2.0\r\n${end}`, expected: 400 },
  {
    name: "a second Host after 100 other headers",
    request: (path) =>
      `${line("GET", path)}Host: 127.0.0.1\r\n${"X-Junk: x\r\n".repeat(100)}Host: other.example\r\n${end}`,
    expected: 431,
  },
  {
    name: "absolute-form target",
    request: (path) => `${line("GET", `http://other.example${path}`)}Host: 127.0.0.1\r\n${end}`,
    expected: "as a plain GET",
  },
  {
    name: "If-None-Match list naming the validator",
    request: (path, etag) => `${line("GET", path)}Host: 127.0.0.1\r\nIf-None-Match: W/"x", ${etag}\r\n${end}`,
    expected: "304 where there is a validator",
  },
  {
    name: "Range",
    request: (path) => `${line("GET", path)}Host: 127.0.0.1\r\nRange: bytes=0-9\r\n${end}`,
    expected: "as a plain GET",
  },
];

describe("one responder: the same answer for every kind of held response", () => {
  let server: RunningServer;
  const plain = new Map<string, RawResponse>();

  beforeAll(async () => {
    server = await startServer();
    for (const { path } of Object.values(PATHS))
      plain.set(path, await rawRequest(server.port, VARIANTS[0]!.request(path, "")));
  }, 60_000);
  afterAll(() => server?.stop());

  it("answers the plain GETs as the site should", () => {
    for (const { path, status } of Object.values(PATHS)) {
      const response = plain.get(path)!;
      expect(response.status, path).toBe(status);
      expect(response.headers.etag, path).toMatch(/^"[\w-]+"$/);
      expect(response.headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(response.headers["accept-ranges"], path).toBeUndefined();
    }
  });

  const rows = VARIANTS.flatMap((variant) =>
    Object.entries(PATHS).map(([kind, target]) => ({ variant, kind, ...target })),
  );
  it.each(rows)("$variant.name for the $kind", async ({ variant, path, status }) => {
    const reference = plain.get(path)!;
    const response = await rawRequest(server.port, variant.request(path, reference.headers.etag ?? ""));
    expect(response.status).toBeLessThan(500);
    expect(response.headers["x-request-id"]).toMatch(/^[\w.:-]+$/);
    switch (variant.expected) {
      case 400:
      case 431:
        expect(response.status).toBe(variant.expected);
        break;
      case "as a plain GET":
        expect(response.status).toBe(status);
        expect(response.headers.etag).toBe(reference.headers.etag);
        expect(response.body).toBe(reference.body);
        break;
      case "as a plain GET, no body":
        expect(response.status).toBe(status);
        expect(response.headers["content-length"]).toBe(reference.headers["content-length"]);
        expect(response.body).toBe("");
        break;
      case "304 where there is a validator":
        // A 404 is always sent whole: only a success is "not modified".
        expect(response.status).toBe(status === 200 ? 304 : status);
        if (status === 200) expect(response.body).toBe("");
        break;
    }
  });

  it("logs one line for each refused request, wherever it would have been answered", async () => {
    const refused = () =>
      server
        .logLines()
        .filter(
          (entry) => entry.msg === "request completed" && (entry.res as { statusCode: number }).statusCode === 400,
        );
    await expect
      .poll(() => refused().length, { timeout: 5000 })
      .toBe(VARIANTS.filter((variant) => variant.expected === 400).length * Object.keys(PATHS).length);
  });

  it.each([
    ["GET *", `GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n${end}`, 400],
    ["DELETE *x", `DELETE *x HTTP/1.1\r\nHost: 127.0.0.1\r\n${end}`, 400],
    ["OPTIONS *", `OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n${end}`, 204],
  ])("answers %s as the site, never the framework", async (_name, request, status) => {
    const response = await rawRequest(server.port, request);
    expect(response.status).toBe(status);
    expect(response.body).not.toContain("Cannot");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
