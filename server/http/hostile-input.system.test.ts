import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawResponse } from "../../test/support/raw-http";
import { startServer, type RunningServer } from "../../test/support/server-process";

// A corpus of hostile and malformed requests. None may reach a 5xx or crash the server; each gets
// a 4xx (or the harmless page it asks for) with the security headers on it.

interface Case {
  readonly name: string;
  readonly request: string | (() => string);
  readonly status: number | ((status: number) => boolean);
  readonly check?: (response: RawResponse) => void;
}

const get = (target: string, extraHeaders = "") =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extraHeaders}\r\n`;
const post = (target: string, type: string, body: string, extraHeaders = "") =>
  `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extraHeaders}\r\n${body}`;

const deepJson = `${"[".repeat(5000)}${"]".repeat(5000)}`;

const CASES: readonly Case[] = [
  { name: "lone percent sign", request: get("/%"), status: 400 },
  { name: "truncated UTF-8 escape in a slug", request: get("/blog/%E0%A4%A"), status: 400 },
  { name: "invalid UTF-8 escape", request: get("/%C0%AF"), status: 400 },
  {
    name: "encoded path traversal",
    request: get("/..%2f..%2fetc/passwd"),
    status: 404,
    check: (r) => expect(r.body).not.toContain("root:"),
  },
  {
    name: "dot-dot traversal into assets",
    request: get("/assets/../../package.json"),
    status: (s) => s === 404 || s === 400,
  },
  { name: "encoded traversal into assets", request: get("/assets/..%2f..%2fpackage.json"), status: 404 },
  { name: "encoded traversal into public files", request: get("/images/%2e%2e/%2e%2e/package.json"), status: 404 },
  { name: "NUL byte in the path", request: get("/blog%00.html"), status: 404 },
  { name: "100 KB URL", request: () => get(`/${"a".repeat(100 * 1024)}`), status: (s) => s === 414 || s === 431 },
  { name: "headers over 16 KB", request: () => get("/", `X-Filler: ${"b".repeat(17 * 1024)}\r\n`), status: 431 },
  {
    name: "protocol-relative redirect attempt",
    request: get("//evil.example/"),
    status: 308,
    check: (r) => expect(r.headers.location).toBe("/evil.example"),
  },
  {
    name: "backslash redirect attempt",
    request: get("/\\evil.example/"),
    status: 308,
    check: (r) => expect(r.headers.location?.startsWith("/") && !r.headers.location.startsWith("//")).toBe(true),
  },
  {
    name: "encoded slashes redirect attempt",
    request: get("/%2F%2Fevil.example/"),
    status: (s) => s === 308 || s === 404,
    check: (r) => expect(r.headers.location ?? "/").toMatch(/^\/(?!\/)/),
  },
  {
    name: "PUT on a page",
    request: post("/", "text/plain", "x").replace("POST", "PUT"),
    status: 405,
    check: (r) => expect(r.headers.allow).toBe("GET, HEAD"),
  },
  { name: "DELETE on a page", request: get("/blog").replace("GET", "DELETE"), status: 405 },
  { name: "TRACE", request: get("/").replace("GET", "TRACE"), status: (s) => s === 405 || s === 400 },
  { name: "unknown method", request: get("/").replace("GET", "BREW"), status: (s) => s === 400 || s === 405 },
  { name: "no Host header", request: "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", status: 400 },
  {
    name: "no Host header, for an asset",
    request: "GET /assets/client-TEST.js HTTP/1.1\r\nConnection: close\r\n\r\n",
    status: 400,
  },
  { name: "empty Host header", request: "GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n", status: 400 },
  {
    name: "two Host headers",
    request: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    status: 400,
  },
  {
    name: "two Host headers on HTTP/1.0",
    request: "GET / HTTP/1.0\r\nHost: 127.0.0.1\r\nhost: evil.example\r\n\r\n",
    status: 400,
  },
  {
    name: "two Host headers on an enquiry",
    request: post("/api/enquiries", "application/json", "{}", "Host: evil.example\r\n"),
    status: 400,
  },
  { name: "garbage request line", request: "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", status: 400 },
  {
    name: "__proto__ in the query string",
    request: get("/?__proto__[polluted]=1&constructor[prototype][polluted]=1"),
    status: 200,
    check: () => expect(({} as Record<string, unknown>).polluted).toBeUndefined(),
  },
  { name: "deeply nested query string", request: get(`/blog?${"a[".repeat(200)}${"]".repeat(200)}=1`), status: 200 },
  {
    name: "forged request id with CR/LF",
    request: get("/", "X-Request-Id: abc\tdef\r\n"),
    status: 200,
    // Refused, and replaced by an id of the server's own (a random UUID, which may hold "def" by chance).
    check: (r) =>
      expect(r.headers["x-request-id"]).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
  },
  {
    name: "script tag in the path",
    request: get("/%3Cscript%3Ealert(1)%3C/script%3E"),
    status: 404,
    check: (r) => expect(r.body).not.toContain("<script>alert"),
  },
  // The cost comparison reads its figures from the query, per request.
  {
    name: "cost comparison: a salary that is not a number",
    request: get("/cost-comparison?salary=NaN"),
    status: 400,
    check: (r) => expect(r.body).not.toMatch(/\$NaN|>NaN</),
  },
  { name: "cost comparison: a salary of 10^12", request: get("/cost-comparison?salary=1000000000000"), status: 400 },
  { name: "cost comparison: a tenure of 0", request: get("/cost-comparison?tenureYears=0"), status: 400 },
  {
    name: "cost comparison: a repeated field",
    request: get("/cost-comparison?salary=1&salary=2&salary=3"),
    status: 400,
  },
  {
    name: "cost comparison: nested brackets",
    request: get(`/cost-comparison?salary[${"a[".repeat(100)}]=1`),
    status: (s) => s === 200 || s === 400,
  },
  {
    name: "cost comparison: __proto__",
    request: get("/cost-comparison?__proto__[salary]=1&constructor[prototype][x]=1"),
    status: (s) => s === 200 || s === 400,
  },
  {
    name: "cost comparison: markup in a figure",
    request: get(`/cost-comparison?salary=${encodeURIComponent("<script>alert(1)</script>")}`),
    status: 400,
    check: (r) => expect(r.body).not.toContain("<script>alert"),
  },
  {
    name: "cost comparison: 500 parameters",
    request: () => get(`/cost-comparison?${Array.from({ length: 500 }, (_, i) => `p${i}=1`).join("&")}`),
    status: 400,
  },
  // A link into the enquiry form with some of it filled in.
  {
    name: "contact prefill: markup in the message",
    request: get(`/contact?priority=Property&message=${encodeURIComponent("</textarea><script>alert(1)</script>")}`),
    status: 200,
    check: (r) => expect(r.body).not.toContain("<script>alert"),
  },
  {
    name: "contact prefill: a priority the form does not offer",
    request: get("/contact?priority=%00%FF"),
    status: (s) => s === 303 || s === 400,
  },
  {
    name: "contact prefill: 5,000 repeated priorities",
    request: () => get(`/contact?${"priority=Property&".repeat(500)}`),
    status: 200,
  },
  { name: "bogus Accept-Encoding", request: get("/", "Accept-Encoding: ;;;q=abc,br;q=-1\r\n"), status: 200 },
  { name: "bogus If-None-Match", request: get("/", 'If-None-Match: "' + "x".repeat(500) + '"\r\n'), status: 200 },
  {
    name: "malformed JSON enquiry",
    request: post("/api/enquiries", "application/json", '{"name": "A", '),
    status: 400,
    check: (r) => expect(r.body).not.toMatch(/at \w+ \(/),
  },
  { name: "JSON nested 5,000 deep", request: post("/api/enquiries", "application/json", deepJson), status: 400 },
  {
    name: "__proto__ keys in JSON",
    request: post(
      "/api/enquiries",
      "application/json",
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    ),
    status: 400,
    check: () => expect(({} as Record<string, unknown>).polluted).toBeUndefined(),
  },
  { name: "enquiry as text/plain", request: post("/api/enquiries", "text/plain", "name=A"), status: 415 },
  {
    name: "enquiry body over the limit",
    request: post("/api/enquiries", "application/json", JSON.stringify({ message: "x".repeat(200 * 1024) })),
    status: 413,
  },
  {
    name: "invalid UTF-8 in a JSON body",
    request: () => post("/api/enquiries", "application/json; charset=utf-8", '{"name":"\xff\xfe"}'),
    status: 400,
  },
  {
    name: "CR/LF in the name field",
    request: post(
      "/api/enquiries",
      "application/json",
      JSON.stringify({ name: "Ann\r\nBcc: x@evil.example", company: "Co" }),
    ),
    status: 400,
  },
  {
    name: "zero-width and bidi characters in the company field (stripped, so Trojan Source reaches no one)",
    request: post(
      "/api/enquiries",
      "application/json",
      JSON.stringify({ name: "Ann", company: "\u200b\u202e", email: "ann@example.net" }),
    ),
    status: 400,
    check: (r) =>
      expect(JSON.parse(r.body)).toEqual({ error: "validation", fields: { company: "Company is required" } }),
  },
  {
    name: "script tag in a no-JS form post",
    request: post("/contact", "application/x-www-form-urlencoded", "name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&company="),
    status: 400,
    check: (r) => {
      expect(r.body).not.toContain("<script>alert(1)");
      expect(r.body).toContain("&lt;script&gt;alert(1)");
    },
  },
  { name: "form post with a wrong content type", request: post("/contact", "application/json", "{}"), status: 415 },
];

describe("hostile input", () => {
  // The built server, as `npm start` runs it: the held responses and Node's own limits included.
  let site: RunningServer;
  let port: number;
  beforeAll(async () => {
    site = await startServer();
    port = site.port;
  }, 60_000);
  afterAll(() => site?.stop());

  it("has at least 25 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(CASES)("$name", async ({ request, status, check }) => {
    const response = await rawRequest(port, typeof request === "function" ? request() : request);
    if (typeof status === "number") expect(response.status).toBe(status);
    else expect(status(response.status), `status ${response.status}`).toBe(true);
    expect(response.status).toBeLessThan(500);
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    // Every response, even one Node writes for a request its parser refused, names its log line.
    expect(response.headers["x-request-id"]).toMatch(/^[\w.:-]+$/);
    check?.(response);
    // The server still answers afterwards.
    const after = await rawRequest(port, get("/healthz"));
    expect(after.status).toBe(200);
  });
});
