import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "./node-server";
import { SECURITY_HEADERS } from "./security-headers";
import { rawRequest } from "../../test/support/raw-http";
import { createTestApp } from "../../test/support/test-app";

// One header set, sent by every writer: one request per kind of writer (and per path to it), each
// answer checked against SECURITY_HEADERS, over a socket so Node's own refusals are seen as sent.

const request = (head: string, body = "") =>
  `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ""}\r\n${body}`;
const tooManyParameters = Array.from({ length: 50 }, (_, index) => `p${index}=1`).join("&");
const form = "name=Ada&email=ada%40example.net";

interface Writer {
  readonly writer: string;
  readonly raw: string;
  readonly status: number;
  /** The server with the development preview's build error, not the plain one. */
  readonly buildError?: true;
}

const WRITERS: readonly Writer[] = [
  { writer: "held bytes from the responder (asset)", raw: request("GET /assets/client-TEST.js HTTP/1.1"), status: 200 },
  {
    writer: "held bytes from the responder, 304",
    raw: request("GET /assets/client-TEST.js HTTP/1.1\r\nIf-None-Match: *"),
    status: 304,
  },
  {
    writer: "held bytes from the app (the 404 page)",
    raw: request("GET /nowhere HTTP/1.1\r\nAccept: text/html"),
    status: 404,
  },
  { writer: "held bytes from the app (fragments)", raw: request("GET /fragments/home.json HTTP/1.1"), status: 200 },
  {
    writer: "a page rendered per request (cost comparison)",
    raw: request("GET /cost-comparison?hours=abc HTTP/1.1\r\nAccept: text/html"),
    status: 200,
  },
  {
    writer: "a status page from the cost comparison (too many parameters)",
    raw: request(`GET /cost-comparison?${tooManyParameters} HTTP/1.1\r\nAccept: text/html`),
    status: 400,
  },
  {
    writer: "a page rendered per request (contact form prefilled)",
    raw: request("GET /contact?message=hello HTTP/1.1\r\nAccept: text/html"),
    status: 200,
  },
  { writer: "a status page from the app (405)", raw: request("DELETE / HTTP/1.1\r\nAccept: text/html"), status: 405 },
  {
    writer: "a status page from the enquiry router (cross-site form)",
    raw: request(
      `POST /contact HTTP/1.1\r\nAccept: text/html\r\nOrigin: https://elsewhere.example\r\nContent-Type: application/x-www-form-urlencoded`,
      form,
    ),
    status: 403,
  },
  { writer: "a JSON answer from the app (health)", raw: request("GET /healthz HTTP/1.1"), status: 200 },
  {
    writer: "a JSON answer from the app (405 for the API)",
    raw: request("DELETE /api/enquiries HTTP/1.1\r\nAccept: application/json"),
    status: 405,
  },
  {
    writer: "a JSON answer from the enquiry router (token)",
    raw: request("GET /api/enquiries/token HTTP/1.1"),
    status: 200,
  },
  { writer: "a JSON answer from the fragments (404)", raw: request("GET /fragments/nope.json HTTP/1.1"), status: 404 },
  { writer: "no content (OPTIONS *)", raw: request("OPTIONS * HTTP/1.1"), status: 204 },
  { writer: "Express's redirect", raw: request("GET /blog/ HTTP/1.1"), status: 308 },
  {
    writer: "the request rule's refusal (two Hosts)",
    raw: request("GET / HTTP/1.1\r\nHost: other.example\r\nAccept: text/html"),
    status: 400,
  },
  { writer: "Node's Expect refusal", raw: request("GET / HTTP/1.1\r\nExpect: the-unexpected"), status: 417 },
  {
    writer: "a raw-socket refusal (parser: header too large)",
    raw: request(`GET / HTTP/1.1\r\nX-Big: ${"x".repeat(20_000)}`),
    status: 431,
  },
  {
    writer: "a raw-socket refusal (CONNECT)",
    raw: "CONNECT other.example:443 HTTP/1.1\r\nHost: other.example:443\r\n\r\n",
    status: 405,
  },
  {
    writer: "the build-error page",
    raw: request("GET / HTTP/1.1\r\nAccept: text/html"),
    status: 500,
    buildError: true,
  },
];

async function listen(buildError?: string): Promise<{ server: Server; port: number }> {
  const { app, logger, pages } = createTestApp(buildError ? { buildError } : {});
  const server = createHttpServer(app, logger, { statusPage: (status) => pages.status(status) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe("one security header set, from every writer", () => {
  let plain: Awaited<ReturnType<typeof listen>>;
  let broken: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    [plain, broken] = await Promise.all([listen(), listen("posts/example.md: title is missing")]);
  });
  afterAll(async () => {
    for (const { server } of [plain, broken]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each(WRITERS)("$writer: $status", async ({ raw, status, buildError }) => {
    const response = await rawRequest((buildError ? broken : plain).port, raw);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], name).toBe(value);
  });
});
